// Two-factor sign-in that means it, and the code of a confirmation email, in
// Chromium against the whole local stack, at phone and desktop width: a new
// authenticator is turned on from the account page (its QR code shows), and
// the next sign-in asks for its code after the password — a wrong code is
// refused, the right one signs in and goes back to the debate the sign-in
// started from, where the reader votes. A new account is confirmed by
// entering its email's code on /login and lands where the sign-in started.
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject } from 'vitest';
import { createConfirmedAccount } from '../support/accounts.ts';
import { linkAndCode, waitForMail } from '../support/mailbox.ts';
import { saveNewDebate } from '../support/own-debate.ts';
import { supabaseClient } from '../support/supabase-client.ts';
import { appUrl, DESKTOP, keepScreenshot, MOBILE, newAccount, signInThroughUi, test, uniqueEmail } from '../support/browser.ts';

const WAIT = { timeout: 90_000, interval: 200 };

let debatePath: string;

beforeAll(async () => {
  // A shared debate of someone else's for the readers to vote on.
  const author = supabaseClient(inject('apiUrl'), inject('anonKey'));
  const stack = { apiUrl: inject('apiUrl'), anonKey: inject('anonKey'), serviceRoleKey: inject('serviceRoleKey') };
  const { session } = await createConfirmedAccount(stack, uniqueEmail('author'), 'password123', { signInOn: author });
  debatePath = `/debate/${(await saveNewDebate(author, session.access_token, { share: true })).id}`;
});

const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });

/** A 6-digit code the app would not take now: none of the codes of this period or the ones beside it. */
function wrongCode(secret: string): string {
  const accepted = [-30_000, 0, 30_000].map((shift) => totp(secret).generate({ timestamp: Date.now() + shift }));
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code))!;
}

/** Turns two-factor authentication on from the account page; returns the key the authenticator app holds. */
async function turnOnTwoFactor(page: Page): Promise<string> {
  const section = page.getByTestId('two-factor');
  await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const qr = section.getByRole('img', { name: 'QR code for your authenticator app' });
  await qr.waitFor();
  // The image itself shows, not its alt text: the SVG decoded whole.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), WAIT).toBe(true);
  const secret = (await section.getByTestId('totp-secret').innerText()).trim();
  await section.getByLabel('Authenticator code').fill(totp(secret).generate());
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  await section.getByTestId('two-factor-on').waitFor();
  return secret;
}

describe('two-factor sign-in', () => {
  for (const [width, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`asks for the authenticator code after the password (${width}): a wrong code is refused, the right one signs in to vote`, async ({
      openPage,
    }) => {
      const { page, pageErrors } = await openPage({ viewport });
      const email = await newAccount(`totp-${width}`);
      await signInThroughUi(page, email);
      const secret = await turnOnTwoFactor(page);
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL('**/login');

      // Sign-in starts from the debate.
      await page.goto(appUrl(debatePath));
      await page.getByRole('link', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(`**/login?next=${encodeURIComponent(debatePath)}`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password').fill('password123');
      await page.locator('form button[type="submit"]').click();
      const step = page.getByTestId('second-factor-step');
      await step.waitFor();
      expect(await step.getByRole('heading').innerText()).toBe('Two-factor authentication');
      expect(await step.innerText()).toContain(email);
      // Not signed in until the code: the navigation still offers Sign In.
      await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      if (width === 'phone') await keepScreenshot(page, 'two-factor-code-phone');

      // A reload of a password-only session asks again.
      await page.reload();
      await step.waitFor();

      await step.getByLabel('Authenticator code').fill(wrongCode(secret));
      await step.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => step.getByRole('alert').innerText(), WAIT).toContain('That code is not right');
      expect(new URL(page.url()).pathname).toBe('/login');

      await step.getByLabel('Authenticator code').fill(totp(secret).generate());
      await step.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(`**${debatePath}`);
      await page.getByRole('link', { name: 'Account' }).waitFor();

      // Signed in at aal2: the database takes the vote (AG352 refuses it at aal1).
      const upvote = page.getByRole('button', { name: /^Upvote \(\d+\)$/ });
      await upvote.click();
      await expect.poll(() => upvote.getAttribute('aria-pressed'), WAIT).toBe('true');
      await page.reload();
      await expect.poll(() => page.getByRole('button', { name: /^Upvote \(\d+\)$/ }).getAttribute('aria-pressed'), WAIT).toBe('true');
      expect(pageErrors).toEqual([]);
    });
  }
});

describe("a new account confirmed with its email's code", () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    test(`signs up from a debate, enters the emailed code on /login and is back on the debate, signed in (${width})`, async ({
      openPage,
    }) => {
      const { page, pageErrors } = await openPage({ viewport });
      const email = uniqueEmail(`code-${width}`);
      await page.goto(appUrl(debatePath));
      await page.getByRole('link', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(`**/login?next=${encodeURIComponent(debatePath)}`);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password').fill('password123');
      await page.locator('form button[type="submit"]').click();

      const notice = page.getByTestId('confirm-email');
      await notice.waitFor();
      const { code } = linkAndCode(await waitForMail(inject('mailUrl'), email, { subject: 'Confirm your email address' }));
      await notice.getByLabel('6-digit code').fill(code);
      if (width === 'desktop') await keepScreenshot(page, 'confirm-code-step');
      await notice.getByRole('button', { name: 'Continue with this code' }).click();

      await page.waitForURL(`**${debatePath}`);
      await page.getByRole('link', { name: 'Account' }).waitFor();
      expect(pageErrors).toEqual([]);
    });
  }
});
