// People and ownership in a real browser on the local stack: names and avatars, the
// owner's debates and responses, recovering a forgotten password through the
// local mailbox, deleting the account, and stars on a shared browser.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { linkAndCode, waitForMail } from '../support/mailbox.ts';
import { postQuotingResponse, saveNewDebate } from '../support/own-debate.ts';
import { supabaseClient } from '../support/supabase-client.ts';
import { appUrl, confirmSignUpByMail, newAccount, signInThroughUi, test, uniqueEmail } from '../support/browser.ts';

// A seeded shared debate ("Is privacy dead in the digital age?").
const SEEDED_DEBATE = 'aaaaaaaa-0000-4000-8000-000000000027';
const LONG = { timeout: 30_000 };

/** supabase-js signed in as the account, for making its debates and responses. */
async function apiUser(email: string, password = 'password123') {
  const db = supabaseClient(inject('apiUrl'), inject('anonKey'));
  const { data, error } = await db.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { db, accessToken: data.session.access_token };
}

async function signUpWithName(page: Page, email: string, name: string) {
  await page.goto(appUrl('/login'));
  await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.locator('form button[type="submit"]').click();
  await confirmSignUpByMail(page, email);
}

function rankingCard(page: Page, topic: string) {
  return page.locator('.debate-list > li').filter({ hasText: topic });
}

describe('names and avatars', () => {
  test('signs up with a name, shows it on a shared debate, and a rename follows everywhere', { timeout: 180_000 }, async ({ openPage }) => {
    const { page } = await openPage();
    const email = uniqueEmail('named');
    const tag = crypto.randomUUID().slice(0, 6);
    await signUpWithName(page, email, `Ada Lovelace ${tag}`);
    await expect.poll(() => page.getByTestId('display-name').textContent(), LONG).toBe(`Ada Lovelace ${tag}`);

    const { db, accessToken } = await apiUser(email);
    const debate = await saveNewDebate(db, accessToken, { share: true });

    await page.goto(appUrl(`/community/ranking?q=${encodeURIComponent(debate.topic)}`));
    const card = rankingCard(page, debate.topic);
    await expect.poll(() => card.textContent(), LONG).toContain(`by Ada Lovelace ${tag}`);
    // The avatar: initials, hidden from assistive technology (the name is the text next to it).
    expect(await card.getByTestId('avatar').textContent()).toBe(`A${tag.charAt(0).toUpperCase()}`);
    expect(await card.getByTestId('avatar').getAttribute('aria-hidden')).toBe('true');

    await page.goto(appUrl('/account'));
    await page.getByRole('button', { name: 'Change display name' }).click();
    await page.getByLabel('New display name').fill('   ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), LONG).toContain('A display name has 1 to 50 characters.');
    await page.getByLabel('New display name').fill(`Ada King ${tag}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Display name saved.' }).count(), LONG).toBe(1);
    expect(await page.getByTestId('display-name').textContent()).toBe(`Ada King ${tag}`);

    await page.goto(appUrl(`/community/ranking?q=${encodeURIComponent(debate.topic)}`));
    await expect.poll(() => rankingCard(page, debate.topic).textContent(), LONG).toContain(`by Ada King ${tag}`);
    await page.goto(appUrl(`/debate/${debate.id}`));
    await expect.poll(() => page.locator('.debate-header__meta').textContent(), LONG).toContain(`by Ada King ${tag}`);
  });
});

describe('own debates', () => {
  test('changes categories and unshares from History, and deletes from the viewer', { timeout: 240_000 }, async ({ openPage }) => {
    const email = await newAccount('owner');
    const { db, accessToken } = await apiUser(email);
    const debate = await saveNewDebate(db, accessToken, { share: true, categories: ['Society'] });
    const { page } = await openPage({ signedInAs: email });
    await page.goto(appUrl('/community/history'));
    const card = page.locator('.history-card').filter({ hasText: debate.topic });
    await card.waitFor(LONG);
    await card.getByRole('button', { name: 'Change categories' }).click();
    const categories = page.getByRole('dialog', { name: 'Change categories' });
    await categories.getByRole('button', { name: 'Science' }).click();
    await categories.getByRole('button', { name: 'Save categories' }).click();
    await expect.poll(() => categories.count(), LONG).toBe(0);
    await expect.poll(() => card.getByRole('list', { name: 'Categories' }).textContent(), LONG).toContain('Science');

    await card.getByRole('button', { name: 'Unshare' }).click();
    await page.getByRole('dialog', { name: 'Unshare this debate?' }).getByRole('button', { name: 'Unshare debate' }).click();
    await expect.poll(() => card.textContent(), LONG).toContain('Private');
    expect(await card.getByRole('button', { name: 'Share with Community' }).count()).toBe(1);

    // Gone from the ranking for a visitor.
    const { page: visitor } = await openPage();
    await visitor.goto(appUrl(`/community/ranking?q=${encodeURIComponent(debate.topic)}`));
    await visitor
      .getByText(/No debates/)
      .first()
      .waitFor(LONG);
    expect(await rankingCard(visitor, debate.topic).count()).toBe(0);

    await page.goto(appUrl(`/debate/${debate.id}`));
    await page.getByRole('group', { name: 'Manage your debate' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this debate?' }).getByRole('button', { name: 'Delete debate' }).click();
    await page.waitForURL('**/community/history', LONG);
    await page.locator('.history, .empty-state').first().waitFor(LONG);
    await expect.poll(() => page.locator('.history-card').filter({ hasText: debate.topic }).count(), LONG).toBe(0);
    await visitor.goto(appUrl(`/debate/${debate.id}`));
    await expect.poll(() => visitor.getByRole('alert').textContent(), LONG).toContain('Debate not found');
  });

  test('shows no owner actions to another reader', { timeout: 120_000 }, async ({ openPage }) => {
    const { page } = await openPage({ signedInAs: await newAccount('reader') });
    await page.goto(appUrl(`/debate/${SEEDED_DEBATE}`));
    await page.getByRole('heading', { level: 1 }).waitFor(LONG);
    expect(await page.getByRole('group', { name: 'Manage your debate' }).count()).toBe(0);
  });
});

describe('own responses', () => {
  test(
    'edits a response (edited label) and deletes it, leaving "[deleted]" above its reply',
    { timeout: 240_000 },
    async ({ openPage }) => {
      const ownerEmail = await newAccount('host');
      const host = await apiUser(ownerEmail);
      const debate = await saveNewDebate(host.db, host.accessToken, { share: true });
      const authorEmail = await newAccount('writer');
      const author = await apiUser(authorEmail);
      const response = await postQuotingResponse(author.db, debate, 'My first thought.');
      const replyText = `A reply that keeps its place ${crypto.randomUUID().slice(0, 6)}`;
      const reply = await host.db.rpc('post_reply', { p_parent_id: response.id, p_content: replyText });
      expect(reply.error).toBeNull();

      const { page } = await openPage({ signedInAs: authorEmail });
      await page.goto(appUrl(`/debate/${debate.id}`));
      const mine = page.locator(`[data-response-id="${response.id}"]`);
      const body = mine.locator('> .response__body');
      await body.getByText('My first thought.').waitFor(LONG);
      // The reply is someone else's: no Edit or Delete there.
      const theirs = mine.locator('.thread-list--nested .response__body').first();
      expect(await theirs.getByRole('button', { name: 'Edit' }).count()).toBe(0);

      await body.getByRole('button', { name: 'Edit' }).click();
      await body.getByLabel('Edit your response').fill('My second thought.');
      await body.getByRole('button', { name: 'Save' }).click();
      await body.getByText('My second thought.').waitFor(LONG);
      const edited = body.locator('.response__edited');
      await expect.poll(() => edited.textContent(), LONG).toMatch(/^edited /);
      expect(await edited.getAttribute('title')).toMatch(/^Edited \w{3} \d{1,2}, \d{4}/);

      await body.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete this response?' }).getByRole('button', { name: 'Delete response' }).click();
      await expect.poll(() => body.textContent(), LONG).toContain('This response was deleted.');
      expect(await body.locator('.response__author').textContent()).toBe('[deleted]');
      expect(await mine.getByText(replyText).count()).toBe(1);
      expect(await body.getByRole('button', { name: 'Hide replies' }).count()).toBe(1);

      // Others see the same after a reload.
      const { page: reader } = await openPage();
      await reader.goto(appUrl(`/debate/${debate.id}`));
      const seen = reader.locator(`[data-response-id="${response.id}"]`);
      await expect.poll(() => seen.locator('> .response__body').textContent(), LONG).toContain('This response was deleted.');
      expect(await seen.getByText(replyText).count()).toBe(1);
    },
  );
});

describe('getting back in and leaving', () => {
  test(
    'recovers a forgotten password through the local mailbox and signs in with the new one',
    { timeout: 180_000 },
    async ({ openPage }) => {
      const email = await newAccount('forgetful');
      const { page } = await openPage();
      await page.goto(appUrl('/login'));
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor(LONG);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor(LONG);

      const { link } = linkAndCode(await waitForMail(inject('mailUrl'), email, { timeoutMs: 30_000 }));
      await page.goto(link);
      await page.waitForURL('**/update-password**', LONG);
      await page.getByLabel('New password', { exact: true }).waitFor(LONG);
      await page.getByLabel('New password', { exact: true }).fill('a-new-password-1');
      await page.getByLabel('Confirm new password').fill('a-different-one');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect.poll(() => page.getByRole('alert').textContent(), LONG).toContain('The passwords do not match.');
      await page.getByLabel('Confirm new password').fill('a-new-password-1');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.waitForURL('**/account', LONG);
      await expect.poll(() => page.getByTestId('account-email').textContent(), LONG).toBe(email);

      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL('**/login', LONG);
      const { page: again } = await openPage();
      await signInThroughUi(again, email, 'a-new-password-1');
    },
  );

  test(
    'deletes the account after the email is typed, then the old password no longer works',
    { timeout: 120_000 },
    async ({ openPage }) => {
      const email = await newAccount('leaver');
      const { page } = await openPage({ signedInAs: email });
      await page.goto(appUrl('/account'));
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      await dialog.getByLabel(/Type your email/).fill('someone-else@example.org');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel(/Type your email/).fill(email.toUpperCase());
      await confirm.click();
      await page.waitForURL('**/login', LONG);

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('password123');
      await page.locator('form button[type="submit"]').click();
      await expect.poll(() => page.getByRole('alert').textContent(), LONG).toMatch(/invalid/i);
    },
  );

  test('leaves no stars behind after Sign Out on a shared browser', { timeout: 120_000 }, async ({ openPage }) => {
    const { page } = await openPage({ signedInAs: await newAccount('starrer') });
    await page.goto(appUrl(`/debate/${SEEDED_DEBATE}`));
    const star = page.getByRole('button', { name: /Star/ }).and(page.locator('.star-toggle'));
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), LONG).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('starredDebates'))).toContain(SEEDED_DEBATE);

    await page.goto(appUrl('/account'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login', LONG);
    expect(await page.evaluate(() => localStorage.getItem('starredDebates'))).toBeNull();

    await page.goto(appUrl(`/debate/${SEEDED_DEBATE}`));
    await expect.poll(() => page.locator('.star-toggle').getAttribute('aria-pressed'), LONG).toBe('false');
  });
});
