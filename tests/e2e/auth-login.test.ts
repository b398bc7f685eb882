import { describe, expect } from 'vitest';
import { appUrl, signInThroughUi, signUpThroughUi, test, uniqueEmail } from '../support/browser.ts';

describe('login and account', () => {
  test('signs a new user up, lands on /account with Free Plan, 2 free debates and Never, and signs out to /login', async ({ openPage }) => {
    const { page, pageErrors } = await openPage();
    const email = uniqueEmail('signup');
    await signUpThroughUi(page, email);
    await page.getByTestId('last-debate').filter({ hasText: 'Never' }).waitFor();
    expect(await page.getByTestId('account-email').innerText()).toBe(email);
    expect(await page.getByTestId('account-type').innerText()).toBe('Free Plan');
    expect(await page.getByTestId('free-debates-remaining').innerText()).toBe('2');
    expect(await page.getByTestId('total-debates').innerText()).toBe('0');
    expect(await page.getByRole('button', { name: 'Upgrade to Pro' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Account' }).isVisible()).toBe(true);

    // A signed-in visitor of /login goes to /account.
    await page.goto(appUrl('/login'));
    await page.waitForURL('**/account');

    // The remembered state shows Account during load, even before the session is restored.
    expect(await page.evaluate(() => localStorage.getItem('agora.session.lastKnownSignedIn'))).toBe('true');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('agora.session.lastKnownSignedIn'))).toBe('false');
    expect(pageErrors).toEqual([]);
  });

  test('signs a seeded user in and shows wrong credentials in the red box', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(appUrl('/login'));
    await page.getByLabel('Email').fill('alice@agora.local');
    await page.getByLabel('Password').fill('wrong-password');
    await page.locator('form button[type="submit"]').click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).length).toBeGreaterThan(0);
    expect(await alert.getAttribute('class')).toContain('error-box');
    expect(page.url()).toContain('/login');

    await signInThroughUi(page, 'alice@agora.local');
    expect(await page.getByTestId('account-email').innerText()).toBe('alice@agora.local');
  });

  test('says clearly that Google and GitHub sign-in are not configured on this server', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('alert').filter({ hasText: 'Sign in with Google is not configured on this server' }).waitFor();
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await page.getByRole('alert').filter({ hasText: 'Sign in with GitHub is not configured on this server' }).waitFor();
    expect(page.url()).toBe(appUrl('/login'));
  });
});
