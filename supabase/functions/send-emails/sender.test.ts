import { describe, expect, it } from 'vitest';
import { createSendEmailsHandler } from './handler.ts';
import { drainOutbox, renderEmail, type ClaimedEmail, type MailTransport, type OutgoingEmail, type Outbox } from './sender.ts';
import { readSmtpConfig } from './smtp.ts';

const SITE = 'https://agora.example';

function email(id: number, to = `p${id}@example.com`): ClaimedEmail {
  return {
    id,
    to_address: to,
    subject: `Your turn: topic ${id}`,
    body: `Your turn.\n\nOpen the debate: {link}\n`,
    link_path: `/floor/g-${id}`,
  };
}

/** The outbox as the database keeps it: a claimed row is not claimed again until it is marked or its claim lapses. */
function fakeOutbox(rows: ClaimedEmail[]): Outbox & { sent: number[]; claims: number[]; lapse(): void } {
  const waiting = [...rows];
  const claimed = new Map<number, ClaimedEmail>();
  const sent: number[] = [];
  const claims: number[] = [];
  return {
    sent,
    claims,
    async claim(limit) {
      claims.push(limit);
      const batch = waiting.splice(0, limit);
      for (const row of batch) claimed.set(row.id, row);
      return batch;
    },
    async markSent(id) {
      claimed.delete(id);
      sent.push(id);
    },
    lapse() {
      waiting.push(...claimed.values());
      claimed.clear();
    },
  };
}

/** An SMTP stand-in that refuses the addresses it is told to. */
function fakeTransport(refuse: (to: string) => boolean = () => false) {
  const delivered: OutgoingEmail[] = [];
  const state = { opened: 0, closed: 0 };
  const transport: MailTransport = {
    async send(mail) {
      if (refuse(mail.to)) throw new Error(`550 mailbox unavailable: ${mail.to}`);
      delivered.push(mail);
    },
    close: () => void state.closed++,
  };
  return { delivered, state, open: async () => (state.opened++, transport) };
}

describe('the outbox sender', () => {
  it('sends every claimed email with its link written out, marks each sent and closes the connection', async () => {
    const outbox = fakeOutbox([email(1), email(2)]);
    const smtp = fakeTransport();
    const result = await drainOutbox({ outbox, openTransport: smtp.open, siteUrl: SITE });
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(outbox.sent).toEqual([1, 2]);
    expect(smtp.delivered[0]).toEqual({
      to: 'p1@example.com',
      subject: 'Your turn: topic 1',
      text: `Your turn.\n\nOpen the debate: ${SITE}/floor/g-1\n`,
    });
    expect(smtp.state).toEqual({ opened: 1, closed: 1 });
  });

  it('opens no connection when nothing waits', async () => {
    const smtp = fakeTransport();
    expect(await drainOutbox({ outbox: fakeOutbox([]), openTransport: smtp.open, siteUrl: SITE })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.state.opened).toBe(0);
  });

  it('leaves a failed send unmarked, goes on with the others, and sends it on a later run once its claim lapses', async () => {
    const outbox = fakeOutbox([email(1), email(2, 'down@example.com'), email(3)]);
    let down = true;
    const smtp = fakeTransport((to) => down && to === 'down@example.com');
    const errors: string[] = [];
    const first = await drainOutbox({ outbox, openTransport: smtp.open, siteUrl: SITE, onError: (m) => errors.push(m) });
    expect(first).toEqual({ sent: 2, failed: 1 });
    expect(outbox.sent).toEqual([1, 3]);
    expect(errors).toEqual([expect.stringContaining('550 mailbox unavailable')]);

    // Still claimed: the next run finds nothing.
    expect(await drainOutbox({ outbox, openTransport: smtp.open, siteUrl: SITE })).toEqual({ sent: 0, failed: 0 });
    down = false;
    outbox.lapse();
    expect(await drainOutbox({ outbox, openTransport: smtp.open, siteUrl: SITE })).toEqual({ sent: 1, failed: 0 });
    expect(outbox.sent).toEqual([1, 3, 2]);
  });

  it('is bounded: at most maxBatches claims of batchSize a run, the rest for the next run', async () => {
    const outbox = fakeOutbox(Array.from({ length: 7 }, (_, i) => email(i + 1)));
    const smtp = fakeTransport();
    expect(await drainOutbox({ outbox, openTransport: smtp.open, siteUrl: SITE, batchSize: 2, maxBatches: 3 })).toEqual({
      sent: 6,
      failed: 0,
    });
    expect(outbox.claims).toEqual([2, 2, 2]);
    expect(await drainOutbox({ outbox, openTransport: smtp.open, siteUrl: SITE, batchSize: 2, maxBatches: 3 })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(outbox.claims).toEqual([2, 2, 2, 2]);
  });

  it('writes an email without a link as it is', () => {
    expect(renderEmail({ ...email(1), body: 'Plain.', link_path: null }, SITE).text).toBe('Plain.');
  });
});

describe('the send-emails function', () => {
  const run = async () => ({ sent: 1, failed: 0 });
  const post = (headers: Record<string, string>) => new Request('http://functions/send-emails', { method: 'POST', headers });

  it('runs only for the project, with a secret key', async () => {
    const handler = createSendEmailsHandler({ secretKeys: ['sb_secret_x', 'eyJ.service'], missing: [], run });
    expect((await handler(post({ Authorization: 'Bearer sb_secret_x' }))).status).toBe(200);
    expect(await (await handler(post({ apikey: 'eyJ.service' }))).json()).toEqual({ sent: 1, failed: 0 });
    expect((await handler(post({ Authorization: 'Bearer sb_publishable_x', apikey: 'sb_publishable_x' }))).status).toBe(401);
    expect((await handler(post({}))).status).toBe(401);
    expect((await handler(new Request('http://functions/send-emails'))).status).toBe(405);
  });

  it('claims nothing when it cannot send, and says what is missing', async () => {
    let runs = 0;
    const handler = createSendEmailsHandler({
      secretKeys: ['k'],
      missing: ['SMTP_HOST'],
      run: async () => (runs++, { sent: 0, failed: 0 }),
    });
    const response = await handler(post({ apikey: 'k' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'not_configured', message: expect.stringContaining('SMTP_HOST') } });
    expect(runs).toBe(0);
  });

  it('reads its SMTP settings, naming what is not set', () => {
    const env = (values: Record<string, string>) => (name: string) => values[name];
    expect(readSmtpConfig(env({ SMTP_HOST: 'smtp.example.org', SMTP_PORT: '465', SMTP_SENDER: 'Agora <no-reply@agora.example>' }))).toEqual(
      {
        host: 'smtp.example.org',
        port: 465,
        user: undefined,
        pass: undefined,
        sender: 'Agora <no-reply@agora.example>',
      },
    );
    expect(readSmtpConfig(env({ SMTP_PORT: 'x' }))).toEqual({ missing: ['SMTP_HOST', 'SMTP_SENDER', 'SMTP_PORT (a port number)'] });
  });
});
