// Journey 1, first visit: a visitor opens a shared link from a chat app (the
// preview shows the debate), reads it, answers the poll before and after, is
// asked to sign in to vote, signs up, confirms (by the emailed code on a phone,
// by the link on a laptop) and is back on the same debate with the vote cast
// and the poll answers kept — with a reload and Back/Forward on the way.
import { describe, expect, inject } from 'vitest';
import { linkAndCode, waitForMail } from '../support/mailbox.ts';
import { appUrl, test, uniqueEmail, keepScreenshot } from '../support/browser.ts';
import { sharedDebateBy } from './support/people.ts';
import { backAndForward, expectCleanWalk, expectWhole, WIDTHS, JOURNEY_TIMEOUT_MS } from './support/journey.ts';

const before = 'Before reading, where do you stand?';
const after = 'After reading, where do you stand?';

describe('first visit', () => {
  for (const [width, viewport] of WIDTHS) {
    test(
      `from a chat app's preview to a cast vote, signed up on the way (${width})`,
      { timeout: JOURNEY_TIMEOUT_MS },
      async ({ openPage }) => {
        const debate = await sharedDebateBy('author');
        const path = `/debate/${debate.id}`;

        // The chat app fetches the link: its preview names the debate and has an image.
        const preview = await (await fetch(appUrl(path), { headers: { 'user-agent': 'WhatsApp/2.24' } })).text();
        expect(preview).toContain(`<meta property="og:title" content="${debate.topic} — Agora debate">`);
        const image = /<meta property="og:image" content="([^"]+)"/.exec(preview)?.[1];
        expect((await fetch(image!.replaceAll('&amp;', '&'))).headers.get('content-type')).toBe('image/png');

        const visitor = await openPage({ viewport });
        const { page } = visitor;
        await page.goto(appUrl(path));
        await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(debate.topic);
        if (width === 'phone') await keepScreenshot(page, 'journey-first-visit-phone');

        // The poll asks first; the answer survives a reload and Back/Forward.
        await page.getByRole('group', { name: before }).getByRole('button', { name: 'Against' }).click();
        await page.reload();
        await expectWhole(page);
        await backAndForward(page);
        const beforeAnswer = page.getByRole('group', { name: before }).getByRole('button', { name: 'Against' });
        await expect.poll(() => beforeAnswer.getAttribute('aria-pressed')).toBe('true');
        await page.getByRole('group', { name: after }).getByRole('button', { name: 'For' }).click();

        // Voting asks to sign in; signing up comes back here.
        await page.getByRole('button', { name: /^Upvote \(\d+\)$/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Login Required' });
        await dialog.getByRole('link', { name: 'Sign In' }).click();
        await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === path);
        await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click();
        const email = uniqueEmail(`first-visit-${width}`);
        await page.getByLabel('Email', { exact: true }).fill(email);
        await page.getByLabel('Password').fill('password123');
        await page.locator('form button[type="submit"]').click();
        const notice = page.getByTestId('confirm-email');
        await notice.waitFor();
        const mail = await waitForMail(inject('mailUrl'), email, { subject: 'Confirm your email address' });
        const { link, code } = linkAndCode(mail);
        expect(mail.From.Address).toBe('no-reply@agora.local');
        if (width === 'phone') {
          await notice.getByLabel('6-digit code').fill(code);
          await notice.getByRole('button', { name: 'Continue with this code' }).click();
        } else {
          expect(link).not.toMatch(/[\]>)]$/);
          await page.goto(link);
        }
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('link', { name: 'Account' }).waitFor();

        // Back on the same debate: the vote that asked for the sign-in is cast, the poll answers kept.
        const upvote = page.getByRole('button', { name: /^Upvote \(\d+\)$/ });
        await expect.poll(() => upvote.getAttribute('aria-pressed')).toBe('true');
        await page.reload();
        await expect.poll(() => page.getByRole('button', { name: /^Upvote \(\d+\)$/ }).getAttribute('aria-pressed')).toBe('true');
        await expect
          .poll(() => page.getByRole('group', { name: after }).getByRole('button', { name: 'For' }).getAttribute('aria-pressed'))
          .toBe('true');
        await expectCleanWalk(visitor);
      },
    );
  }
});
