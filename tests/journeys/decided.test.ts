// Journey 5, decided: the room's verdict, the judges' verdict and the
// leaderboard tell one story about the same debate, and who wrote each text is
// said: a debate the offline demo wrote is decided by its readers, judged by
// the offline judge (and said so), compared with the readers in the same
// words, and kept off the leaderboard, which says why.
import { describe, expect } from 'vitest';
import { appUrl, keepScreenshot, test } from '../support/browser.ts';
import { person, sharedDebateBy } from './support/people.ts';
import { expectCleanWalk, JOURNEY_TIMEOUT_MS, WIDTHS } from './support/journey.ts';

const before = 'Before reading, where do you stand?';
const after = 'After reading, where do you stand?';

describe('decided', () => {
  for (const [width, viewport] of WIDTHS) {
    test(
      `readers, judges and the leaderboard agree about a demo-written debate (${width})`,
      { timeout: JOURNEY_TIMEOUT_MS },
      async ({ openPage }) => {
        const debate = await sharedDebateBy('decided-author');
        // Five readers move from For to Against: the Second Speaker (Against) gained.
        for (let i = 0; i < 5; i++) {
          const { db } = await person(`decided-reader-${i}`);
          for (const [phase, stance] of [
            ['before', 'for'],
            ['after', 'against'],
          ])
            expect((await db.rpc('record_poll_answer', { p_debate_id: debate.id, p_phase: phase, p_stance: stance })).error).toBeNull();
        }
        const reader = await person('decided-sixth');
        const tab = await openPage({ viewport, signedInAs: reader.email });
        const { page } = tab;
        await page.goto(appUrl(`/debate/${debate.id}`));

        // Who wrote it, beside each model.
        await page
          .getByRole('heading', { name: /Opening Statements/ })
          .first()
          .waitFor();
        for (const model of await page.locator('.turn__model').allInnerTexts()) expect(model).toMatch(/ · offline demo$/);

        // The sixth reader answers before and after; the room's verdict unfolds and names the side that gained.
        await page.getByRole('group', { name: before }).getByRole('button', { name: 'For' }).click();
        await page.getByRole('group', { name: after }).getByRole('button', { name: 'Against' }).click();
        await expect.poll(() => page.getByTestId('verdict-badge').innerText()).toBe('Second Speaker won');
        expect(await page.getByTestId('verdict-text').innerText()).toContain('Second Speaker');

        // The judges: the offline judge says it is one, and compares with the readers in the room's words.
        const judges = page.getByTestId('judges-verdict');
        await judges.waitFor();
        expect((await judges.getByTestId('judges-label').innerText()).toLowerCase()).toBe('offline demo judge');
        await expect.poll(() => judges.getByTestId('judges-readers').innerText()).toMatch(/readers: the Second Speaker/i);
        if (width === 'phone') await keepScreenshot(page, 'journey-decided-phone');

        // The leaderboard does not count it, and says why.
        await page.goto(appUrl('/community/leaderboard'));
        await expect.poll(() => page.locator('main').innerText()).toMatch(/offline demo (are|is) not ranked/);
        await expectCleanWalk(tab);
      },
    );
  }
});
