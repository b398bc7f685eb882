// Journey 4, safety: a user turns on two-factor, signs out, signs in from a
// debate and is asked for the code; loses the phone and gets in again the
// documented way (an operator deletes the factor through GoTrue's admin API);
// someone reports a response; a moderator at aal2 reviews it but never their
// own; throwaway accounts can neither vote nor hide anything.
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { postQuotingResponse } from '../support/own-debate.ts';
import { appUrl, test, uniqueEmail, keepScreenshot } from '../support/browser.ts';
import { operator, person, sharedDebateBy } from './support/people.ts';
import { expectCleanWalk, PHONE, LAPTOP, JOURNEY_TIMEOUT_MS } from './support/journey.ts';

const code = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.locator('form button[type="submit"]').click();
}

describe('safety', () => {
  test('two-factor from turning it on to a lost phone, on a phone', { timeout: JOURNEY_TIMEOUT_MS }, async ({ openPage }) => {
    const debate = await sharedDebateBy('safety-author');
    const path = `/debate/${debate.id}`;
    const dana = await person('dana');
    const tab = await openPage({ viewport: PHONE, signedInAs: dana.email });
    const { page } = tab;
    await page.goto(appUrl('/account'));
    const section = page.getByTestId('two-factor');
    await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const secret = (await section.getByTestId('totp-secret').innerText()).trim();
    await section.getByLabel('Authenticator code').fill(code(secret));
    await section.getByRole('button', { name: 'Turn on', exact: true }).click();
    await section.getByTestId('two-factor-on').waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');

    // Signing in from a debate asks for the code, then returns to the debate.
    await page.goto(appUrl(path));
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await signIn(page, dana.email);
    const step = page.getByTestId('second-factor-step');
    await step.getByLabel('Authenticator code').fill(code(secret));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('link', { name: 'Account' }).waitFor();

    // The phone is lost: the operator removes the factor as docs/trust-and-safety.md says.
    const admin = operator().auth.admin.mfa;
    const { data: listed, error: listError } = await admin.listFactors({ userId: dana.id });
    expect(listError).toBeNull();
    expect(listed!.factors).toHaveLength(1);
    expect((await admin.deleteFactor({ userId: dana.id, id: listed!.factors[0]!.id })).error).toBeNull();
    await page.goto(appUrl('/account'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await signIn(page, dana.email);
    await page.waitForURL('**/account');
    expect(await page.getByTestId('second-factor-step').count()).toBe(0);
    await expectCleanWalk(tab);
  });

  test(
    'reports weigh by trust, and a moderator at aal2 reviews all but their own (desktop)',
    { timeout: JOURNEY_TIMEOUT_MS },
    async ({ openPage }) => {
      const debate = await sharedDebateBy('safety-debate');
      const [writer, mod] = [await person('writer'), await person('moderator')];
      const flagged = await postQuotingResponse(writer.db, debate, `Buy cheap watches here ${Date.now()}`);
      const own = await postQuotingResponse(mod.db, debate, `A moderator's own reported words ${Date.now()}`);

      // Three throwaway accounts report the writer's response: their reports weigh nothing, it stays.
      for (const label of ['throwaway-1', 'throwaway-2', 'throwaway-3']) {
        const { db } = await person(label);
        expect((await db.rpc('report_response', { p_response_id: flagged.id, p_reason: 'spam' })).error).toBeNull();
      }
      expect((await writer.db.rpc('report_response', { p_response_id: own.id, p_reason: 'spam' })).error).toBeNull();
      const reader = await openPage({ viewport: LAPTOP });
      await reader.page.goto(appUrl(`/debate/${debate.id}`));
      await reader.page.getByText(flagged.content).first().waitFor();

      // An account that never confirmed its address has no session to vote with: voting asks to sign in.
      const unconfirmed = uniqueEmail('unconfirmed');
      const signUp = await operator().auth.signUp({ email: unconfirmed, password: 'password123' });
      expect(signUp.data.session).toBeNull();
      await reader.page.getByRole('button', { name: /^Upvote \(\d+\)$/ }).click();
      await reader.page.getByRole('dialog', { name: 'Login Required' }).waitFor();

      // The moderator, with an authenticator, is asked for the code at sign-in and sees the writer's response but not their own.
      expect((await operator().from('moderators').insert({ user_id: mod.id })).error).toBeNull();
      const { data: factor } = await mod.db.auth.mfa.enroll({ factorType: 'totp' });
      expect((await mod.db.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: code(factor!.totp.secret) })).error).toBeNull();
      const desk = await openPage({ viewport: LAPTOP });
      await desk.page.goto(appUrl('/login'));
      await signIn(desk.page, mod.email);
      const step = desk.page.getByTestId('second-factor-step');
      await step.getByLabel('Authenticator code').fill(code(factor!.totp.secret));
      await step.getByRole('button', { name: 'Verify' }).click();
      await desk.page.waitForURL('**/account');
      await desk.page.getByRole('link', { name: 'Moderation' }).first().click();
      const item = desk.page.getByTestId('reported-item').filter({ hasText: flagged.content });
      await item.waitFor();
      expect(await desk.page.getByTestId('reported-item').filter({ hasText: own.content }).count()).toBe(0);
      await keepScreenshot(desk.page, 'journey-moderation-queue');
      await item.getByRole('button', { name: 'Restore' }).click();
      await desk.page.getByRole('dialog', { name: 'Restore this content?' }).getByRole('button', { name: 'Restore' }).click();
      await item.waitFor({ state: 'detached' });
      // The database refuses the moderator's own, whatever the page offers.
      const refused = await mod.db.rpc('restore_reported_item', { p_item_type: 'response', p_item_id: own.id });
      expect(refused.error?.code).toBe('AG179');
      await expectCleanWalk(reader, { allowConsole: /401|Login Required/ });
      await expectCleanWalk(desk);
    },
  );
});
