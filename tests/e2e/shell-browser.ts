// Browser helpers for the end-to-end tests: Debian's Chromium driven by
// playwright-core against the SPA of the test stack (inject('appUrl')).
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { startHeldStream } from '../support/held-stream.ts';
import { linkAndCode, waitForMail } from '../support/mailbox.ts';

/** Playwright's action and navigation timeout in the browser tests. */
export const E2E_TIMEOUT_MS = 90_000;

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 360, height: 740 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export function appUrl(path = '/'): string {
  return new URL(path, inject('appUrl')).toString();
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions the page threw; a test asserts it stays empty. */
  pageErrors: string[];
}

/** A fresh context (own localStorage and session) with one page. */
export async function openPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport });
  // Playwright's 30 s default is too short for a first page of the dev server on a busy 2-core machine.
  context.setDefaultTimeout(E2E_TIMEOUT_MS);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`;
}

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
 * The page's next debate streams at the product's pace until 25 words into
 * the Second Speaker's first turn, then holds still until the page hangs up
 * (Stop): mid-run for as long as the test looks, however busy the machine.
 * Later debates pass through whole. Resolves to a function undoing it.
 */
export async function heldInSecondTurn(page: Page): Promise<() => Promise<void>> {
  let secondTurn: number | undefined;
  let words = 0;
  const held = await startHeldStream(`${inject('pacedFunctionsUrl')}/generate-debate`, (event) => {
    if (event.type === 'turn_start' && event.turn.role === 'speaker' && event.turn.speakerIndex === 1) secondTurn = event.sequence;
    if (event.type === 'delta' && event.sequence === secondTurn) words += 1;
    return words >= 25;
  });
  const unroute = await routeGenerateDebate(page, `${held.url}/generate-debate`);
  return async () => {
    await unroute();
    await held.stop();
  };
}

/** A fresh account created through the API (no UI), so no other suite's votes or stars interfere. */
export async function newAccount(label: string, password = 'password123'): Promise<string> {
  const email = uniqueEmail(label);
  const stack = { apiUrl: inject('apiUrl'), anonKey: inject('anonKey'), serviceRoleKey: inject('serviceRoleKey') };
  await createConfirmedAccount(stack, email, password);
  return email;
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
