// "Your turn" by email through the real stack: the database writes the email into its outbox in the
// turn's transaction, the stack's schedule runs the send-emails function (as pg_cron + pg_net do on a
// hosted project), and the message lands in the local mailbox with the topic, the deadline and the
// link to the floor page; a person who turned these emails off gets none.
import { describe, expect, inject, it } from 'vitest';
import { messagesTo, waitForMail } from '../../support/mailbox.ts';
import { signUpNewUser, validSettings, type TestUser } from './helpers.ts';

const TURN =
  'Homework crowds out sleep and play, and the studies of primary schools find no gain in what children learn from it at that age.';

async function openChallenge(opener: TestUser, topic: string, seat: number): Promise<string> {
  const { data, error } = await opener.db.rpc('open_challenge', {
    p_settings: validSettings({ topic, moderatorEnabled: false }),
    p_seat: seat,
    p_public: true,
  });
  if (error) throw new Error(error.message);
  return (data as { generation_id: string }[])[0]!.generation_id;
}

async function rpc(user: TestUser, name: string, args: Record<string, unknown>) {
  const { error } = await user.db.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
}

describe('"your turn" emails', () => {
  it('reach the person whose turn it is, from Agora, with the topic, the deadline and the link to the floor page', async () => {
    const alice = await signUpNewUser('alice');
    const bob = await signUpNewUser('bob');
    const topic = `Should homework be banned? (${crypto.randomUUID().slice(0, 6)})`;
    // Alice opens as Second Speaker; bob takes the First Speaker's seat, so the first turn is his.
    const generationId = await openChallenge(alice, topic, 1);
    await rpc(bob, 'take_challenge', { p_generation_id: generationId });

    const toBob = await waitForMail(inject('mailUrl'), bob.email, { subject: `Your turn: ${topic}` });
    expect(toBob.From.Address).toBe('no-reply@agora.local');
    expect(toBob.From.Name).toBe('Agora');

    // His opening passes the turn to alice.
    await rpc(bob, 'submit_person_turn', { p_generation_id: generationId, p_sequence: 0, p_text: TURN });
    const toAlice = await waitForMail(inject('mailUrl'), alice.email, { subject: `Your turn: ${topic}` });
    expect(toAlice.Text).toContain(`"${topic}" (Round 1)`);
    expect(toAlice.Text).toMatch(/Answer before \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(toAlice.Text).toContain(`Open the debate: ${inject('appUrl')}/floor/${generationId}`);
    expect(toAlice.Text).not.toContain('{link}');
  }, 60_000);

  it('are not sent to a person who turned them off', async () => {
    const carol = await signUpNewUser('carol');
    const dave = await signUpNewUser('dave');
    await rpc(carol, 'set_turn_emails', { p_on: false });
    const topic = `Is chess a sport? (${crypto.randomUUID().slice(0, 6)})`;
    // Carol opens as First Speaker: when dave takes the seat, the first turn is hers.
    const generationId = await openChallenge(carol, topic, 0);
    await rpc(dave, 'take_challenge', { p_generation_id: generationId });
    await rpc(carol, 'submit_person_turn', { p_generation_id: generationId, p_sequence: 0, p_text: TURN });

    // The sender goes oldest first: once dave's email (written after carol's turn came) has landed,
    // any email for carol's turn would have landed before it.
    await waitForMail(inject('mailUrl'), dave.email, { subject: `Your turn: ${topic}` });
    expect((await messagesTo(inject('mailUrl'), carol.email)).filter((m) => m.Subject.startsWith('Your turn'))).toEqual([]);
  }, 60_000);
});
