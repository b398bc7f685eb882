// The community's journeys (notifications, polls, reports, moderation) in a
// real browser against the whole local stack: the
// bell counts a reply live and leads to it; the "who convinced you?" split
// moves live in another reader's view; three reports hide a response for a
// fourth reader and a moderator restores it.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { openingTextOf, postQuotingResponse } from '../support/own-debate.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { supabaseClient } from '../support/supabase-client.ts';
import { type OpenPage, realtimeJoins, signInThroughUi, test } from '../support/browser.ts';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
// A seeded shared debate whose turns are copied into each test's own fresh debate.
const SEED_DEBATE = 'aaaaaaaa-0000-4000-8000-000000000026';
const WAIT = { timeout: 90_000, interval: 200 };

let pool: pg.Pool;

interface Person {
  email: string;
  id: string;
  client: SupabaseClient;
}

// People here are established members (confirmed, a month old), whose
// reports carry full weight; the trust rules for new accounts have their own tests.
async function person(label: string): Promise<Person> {
  const client = supabaseClient(apiUrl, anonKey);
  const email = `${label}-${randomUUID().slice(0, 8)}@example.org`;
  const stack = { apiUrl, anonKey, serviceRoleKey: inject('serviceRoleKey') };
  const { user } = await createConfirmedAccount(stack, email, 'password123', { signInOn: client });
  await pool.query(`update auth.users set created_at = now() - interval '30 days' where id = $1`, [user.id]);
  return { email, id: user.id, client };
}

/** A page of the person's, signed in before it opens (the sign-in form has tests of its own). */
async function signedIn(openPage: OpenPage, who: Person): Promise<Page> {
  return (await openPage({ signedInAs: who.email })).page;
}

/**
 * A debate of the test's own, shared now (the poll stays open a week after
 * sharing): the seed debate's turns under a new id, written as the table owner.
 */
async function copyRows(db: pg.PoolClient, table: string, overrides: string, from: string, params: unknown[]): Promise<void> {
  // Generated columns (search_text…) are left to the database.
  const { rows } = await db.query<{ name: string }>(
    `select quote_ident(attname) as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' and attidentity = ''`,
    [`public.${table}`],
  );
  const columns = rows.map((r) => r.name).join(', ');
  await db.query(
    `insert into public.${table} (${columns})
       select ${columns} from (
         select (jsonb_populate_record(null::public.${table}, to_jsonb(t) || ${overrides})).* from public.${table} t where ${from}
       ) copied`,
    params,
  );
}

/**
 * A debate of the test's own, shared now (the poll stays open a week after
 * sharing): the seed debate's turns under a new id, written as the table owner.
 */
async function freshSharedDebate(ownerId: string): Promise<string> {
  const id = randomUUID();
  // One transaction: a debate has exactly six turns when it commits.
  const db = await pool.connect();
  try {
    await db.query('begin');
    await copyRows(
      db,
      'debates',
      // Not the seeded debate's generation: a generation is saved as one debate.
      `jsonb_build_object('id', $1::uuid, 'user_id', $2::uuid, 'topic', 'Journey ' || $1::text, 'shared_at', now(), 'created_at', now(),
       'views', 0, 'persuasion_score', null, 'moderation_state', 'visible', 'generation_id', null)`,
      't.id = $3',
      [id, ownerId, SEED_DEBATE],
    );
    // Each turn its own id (a report of a person's turn names it).
    await copyRows(db, 'debate_turns', `jsonb_build_object('debate_id', $1::uuid, 'id', gen_random_uuid())`, 't.debate_id = $2', [
      id,
      SEED_DEBATE,
    ]);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    db.release();
  }
  return id;
}

async function respond(who: Person, debateId: string, content: string): Promise<string> {
  const openingText = await openingTextOf(who.client, debateId);
  const posted = await postQuotingResponse(who.client, { id: debateId, topic: '', openingText }, content);
  return posted.id;
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('dbUrl'), max: 2 });
});

afterAll(async () => {
  await pool?.end();
});

describe('a community that talks back and defends itself', () => {
  test("counts B's reply live on A's bell, and the notification opens the debate at the reply", async ({ openPage }) => {
    const [a, b] = [await person('bell-a'), await person('bell-b')];
    const debateId = await freshSharedDebate(a.id);
    const responseId = await respond(a, debateId, 'A thinks the opening is weak.');

    const { page } = await openPage();
    const joined = realtimeJoins(page);
    await signInThroughUi(page, a.email);
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await expect.poll(joined, WAIT).toBe(true);

    const { data: reply, error } = await b.client.rpc('post_reply', {
      p_parent_id: responseId,
      p_content: 'B disagrees with A.',
    });
    expect(error).toBeNull();
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    expect(page.url()).toMatch(/\/account$/);

    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('button', { name: /replied to your response/ }).click();
    await page.waitForURL(`**/debate/${debateId}?response=${reply!.id}`);
    const target = page.locator(`[data-response-id="${reply!.id}"]`);
    await expect.poll(() => target.getAttribute('class'), WAIT).toContain('response--target');
    expect(await target.locator('.response__content').first().textContent()).toBe('B disagrees with A.');
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
  });

  test("moves the before/after split live in a second reader's view", async ({ openPage }) => {
    const [owner, voter, watcher] = [await person('poll-owner'), await person('poll-voter'), await person('poll-watcher')];
    const debateId = await freshSharedDebate(owner.id);
    const [voting, watching] = [await signedIn(openPage, voter), await signedIn(openPage, watcher)];
    const watcherJoined = realtimeJoins(watching);
    await watching.goto(`${appUrl}/debate/${debateId}`);
    await voting.goto(`${appUrl}/debate/${debateId}`);
    // The watcher does not take part: the results stay folded until asked for.
    await watching.getByRole('button', { name: 'Show the room’s verdict' }).click();
    const before = watching.getByTestId('poll-before');
    await expect.poll(() => before.textContent(), WAIT).toContain('(0 answers)');
    await expect.poll(watcherJoined, WAIT).toBe(true);

    await voting.getByRole('group', { name: 'Before reading, where do you stand?' }).getByRole('button', { name: 'Against' }).click();
    await expect.poll(() => before.textContent(), WAIT).toContain('Against 100%');
    await voting.getByRole('group', { name: 'After reading, where do you stand?' }).getByRole('button', { name: 'For' }).click();
    await expect.poll(() => watching.getByTestId('poll-after').textContent(), WAIT).toContain('For 100%');
    // Who gained is said once, by the room's verdict: one reader is not enough to decide it.
    await expect
      .poll(() => watching.getByTestId('verdict-text').textContent(), WAIT)
      .toMatch(/^Not enough votes yet: 1 of the \d+ readers needed/);
  });

  test('hides a response reported by three people for a fourth, and a moderator restores it', async ({ openPage }) => {
    const [author, r1, r2, r3, fourth, mod] = await Promise.all(
      ['rep-author', 'rep-1', 'rep-2', 'rep-3', 'rep-4', 'rep-mod'].map((label) => person(label)),
    );
    const debateId = await freshSharedDebate(author.id);
    const responseId = await respond(author, debateId, 'Something the community will flag.');
    for (const reporter of [r1, r2]) {
      const { error } = await reporter.client.rpc('report_response', {
        p_response_id: responseId,
        p_reason: 'spam',
      });
      expect(error).toBeNull();
    }

    // The third report through the browser's Report form.
    const third = await signedIn(openPage, r3!);
    await third.goto(`${appUrl}/debate/${debateId}`);
    const item = third.locator(`[data-response-id="${responseId}"]`);
    await item.getByRole('button', { name: 'Report' }).click();
    const dialog = third.getByRole('dialog', { name: 'Report this response' });
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('textbox', { name: /Details/ }).fill('Advertising, not an argument.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'detached' });

    const reader = await signedIn(openPage, fourth!);
    await reader.goto(`${appUrl}/debate/${debateId}`);
    const seen = reader.locator(`[data-response-id="${responseId}"]`);
    await expect.poll(() => seen.getByRole('note').textContent(), WAIT).toBe('This response is hidden pending review.');
    expect(await reader.getByText('Something the community will flag.').count()).toBe(0);

    // Moderator rights are granted by the service role only.
    const { error: grantError } = await supabaseClient(apiUrl, inject('serviceRoleKey')).from('moderators').insert({ user_id: mod!.id });
    expect(grantError).toBeNull();
    // Moderation needs a second factor: the moderator has an authenticator app.
    const { data: factor, error: enrollError } = await mod!.client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrollError).toBeNull();
    const code = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor!.totp.secret) }).generate();
    expect((await mod!.client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: code() })).error).toBeNull();
    // The sign-in asks for the code right after the password: the session is aal2 before any page.
    const { page: moderator } = await openPage();
    await moderator.goto(`${appUrl}/login`);
    await moderator.getByLabel('Email', { exact: true }).fill(mod!.email);
    await moderator.getByLabel('Password').fill('password123');
    await moderator.locator('form button[type="submit"]').click();
    const step = moderator.getByTestId('second-factor-step');
    await step.getByLabel('Authenticator code').fill(code());
    await step.getByRole('button', { name: 'Verify' }).click();
    await moderator.waitForURL('**/account');
    await moderator.getByRole('link', { name: 'Moderation' }).first().click();
    await moderator.waitForURL('**/moderation');
    const card = moderator.getByTestId('reported-item').filter({ hasText: 'Something the community will flag.' });
    await expect.poll(() => card.textContent(), WAIT).toContain('Advertising, not an argument.');
    // The queue came without the moderation page's own code gate.
    expect(await moderator.getByTestId('moderation-second-factor').count()).toBe(0);
    await card.getByRole('button', { name: 'Restore' }).click();
    await moderator.getByRole('dialog', { name: 'Restore this content?' }).getByRole('button', { name: 'Restore' }).click();
    await card.waitFor({ state: 'detached' });

    await reader.reload();
    await expect
      .poll(() => reader.locator(`[data-response-id="${responseId}"] .response__content`).first().textContent(), WAIT)
      .toBe('Something the community will flag.');
  });
});
