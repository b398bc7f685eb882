import { describe, expect } from 'vitest';
import { appUrl, MOBILE, test } from '../support/browser.ts';

describe('app shell', () => {
  test('redirects / to the community ranking and highlights Agora there', async ({ openPage }) => {
    const { page, pageErrors } = await openPage();
    await page.goto(appUrl('/'));
    await page.waitForURL('**/community/ranking');
    const agora = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agora' });
    // The redirect lands before the navigation re-renders its active link.
    await expect.poll(() => agora.getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login?next=%2Fcommunity%2Franking');
    expect(pageErrors).toEqual([]);
  });

  test('sends signed-out visitors of /history and /account to /login, which returns them there', async ({ openPage }) => {
    const { page } = await openPage();
    for (const path of ['/history', '/account']) {
      await page.goto(appUrl(path));
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === path);
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    }
  });

  test('shows the About tabs with the spec texts', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(appUrl('/about'));
    await page.getByRole('tab', { name: 'The Philosophy' }).waitFor();
    expect(await page.getByRole('tabpanel').innerText()).toContain('Donations are not currently accepted.');
    await page.getByRole('tab', { name: 'The Science' }).click();
    const science = await page.getByRole('tabpanel').innerText();
    for (const text of ['200 matches', '66 motions', 'Fact', 'Value', 'Policy']) expect(science).toContain(text);
    await page.getByRole('tab', { name: 'The Backers' }).click();
    const filter = await page.getByTestId('sample-backers').evaluate((el) => getComputedStyle(el).filter);
    expect(filter).toContain('blur');
  });

  test('has a working mobile menu at 360 px that closes after a link and on an outside click', async ({ openPage }) => {
    const { page } = await openPage({ viewport: MOBILE });
    await page.goto(appUrl('/about'));
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Agora', 'Debate Engine', 'About']);
    await menu.getByRole('link', { name: 'Debate Engine' }).click();
    await page.waitForURL('**/engine');
    await menu.waitFor({ state: 'hidden' });
    // React Router renders the new route in a transition once its lazy chunk is in: until the
    // engine's heading shows, the navigation has not committed and would close a menu opened now.
    await page.getByRole('heading', { name: 'AI Engine' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor();
    await page.getByRole('heading', { name: 'AI Engine' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');

    // Nothing is wider than the 360 px viewport.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
