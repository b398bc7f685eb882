// The prerendered first screens (config/prerender.ts, src/boot.ts): the HTML
// alone paints each page's frame, styled, before any script runs; the app
// then takes the frame over without moving it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject } from 'vitest';
import { appUrl, E2E_TIMEOUT_MS, MOBILE, test, type OpenPage } from '../support/browser.ts';
import { supabaseClient } from '../support/supabase-client.ts';

// The seed's newest shared debate and its author: the lane's other files share debates of
// their own, which may be newer.
const SEEDED_DEBATE = 'aaaaaaaa-0000-4000-8000-000000000001';
/**
 * A zone where `iso` falls on another day than in UTC, for the server renders dates in UTC: a
 * reader there must get no hydration mismatch, and their own date once the app has taken over.
 */
function readerAwayFromUtc(iso: string): { timezoneId: string; date: string } {
  const timezoneId = new Date(iso).getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
  const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: timezoneId }).format(
    new Date(iso),
  );
  return { timezoneId, date };
}

/** The first `<time dateTime>` the server wrote in a page's root, with its text. */
function servedTime(root: string): { iso: string; text: string } {
  const [, iso, text] = /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(root) ?? [];
  return { iso: iso!, text: text! };
}

/** A phone-sized page (layout shifts recorded) for a reader in whose zone the first date `served` shows is another day. */
async function openAwayFromUtc(openPage: OpenPage, served: string) {
  const time = servedTime(served);
  const reader = readerAwayFromUtc(time.iso);
  expect(reader.date).not.toBe(time.text);
  const opened = await openPage({ viewport: MOBILE, javaScriptEnabled: true, timezoneId: reader.timezoneId });
  await recordLayoutShifts(opened.page);
  return { ...opened, time, reader };
}

let debateId = '';
let debateTopic = '';
let authorHandle = '';

beforeAll(async () => {
  const db = supabaseClient(inject('apiUrl'), inject('anonKey'));
  const { data, error } = await db.from('public_debates').select('id, topic, user_id').eq('id', SEEDED_DEBATE).single();
  if (error) throw error;
  ({ id: debateId, topic: debateTopic } = data as { id: string; topic: string });
  const handle = await db.rpc('handle_of', { p_user_id: (data as { user_id: string }).user_id });
  if (handle.error) throw handle.error;
  authorHandle = handle.data as string;
});

const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox();

/**
 * Holds back the page's requests to `url` until the returned function is
 * called: meanwhile the page shows what it has without them.
 */
async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app's code: its main chunk, which the entry script loads. */
const APP_CHUNK = /\/assets\/main-[^/]+\.js$/;

/** Records the page's layout shifts not caused by input, from its first paint on; `layoutShiftTotal` sums them. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

describe('prerendered first screens', () => {
  test('paints the ranking, the engine and a debate from the HTML, styled, before any script', async ({ openPage }) => {
    const { context, page } = await openPage({ viewport: MOBILE, javaScriptEnabled: false });

    await page.goto(appUrl('/community/ranking?sort=popular'));
    await page.getByRole('heading', { level: 1, name: 'Agora' }).waitFor();
    expect(await page.locator('.page-header__lead').innerText()).toBe('Debates shared by the community: search, vote, star and respond.');
    expect(await page.getByTestId('list-skeleton').count()).toBeGreaterThan(0);
    // The route's own stylesheet is linked: the filter bar is laid out as the app lays it out.
    expect(await page.locator('link[rel="stylesheet"][href*="/assets/community-"]').count()).toBe(1);
    expect(await page.locator('.filter-bar').evaluate((el) => getComputedStyle(el).display)).not.toBe('block');
    // Who is signed in and the address's filters are not known without the app: their places stay, unseen.
    expect(await page.locator('.nav__account').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    expect(await page.locator('.filter-bar').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    // Nothing in the frame takes input the app would then drop.
    expect(await page.locator('.app-frame[inert]').count()).toBe(1);

    await page.goto(appUrl('/engine'));
    await page.getByRole('heading', { level: 1, name: 'AI Engine' }).waitFor();
    expect(await page.locator('link[rel="stylesheet"][href*="/assets/engine-"]').count()).toBe(1);

    // A shared debate is written into its page by the server: the debate itself, not a skeleton.
    await page.goto(appUrl(`/debate/${debateId}`));
    expect(await page.locator('h1#debate-topic').innerText()).toBe(debateTopic);
    expect(await page.locator('.round').count()).toBe(3);
    expect(await page.locator('link[rel="stylesheet"][href*="/assets/debate-"]').count()).toBe(1);
    await context.close();
  });

  test('takes the ranking over without moving the frame', async ({ openPage }) => {
    const still = await openPage({ viewport: MOBILE, javaScriptEnabled: false });
    await still.page.goto(appUrl('/community/ranking'));
    const leadBefore = await box(still.page, '.page-header__lead');
    const listBefore = await box(still.page, '.debate-list');
    await still.context.close();

    const { context, page, pageErrors } = await openPage({ viewport: MOBILE, javaScriptEnabled: true });
    await recordLayoutShifts(page);
    await page.goto(appUrl('/community/ranking'));
    // The app has taken over (the server's first page, hydrated): real cards, and the session's Sign In.
    await page.locator('.debate-card:not(.debate-card--skeleton)').first().waitFor();
    await page.locator('.nav__account:not(.until-app)').waitFor();
    expect(await box(page, '.page-header__lead')).toEqual(leadBefore);
    expect((await box(page, '.debate-list'))?.y).toBe(listBefore?.y);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test("keeps the reader where they scrolled the server's page before the app took it over", async ({ openPage }) => {
    const { context, page, pageErrors, consoleErrors } = await openPage({ viewport: MOBILE, javaScriptEnabled: true });
    const release = await holdBack(page, APP_CHUNK);
    await page.goto(appUrl('/community/ranking'), { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    await page.locator('footer').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    // Until the app runs, a veil takes the presses its buttons would lose; it goes with hydration.
    expect(await page.locator('#agora-veil').count()).toBe(1);
    release();
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('#agora-veil').count()).toBe(0);
    // React Router's ScrollRestoration puts a page without a saved position at the top; the app puts it back.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('creates no Error while it takes a page over: Chromium would parse the code on the stack again for its positions', async ({
    openPage,
  }) => {
    // Each Error created records a stack, and V8 keeps no source positions for code compiled in the
    // background: it parses every function on that stack again. At start-up that stack is a vendor
    // chunk's whole module (config/stacklessInitErrors.ts; 60–130 ms of main-thread time here).
    for (const path of ['/community/ranking', `/debate/${debateId}`, `/u/${authorHandle}`]) {
      const { context, page, pageErrors } = await openPage({ viewport: MOBILE, javaScriptEnabled: true });
      await page.addInitScript(() => {
        const created: string[] = [];
        Object.defineProperty(window, '__createdErrors', { value: created });
        for (const name of ['Error', 'TypeError', 'RangeError', 'SyntaxError'] as const) {
          const Real = window[name];
          const record = (error: Error) => {
            if (!document.getElementById('root')?.hasAttribute('data-hydrated')) created.push(`${name}: ${error.message}`);
            return error;
          };
          window[name] = new Proxy(Real, {
            apply: (target, self, args: [string?]) => record(Reflect.apply(target, self, args) as Error),
            construct: (target, args: [string?], newTarget) => record(Reflect.construct(target, args, newTarget) as Error),
          });
        }
      });
      await page.goto(appUrl(path));
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => (window as unknown as { __createdErrors: string[] }).__createdErrors), path).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  test('writes the debate’s topic into the frame before the app loads, and the app puts its heading in the same place', async ({
    openPage,
  }) => {
    const { context, page, pageErrors } = await openPage({ viewport: MOBILE, javaScriptEnabled: true });
    // The page a debate gets when the server does not render it (a debate only its author may
    // read, or a host without the server renderer): the build's loading frame. Made so here by
    // putting the frame back in place of the server's debate before the entry script runs.
    const framePage = await (await fetch(appUrl('/debate/index.html'))).text();
    const frame = framePage.slice(
      framePage.indexOf('<div id="root">') + '<div id="root">'.length,
      framePage.lastIndexOf('</div>', framePage.lastIndexOf('</body>')),
    );
    expect(frame).toContain('data-frame-topic');
    const releaseEntry = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    // Hold the app's code back: what shows meanwhile is the frame and what the entry wrote into it.
    const release = await holdBack(page, APP_CHUNK);
    // The entry is a module script, which holds DOMContentLoaded back: wait for the parsed data block instead.
    await page.goto(appUrl(`/debate/${debateId}`), { waitUntil: 'commit' });
    await page.locator('#agora-server-data').waitFor({ state: 'attached' });
    await page.evaluate((html) => {
      document.getElementById('agora-server-data')?.remove();
      document.getElementById('root')!.innerHTML = html;
    }, frame);
    releaseEntry();
    const frameTitle = page.locator('.app-frame [data-frame-topic]');
    await expect.poll(() => frameTitle.textContent(), { timeout: E2E_TIMEOUT_MS }).toBe(debateTopic);
    expect(await page.getByTestId('debate-skeleton').count()).toBe(1);
    // The placeholder lines under it are hidden, not removed: nothing below moves.
    expect(await page.locator('.debate-skeleton__topic').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    const before = await frameTitle.boundingBox();

    release();
    const heading = page.locator('h1#debate-topic');
    await heading.waitFor();
    expect(await heading.innerText()).toBe(debateTopic);
    expect(await page.locator('.app-frame').count()).toBe(0);
    const after = await heading.boundingBox();
    expect(after).toEqual(before);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('hydrates the debate the server wrote into the page: the same nodes, nothing moved, no mismatch', async ({ openPage }) => {
    // The HTML alone holds the debate: topic, speakers, the three rounds' text, the tallies.
    const html = await (await fetch(appUrl(`/debate/${debateId}`))).text();
    const block = /<script type="application\/json" id="agora-server-data">([^<]*)<\/script>/.exec(html);
    const served = JSON.parse(block![1]!) as {
      debate: { value: { upvotes: number; debate_turns: { round_index: number; summary: string | null; text: string }[] } };
    };
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(root).toContain(`>${debateTopic.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</h1>`);
    expect(root).toContain('class="speakers"');
    expect(root).toContain(`<span data-testid="upvotes">${served.debate.value.upvotes}</span>`);
    expect(new Set(served.debate.value.debate_turns.map((t) => t.round_index))).toEqual(new Set([0, 1, 2]));

    // Read where the debate's date is another day than the server's.
    const { context, page, pageErrors, consoleErrors, time, reader } = await openAwayFromUtc(openPage, root);
    // Hold the app's code back while the server's nodes are marked and measured.
    const release = await holdBack(page, APP_CHUNK);
    // And the API: what the app asks for once running (responses, the readers' verdict) comes
    // after the comparison, which is about the takeover alone.
    const releaseApi = await holdBack(page, `${inject('apiUrl')}/**`);
    await page.goto(appUrl(`/debate/${debateId}`));
    const passages = page.locator('.turn__passage');
    await expect.poll(() => passages.count(), { timeout: E2E_TIMEOUT_MS }).toBe(6);
    await page.evaluate(() => {
      const marked = window as unknown as { servedNodes: Element[] };
      marked.servedNodes = Array.from(document.querySelectorAll('#debate-topic, .turn__passage, .debate-content, .vote-bar'));
    });
    const selectors = [
      'h1#debate-topic',
      '.debate-content',
      '.turn__passage >> nth=0',
      '.turn__passage >> nth=5',
      '.vote-bar',
      '.responses-pane',
    ];
    const before = await Promise.all(selectors.map((selector) => page.locator(selector).boundingBox()));

    release();
    // Taken over: the session's Sign In replaces its hidden placeholder once hydrated.
    await page.locator('.nav__account:not(.until-app)').waitFor();
    const same = await page.evaluate(() => {
      const { servedNodes } = window as unknown as { servedNodes: Element[] };
      const now = Array.from(document.querySelectorAll('#debate-topic, .turn__passage, .debate-content, .vote-bar'));
      return servedNodes.length === now.length && servedNodes.every((node, i) => node.isConnected && node === now[i]);
    });
    expect(same).toBe(true);
    // The author's avatar has its colour in the server's HTML, as a class (the CSP refuses style attributes).
    expect(root).not.toMatch(/ style="/);
    expect(root).toMatch(/class="avatar avatar--\w+ avatar--hue-\d+"/);
    expect(await page.locator('.debate-header .avatar').evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
    const after = await Promise.all(selectors.map((selector) => page.locator(selector).boundingBox()));
    expect(after).toEqual(before);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);

    releaseApi();
    await page.locator('.responses-pane__empty, .thread-list').first().waitFor();
    // What the app then loads (the room's verdict came with the page) moves nothing of the debate either.
    const loaded = await Promise.all(selectors.slice(0, 5).map((selector) => page.locator(selector).boundingBox()));
    expect(loaded).toEqual(before.slice(0, 5));
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
    // The app marks #root once it has taken over the server's page.
    await expect.poll(() => page.locator('#root').getAttribute('data-hydrated')).toBe('');
    // The app is live on those nodes: Show More expands a turn the server wrote, and the
    // Embed panel gets the id its button (hydrated with the server's useId) points to.
    await page.locator('.turn__toggle').first().click();
    await expect.poll(() => page.locator('.turn').first().locator('.turn__passage[data-passage="text"]').count()).toBe(1);
    const embed = page.getByRole('button', { name: 'Embed', exact: true });
    await embed.click();
    const panelId = await embed.getAttribute('aria-controls');
    expect(await page.locator('.share-actions__embed').getAttribute('id')).toBe(panelId);
    // Taken over without a mismatch, the date is the reader's own.
    expect(await page.locator(`.debate-header time[datetime="${time.iso}"]`).innerText()).toBe(reader.date);
    expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('hydrates the profile the server wrote into the page: the same nodes, nothing moved, no mismatch', async ({ openPage }) => {
    // The HTML alone holds the person and their shared debates' cards, styled by the cards' own stylesheet.
    const html = await (await fetch(appUrl(`/u/${authorHandle}`))).text();
    const block = /<script type="application\/json" id="agora-server-data">([^<]*)<\/script>/.exec(html);
    const served = JSON.parse(block![1]!) as { profile: { value: { profile: { display_name: string }; debates: { id: string }[] } } };
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(root).toContain(`<h1 class="profile__name">${served.profile.value.profile.display_name}</h1>`);
    expect(served.profile.value.debates.map((d) => d.id)).toContain(debateId);
    expect(root.match(/class="debate-card__title"/g)?.length).toBe(served.profile.value.debates.length);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/community-[^"]+\.css">/);

    // The first card's date, read where it is another day than the server's.
    const { context, page, pageErrors, consoleErrors, time, reader } = await openAwayFromUtc(
      openPage,
      root.slice(root.indexOf('class="debate-card')),
    );
    const release = await holdBack(page, APP_CHUNK);
    await page.goto(appUrl(`/u/${authorHandle}`));
    await page.locator('.profile__name').waitFor();
    const nodes = '.profile__name, .profile__counts, .debate-card__title';
    await page.evaluate((selector) => {
      (window as unknown as { servedNodes: Element[] }).servedNodes = Array.from(document.querySelectorAll(selector));
    }, nodes);
    const selectors = ['.profile__name', '.profile__counts', '.debate-card >> nth=0', '.debate-list'];
    const before = await Promise.all(selectors.map((selector) => page.locator(selector).boundingBox()));

    release();
    await page.locator('.nav__account:not(.until-app)').waitFor();
    const same = await page.evaluate((selector) => {
      const { servedNodes } = window as unknown as { servedNodes: Element[] };
      const now = Array.from(document.querySelectorAll(selector));
      return servedNodes.length === now.length && servedNodes.every((node, i) => node.isConnected && node === now[i]);
    }, nodes);
    expect(same).toBe(true);
    const after = await Promise.all(selectors.map((selector) => page.locator(selector).boundingBox()));
    expect(after).toEqual(before);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
    await expect.poll(() => page.locator('#root').getAttribute('data-hydrated')).toBe('');
    await expect.poll(() => page.locator(`.debate-card time[datetime="${time.iso}"]`).first().innerText()).toBe(reader.date);
    // Live: a card's title leads to its debate inside the app.
    await page.locator(`#debate-${debateId} a`).click();
    await page.waitForURL(`**/debate/${debateId}`);
    await page.locator('#debate-topic').waitFor();
    expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
