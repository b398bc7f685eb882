// The browser tests' fixture: `test` with one Chromium per lane (or the one
// `npm run test:stack` keeps running) and `openPage`, which gives a
// test fresh pages — a browser context each, so each page is its own person —
// at a viewport, optionally already signed in, with their uncaught exceptions
// and console errors recorded. A test's pages close when it ends; when it
// failed, what each page showed is printed first (address, errors, a
// screenshot). Also here: the helpers the browser tests share (signing up and
// in through the UI, accounts, debate streams held or at the product's pace,
// realtime joins, the documentation's screenshots).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Route } from 'playwright-core';
import { inject, test as base } from 'vitest';
import ws from 'ws';
import { createConfirmedAccount } from './accounts.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.ts';
import { startHeldDebate } from './held-debate.ts';
import { linkAndCode, waitForMail } from './mailbox.ts';

/** Playwright's action and navigation timeout in the browser tests. */
export const E2E_TIMEOUT_MS = 90_000;

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 360, height: 740 } as const;

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions the page threw; a test asserts it stays empty. */
  pageErrors: string[];
  /** What the page logged as console errors (failed requests included). */
  consoleErrors: string[];
  /** The page's last API calls (auth, REST, functions), for the failure report: what was asked and how it ended. */
  apiCalls: ApiCall[];
}

interface ApiCall {
  method: string;
  path: string;
  startedAt: number;
  /** "200 in 35 ms", "failed: net::ERR_…", or undefined while it runs. */
  outcome?: string;
}

/** How many of a page's API calls the failure report keeps (the latest). */
const API_CALLS_KEPT = 30;

/** Follows the page's calls to the stack's API, so a failure says whether an action's request was sent, and how it ended. */
function followApiCalls(page: Page, calls: ApiCall[]): void {
  const pending = new Map<object, ApiCall>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^\/(rest|auth|functions)\/v1\//.test(url.pathname)) return;
    // An RPC's arguments say which action it was (a vote cast or cleared): its body, cut short.
    const body = url.pathname.startsWith('/rest/v1/rpc/') ? ` ${(request.postData() ?? '').slice(0, 120)}` : '';
    const call: ApiCall = { method: request.method(), path: `${url.pathname}${url.search}`.slice(0, 160) + body, startedAt: Date.now() };
    pending.set(request, call);
    calls.push(call);
    if (calls.length > API_CALLS_KEPT) calls.shift();
  });
  const end = (request: object, outcome: string) => {
    const call = pending.get(request);
    if (!call) return;
    pending.delete(request);
    call.outcome = `${outcome} in ${Date.now() - call.startedAt} ms`;
  };
  page.on('requestfinished', (request) => {
    // The page may close before its answer is read: the call then ended with it.
    request.response().then(
      (response) => end(request, String(response?.status() ?? 'no response')),
      () => end(request, 'page closed'),
    );
  });
  page.on('requestfailed', (request) => end(request, `failed: ${request.failure()?.errorText ?? 'unknown'}`));
}

export interface OpenPageOptions extends Pick<BrowserContextOptions, 'javaScriptEnabled' | 'permissions' | 'reducedMotion' | 'timezoneId'> {
  viewport?: { width: number; height: number };
  /** Opens as this account (password `password123` unless given), already signed in, as after an earlier visit. */
  signedInAs?: string | { email: string; password: string };
}

export type OpenPage = (options?: OpenPageOptions) => Promise<OpenedPage>;

export function appUrl(path = '/'): string {
  return new URL(path, inject('appUrl')).toString();
}

export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`;
}

/** A fresh account created through the API (no UI), so no other suite's votes or stars interfere. */
export async function newAccount(label: string, password = 'password123'): Promise<string> {
  const email = uniqueEmail(label);
  const stack = { apiUrl: inject('apiUrl'), anonKey: inject('anonKey'), serviceRoleKey: inject('serviceRoleKey') };
  await createConfirmedAccount(stack, email, password);
  return email;
}

/**
 * What the SPA keeps in localStorage once someone has signed in: auth-js's
 * session, written by auth-js itself (signed in here with the password), and
 * the app's memory that someone is signed in.
 */
async function signedInStorage(email: string, password: string): Promise<Array<{ name: string; value: string }>> {
  const stored = new Map<string, string>();
  const auth = createClient(inject('apiUrl'), inject('publishableKey'), {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
    },
    realtime: { transport: ws as unknown as typeof WebSocket },
  }).auth;
  const { error } = await auth.signInWithPassword({ email, password });
  if (error) throw error;
  return [...stored, ['agora.session.lastKnownSignedIn', 'true']].map(([name, value]) => ({ name, value }));
}

/** The failed test's pages as they were: address, errors and a screenshot each. */
async function describePages(opened: OpenedPage[], testName: string): Promise<string> {
  const dir = path.join(os.tmpdir(), 'agora-e2e-failures');
  fs.mkdirSync(dir, { recursive: true });
  const lines = [`What the pages of "${testName}" showed when it failed:`];
  for (const [index, { page, pageErrors, consoleErrors, apiCalls }] of opened.entries()) {
    if (page.isClosed()) continue;
    const file = path.join(dir, `${testName.replace(/[^\w-]+/g, '-').slice(0, 80)}-${index + 1}.png`);
    const shot = await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).then(
      () => file,
      (error: unknown) => `no screenshot (${(error as Error).message.split('\n')[0]})`,
    );
    lines.push(`page ${index + 1}: ${page.url()}`, `  screenshot: ${shot}`);
    for (const error of pageErrors) lines.push(`  uncaught: ${error}`);
    for (const error of consoleErrors) lines.push(`  console error: ${error}`);
    for (const call of apiCalls) {
      const at = new Date(call.startedAt).toISOString().slice(11, 23);
      lines.push(`  api ${at} ${call.method} ${call.path} → ${call.outcome ?? `still running after ${Date.now() - call.startedAt} ms`}`);
    }
  }
  return lines.join('\n');
}

export const test = base
  // One Chromium for every file a worker runs: a lane runs its files one after another in
  // one worker (vitest.config.ts), so this is one browser for the whole lane — or the one
  // `npm run test:stack` keeps running, connected to. Vitest reads a fixture's needs from
  // its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const endpoint = inject('browserWsEndpoint');
    const browser = endpoint
      ? await chromium.connect(endpoint)
      : await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('openPage', async ({ browser, task }, { onCleanup }): Promise<OpenPage> => {
    const opened: OpenedPage[] = [];
    onCleanup(async () => {
      if (task.result?.state === 'fail' && opened.length > 0) console.error(await describePages(opened, task.name));
      for (const { context } of opened) await context.close().catch(() => {});
    });
    return async ({ viewport = DESKTOP, signedInAs, ...contextOptions } = {}) => {
      const account = typeof signedInAs === 'string' ? { email: signedInAs, password: 'password123' } : signedInAs;
      const context = await browser.newContext({
        viewport,
        ...contextOptions,
        ...(account
          ? {
              storageState: {
                cookies: [],
                origins: [{ origin: new URL(appUrl()).origin, localStorage: await signedInStorage(account.email, account.password) }],
              },
            }
          : {}),
      });
      // Playwright's 30 s default is too short for a first page on a busy 2-core machine.
      context.setDefaultTimeout(E2E_TIMEOUT_MS);
      const page = await context.newPage();
      const entry: OpenedPage = { context, page, pageErrors: [], consoleErrors: [], apiCalls: [] };
      followApiCalls(page, entry.apiCalls);
      page.on('pageerror', (error) => entry.pageErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') entry.consoleErrors.push(message.text());
      });
      opened.push(entry);
      return entry;
    };
  });

/** Signs up through /login as a visitor would, ending on /account. */
export async function signUpThroughUi(page: Page, email: string, password = 'password123'): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await confirmSignUpByMail(page, email);
}

/**
 * After the Sign Up form's submit: email confirmation is on, so the form asks
 * to confirm, and the emailed link signs the person in and lands on /account.
 */
export async function confirmSignUpByMail(page: Page, email: string): Promise<void> {
  await page.getByText('Check your email to confirm your account').waitFor();
  const { link } = linkAndCode(await waitForMail(inject('mailUrl'), email, { subject: 'Confirm your email address' }));
  await page.goto(link);
  // supabase-js takes the session from the link's fragment and leaves an empty one.
  await page.waitForURL(/\/account#?$/);
}

/** Waits for /account after the login form's submit; on a timeout, says what the page shows instead. */
async function reachAccount(page: Page): Promise<void> {
  await page.waitForURL('**/account').catch(async (error: unknown) => {
    const shown = await page.evaluate(() => document.querySelector('main')?.textContent?.slice(0, 400)).catch(() => undefined);
    throw new Error(`Not on /account after submitting the login form; ${page.url()} shows: ${shown}`, { cause: error });
  });
}

/** Signs in through /login, ending on /account. */
export async function signInThroughUi(page: Page, email: string, password = 'password123'): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await reachAccount(page);
}

/** Sends the page's generate-debate calls to `url`; resolves to a function undoing it. */
export async function routeGenerateDebate(page: Page, url: string): Promise<() => Promise<void>> {
  const pattern = '**/functions/v1/generate-debate';
  // The request only changes address in the network layer: the page, its CSP and its abort work as before.
  const handler = (route: Route) => route.continue({ url });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/**
 * Sends the page's debates to the functions runtime that writes them at the
 * product's own pace (the test stack's own runtime is fast; see
 * tests/setup/full-stack.ts), for a test that watches a debate stream.
 */
export function atProductPace(page: Page): Promise<() => Promise<void>> {
  return routeGenerateDebate(page, `${inject('pacedFunctionsUrl')}/generate-debate`);
}

/**
 * The page's next debate is written by a model that writes the First Speaker's
 * turn, then goes silent in the middle of the Second Speaker's until the run is
 * stopped (see held-debate.ts): mid-run, on the server as on the page, for as
 * long as the test looks, however busy the machine. Later debates run whole.
 * Resolves to a function undoing it (the page's debates go to the stack again).
 */
export async function heldInSecondTurn(page: Page): Promise<() => Promise<void>> {
  const held = await startHeldDebate();
  const unroute = await routeGenerateDebate(page, held.functionUrl);
  return async () => {
    await unroute();
    await held.stop();
  };
}

/**
 * Watches the page's realtime websocket(s) and returns a condition that holds
 * once every channel join the page sent has been answered `ok` (and at least
 * one was). Call before navigating; then wait with expect.poll instead of a
 * fixed pause before acting on something the page must hear live.
 */
export function realtimeJoins(page: Page): () => boolean {
  const pending = new Set<string>();
  let joined = 0;
  // vsn 2.0.0 frames are [join_ref, ref, topic, event, payload]; vsn 1.0.0 ones are objects.
  const parse = (data: string | Buffer) => {
    try {
      const frame = JSON.parse(data.toString()) as unknown;
      if (Array.isArray(frame)) return { ref: String(frame[1]), event: frame[3] as string, payload: frame[4] as { status?: string } };
      const f = frame as { ref: unknown; event: string; payload: { status?: string } };
      return { ref: String(f.ref), event: f.event, payload: f.payload };
    } catch {
      return undefined;
    }
  };
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const frame = parse(payload);
      if (frame?.event === 'phx_join') pending.add(frame.ref);
    });
    socket.on('framereceived', ({ payload }) => {
      const frame = parse(payload);
      if (frame?.event !== 'phx_reply' || !pending.has(frame.ref)) return;
      pending.delete(frame.ref);
      if (frame.payload?.status === 'ok') joined += 1;
    });
  });
  return () => joined > 0 && pending.size === 0;
}

/**
 * Saves a screenshot of a screen as a reader sees it, under docs/screenshots,
 * only when asked (`npm run screenshots` sets AGORA_SCREENSHOTS=1): a plain
 * `npm test` leaves the working tree as it found it.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.AGORA_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}
