// The prerendered first screens (config/prerender.ts, src/boot.ts): the HTML
// alone paints each page's frame, styled, before any script runs; the app
// then takes the frame over without moving it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { supabaseClient } from '../support/supabase-client.ts';
import { appUrl, E2E_TIMEOUT_MS, launchBrowser, MOBILE } from './shell-browser.ts';

let browser: Browser;
let debateId = '';
let debateTopic = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const { data, error } = await supabaseClient(inject('apiUrl'), inject('anonKey')).rpc('list_public_debates', { p_limit: 1 });
  if (error) throw error;
  ({ id: debateId, topic: debateTopic } = (data as { id: string; topic: string }[])[0]!);
});

afterAll(async () => {
  await browser?.close();
});

/** A phone-sized page; without JavaScript it shows only what the HTML paints. */
async function phonePage(javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled });
  context.setDefaultTimeout(E2E_TIMEOUT_MS);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox();

describe('prerendered first screens', () => {
  it('paints the ranking, the engine and a debate from the HTML, styled, before any script', async () => {
    const { context, page } = await phonePage(false);

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

    await page.goto(appUrl(`/debate/${debateId}`));
    await page.getByTestId('debate-skeleton').waitFor();
    expect(await page.locator('link[rel="stylesheet"][href*="/assets/debate-"]').count()).toBe(1);
    await context.close();
  });

  it('takes the ranking over without moving the frame', async () => {
    const still = await phonePage(false);
    await still.page.goto(appUrl('/community/ranking'));
    const leadBefore = await box(still.page, '.page-header__lead');
    const listBefore = await box(still.page, '.debate-list');
    await still.context.close();

    const { context, page, pageErrors } = await phonePage(true);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(appUrl('/community/ranking'));
    // The app has taken over: real cards, and the session's Sign In.
    await page.locator('.debate-card:not(.debate-card--skeleton)').first().waitFor();
    await page.locator('.nav__account:not(.until-app)').waitFor();
    expect(await box(page, '.page-header__lead')).toEqual(leadBefore);
    expect((await box(page, '.debate-list'))?.y).toBe(listBefore?.y);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('writes the debate’s topic into the frame before the app loads, and the app puts its heading in the same place', async () => {
    const { context, page, pageErrors } = await phonePage(true);
    // Hold the app's code back: what shows meanwhile is the frame and what the entry wrote into it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(appUrl(`/debate/${debateId}`));
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
});
