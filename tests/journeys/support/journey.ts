// What every journey checks on every page it walks through, besides its own
// story: no "Page not found", no uncaught exception or console error, and no
// serious or critical accessibility violation (axe-core, WCAG 2 A/AA) — the
// ways a seam between two features breaks that no feature's own test sees.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { OpenedPage } from '../../support/browser.ts';

/** A journey walks many pages with several people: minutes on a busy 2-core machine. */
export const JOURNEY_TIMEOUT_MS = 420_000;

/** The journeys' two widths (JOURNEYS.md): a phone and a laptop. */
export const PHONE = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1280, height: 800 } as const;
export const WIDTHS = [
  ['phone', PHONE],
  ['desktop', LAPTOP],
] as const;

/** Fails when the page shows the not-found screen or has thrown; call after each step that lands somewhere new. */
export async function expectWhole(page: Page): Promise<void> {
  expect(await page.getByRole('heading', { name: 'Page not found' }).count(), `"Page not found" at ${page.url()}`).toBe(0);
}

/** Serious and critical WCAG 2 A/AA violations on the page as it is now, as "rule: target" lines. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/** The journey's end for one person's page: whole, accessible, and nothing thrown or logged as an error on the way. */
export async function expectCleanWalk(opened: OpenedPage, options: { allowConsole?: RegExp } = {}): Promise<void> {
  await expectWhole(opened.page);
  expect(await accessibilityProblems(opened.page)).toEqual([]);
  expect(opened.pageErrors).toEqual([]);
  expect(opened.consoleErrors.filter((text) => !options.allowConsole?.test(text))).toEqual([]);
}

/** Back then Forward, as a person tries when unsure: the page must come back as it was. */
export async function backAndForward(page: Page): Promise<void> {
  const here = page.url();
  await page.goBack();
  await page.goForward();
  await page.waitForURL(here);
}
