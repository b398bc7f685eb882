// What a visitor does not need for the first screen stays out of it: realtime
// (realtime-js alone, the vendor-supabase-realtime chunk) loads when the browser
// is idle or at the first interaction, and what changed meanwhile still arrives
// live; auth-js (vendor-supabase-auth) only for an action that needs it, such as
// opening the sign-in form. Someone signed in gets the whole client right after
// the first render, as before.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { createConfirmedAccount } from '../support/accounts.ts';
import { appUrl, type OpenedPage, type OpenPage, type OpenPageOptions, realtimeJoins, test, uniqueEmail } from '../support/browser.ts';
import { supabaseClient } from '../support/supabase-client.ts';

// A seeded shared debate the other suites leave alone ("Should genetic engineering of humans be allowed?").
const DEBATE = 'aaaaaaaa-0000-4000-8000-000000000018';
const SUPABASE_CHUNK = /\/assets\/vendor-supabase-[^/]+\.js$/;
const AUTH_CHUNK = /\/assets\/vendor-supabase-auth-[^/]+\.js$/;

interface Watched extends OpenedPage {
  /** Whether the page has asked for a vendor-supabase chunk. */
  chunkRequested: () => boolean;
  /** Whether the page has asked for auth-js's chunk. */
  authRequested: () => boolean;
  /** Lets the browser's idle callbacks run (held until then, so the test decides when "idle" is). */
  releaseIdle: () => Promise<void>;
}

/**
 * A page whose idle callbacks wait for the test: until released, only an
 * interaction or a stored session may load the chunk, however long the
 * page takes on a busy machine.
 */
async function watchedPage(openPage: OpenPage, options: OpenPageOptions = {}): Promise<Watched> {
  const opened = await openPage(options);
  const { page } = opened;
  let requested = false;
  let authRequested = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (SUPABASE_CHUNK.test(pathname)) requested = true;
    if (AUTH_CHUNK.test(pathname)) authRequested = true;
  });
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    const original = window.requestIdleCallback.bind(window);
    let released = false;
    window.requestIdleCallback = (callback) => {
      if (released) return original(callback);
      held.push(callback);
      return held.length;
    };
    (window as unknown as { releaseIdle: () => void }).releaseIdle = () => {
      released = true;
      for (const callback of held.splice(0)) original(callback);
    };
  });
  return {
    ...opened,
    chunkRequested: () => requested,
    authRequested: () => authRequested,
    releaseIdle: () => page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle()),
  };
}

async function voteCount(page: Page, kind: 'Upvote' | 'Downvote'): Promise<number> {
  const name = await page.getByRole('button', { name: new RegExp(`^${kind} \\(\\d+\\)$`) }).getAttribute('aria-label');
  return Number(/\((\d+)\)/.exec(name ?? '')?.[1]);
}

/** Another reader, voting through the API (not in the page under test). */
async function otherReader() {
  const stack = { apiUrl: inject('apiUrl'), anonKey: inject('anonKey'), serviceRoleKey: inject('serviceRoleKey') };
  const { session } = await createConfirmedAccount(stack, uniqueEmail('idle-voter'), 'password123');
  const client = supabaseClient(stack.apiUrl, stack.anonKey, session.access_token);
  return {
    vote: async (value: 1 | -1 | 0) => {
      const { error } = await client.rpc('cast_vote', { p_debate_id: DEBATE, p_value: value });
      if (error) throw error;
    },
  };
}

/**
 * The app has taken over the debate the server wrote into the page, and its
 * network has gone quiet (nothing left to load for the first screen). The
 * server's page shows the debate at once and holds the place of Sign In; the
 * app writes Sign In there once it runs. A quiet network alone does not say
 * so: on a busy machine the app's code may have arrived and not yet run.
 */
async function firstScreenDone(page: Page) {
  await page.locator('h1#debate-topic').waitFor();
  await page.locator('.nav__account:not(.until-app)').waitFor();
  await page.getByRole('button', { name: /^Upvote \(\d+\)$/ }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('a visitor on a debate', () => {
  test(
    'loads realtime only once the browser is idle, never auth-js, and a vote made meanwhile and one made later both arrive live',
    { timeout: 180_000 },
    async ({ openPage }) => {
      const voter = await otherReader();
      const { page, pageErrors, chunkRequested, authRequested, releaseIdle } = await watchedPage(openPage);
      const listens = realtimeJoins(page);
      await page.goto(appUrl(`/debate/${DEBATE}`));
      await firstScreenDone(page);
      // Rendered, data shown, network quiet: still no auth or realtime.
      expect(chunkRequested()).toBe(false);
      expect(await page.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(1);
      const up = await voteCount(page, 'Upvote');

      // A vote after the page read its data, before its live topic exists.
      await voter.vote(1);
      await page.waitForLoadState('networkidle');
      expect(chunkRequested()).toBe(false);

      await releaseIdle();
      await expect.poll(chunkRequested).toBe(true);
      await expect.poll(listens).toBe(true);
      // The join's catch-up brings the vote that was never pushed.
      await expect.poll(() => voteCount(page, 'Upvote')).toBe(up + 1);

      // And the topic now pushes what happens next, without a reload.
      await voter.vote(-1);
      await expect.poll(() => voteCount(page, 'Upvote')).toBe(up);
      await expect.poll(() => voteCount(page, 'Downvote')).toBeGreaterThan(0);
      await voter.vote(0);
      // Reading and watching live needed no auth-js.
      expect(authRequested()).toBe(false);
      expect(pageErrors).toEqual([]);
    },
  );

  test(
    'loads realtime at the first interaction, a vote still asks to log in, and the sign-in form loads auth-js',
    { timeout: 180_000 },
    async ({ openPage }) => {
      const { page, pageErrors, chunkRequested, authRequested } = await watchedPage(openPage);
      const listens = realtimeJoins(page);
      await page.goto(appUrl(`/debate/${DEBATE}`));
      await firstScreenDone(page);
      expect(chunkRequested()).toBe(false);

      await page.getByRole('button', { name: /^Upvote/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Login Required' });
      await expect.poll(() => dialog.textContent()).toContain('You need to be logged in to vote on debates.');
      await expect.poll(chunkRequested).toBe(true);
      await expect.poll(listens).toBe(true);
      await page.keyboard.press('Escape');

      // A visitor's star stays in this browser, as before.
      const star = page.getByRole('button', { name: /^Star/ }).first();
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      expect(authRequested()).toBe(false);

      // Going to sign in starts loading auth-js while the person types.
      await page.getByRole('link', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      await expect.poll(authRequested).toBe(true);
      expect(pageErrors).toEqual([]);
    },
  );
});

describe('someone signed in on a debate', () => {
  test('gets supabase-js right after the first render, with their session and live tallies', { timeout: 180_000 }, async ({ openPage }) => {
    const voter = await otherReader();
    const stack = { apiUrl: inject('apiUrl'), anonKey: inject('anonKey'), serviceRoleKey: inject('serviceRoleKey') };
    const email = uniqueEmail('idle-reader');
    await createConfirmedAccount(stack, email, 'password123');
    // Signed in on an earlier visit: the session is in the browser's storage.
    const { page, pageErrors, chunkRequested, authRequested } = await watchedPage(openPage, { signedInAs: email });
    const listens = realtimeJoins(page);
    await page.goto(appUrl(`/debate/${DEBATE}`));
    // A fresh document: the stored session loads the client without an idle
    // moment (held here) or an interaction (none).
    await expect.poll(chunkRequested).toBe(true);
    await expect.poll(authRequested).toBe(true);
    await page.getByRole('link', { name: 'Account', exact: true }).waitFor();
    await expect.poll(listens).toBe(true);
    const up = await voteCount(page, 'Upvote');

    await voter.vote(1);
    await expect.poll(() => voteCount(page, 'Upvote')).toBe(up + 1);
    await voter.vote(0);
    await expect.poll(() => voteCount(page, 'Upvote')).toBe(up);
    expect(pageErrors).toEqual([]);
  });
});
