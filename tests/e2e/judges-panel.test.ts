// The AI judges in the browser: a debate generated with a configured (fake) provider shows the panel at
// work after the last turn (which judge, which pass), then the verdict with each judge's scores and
// reasons on demand; the viewer of the shared debate shows the judges beside the readers.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startFakeOpenAIProvider, type FakeProvider } from '../fakes/openai-provider.ts';
import { database, signUpNewUser } from '../integration/functions/helpers.ts';
import { startProviderRuntime } from '../support/provider-runtime.ts';
import { appUrl, routeGenerateDebate, signUpThroughUi, test, uniqueEmail } from '../support/browser.ts';

let provider: FakeProvider;
let runtime: Awaited<ReturnType<typeof startProviderRuntime>>;

beforeAll(async () => {
  // Each judge takes 10 s to answer, long enough to watch the panel at work on a busy machine.
  provider = await startFakeOpenAIProvider({ chunkChars: 24, judgeTtftMs: 10_000 });
  provider.setJudge('always-a', 'judge-x');
  runtime = await startProviderRuntime({
    AI_API_KEY: 'local',
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL_MAP: 'gpt-4=local-large,gpt-3.5-turbo=local-small',
    AI_JUDGE_MODELS: 'gpt-4,gpt-3.5-turbo,judge-x',
    AI_MAX_RETRIES: '0',
  });
}, 120_000);
afterAll(async () => {
  await runtime?.stop();
  await provider?.stop();
});

/** What the page and the provider show when a phase times out, so the failure says where it stopped. */
async function generationState(page: Page, pageErrors: string[]): Promise<string> {
  const texts = (selector: string) =>
    page
      .locator(selector)
      .allInnerTexts()
      .catch(() => ['(page unreadable)']);
  const requests = provider.requests.map(
    (r) => `#${r.index} ${r.body.model} ${r.fragmentsSent} fragments${r.aborted ? ', aborted' : r.finishedAt ? ', done' : ', open'}`,
  );
  return JSON.stringify({
    turns: await page.getByTestId('turn-card').count(),
    status: await texts('[data-testid="live-progress-status"]'),
    alerts: await texts('[role="alert"], .error-box'),
    pageErrors,
    providerRequests: requests,
    runtimeLog: runtime.logs.slice(-15),
  });
}

describe('the AI judges', () => {
  test(
    'stream after the debate, give a verdict with reasons, and sit beside the readers in the viewer',
    { timeout: 600_000 },
    async ({ openPage }) => {
      const { page, pageErrors } = await openPage();
      await signUpThroughUi(page, uniqueEmail('judges'));
      await routeGenerateDebate(page, runtime.functionUrl);
      await page.goto(appUrl('/engine'));
      // The engine knows who is signed in once it shows their free debates: a Generate
      // pressed before then, while the session is still being read, asks to log in.
      await page.getByTestId('engine-free-count').filter({ hasText: '2 free debates remaining' }).waitFor();
      await page.getByLabel('Debate topic').fill('Should cities ban cars from their centers?');
      await page.getByRole('button', { name: 'Generate discourse' }).click();

      // The judges at work: which judge, which pass, while Stop stays available.
      // Two waits, so a failure says which phase was slow on a busy machine: the six turns, then the panel.
      await page
        .getByTestId('turn-card')
        .nth(5)
        .waitFor({ timeout: 300_000 })
        .catch(async (error: unknown) => {
          throw new Error(`The six turns did not arrive: ${await generationState(page, pageErrors)}`, { cause: error });
        });
      const progress = page.getByTestId('judging-progress');
      await page.getByTestId('judge-2-pass-1').filter({ hasText: 'sides swapped: judging…' }).waitFor({ timeout: 120_000 });
      expect(await progress.innerText()).toMatch(/The judges are reading the debate…[\s\S]*gpt-4[\s\S]*gpt-3\.5-turbo[\s\S]*judge-x/);
      expect(await page.getByTestId('live-progress-status').innerText()).toBe('The judges are reading the debate…');
      expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(1);
      expect(await page.getByTestId('turn-card').count()).toBe(6);

      // The verdict, then each judge's scores and reasons on demand.
      const verdict = page.getByTestId('judges-verdict');
      await verdict.waitFor({ timeout: 120_000 });
      expect(await page.getByTestId('judges-headline').innerText()).toBe('Judges: First Speaker, 2 of 3; 1 split');
      expect(await page.getByTestId('judges-label').textContent()).toBe('AI judges');
      const toggle = verdict.getByRole('button', { name: 'Scores and reasons' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      const judges = verdict.getByTestId('judge');
      expect(await judges.count()).toBe(3);
      expect(await judges.nth(0).innerText()).toMatch(/gpt-4\s+First Speaker \(both passes agree\)/);
      // The judges read the speakers as Speaker A and B; a reader meets them as First and Second Speaker.
      expect(await judges.nth(0).innerText()).toMatch(/(First|Second) Speaker answered fewer of the points put to them\./);
      expect(await judges.nth(2).innerText()).toContain(
        'Position flip: the First Speaker in the first reading, the Second Speaker with the sides swapped.',
      );
      expect(await verdict.innerText()).not.toMatch(/\bSpeaker [AB]\b/);

      // Saved and shared; five readers move towards the First Speaker's side.
      await page.getByRole('button', { name: 'Politics', exact: true }).click();
      await page.getByRole('button', { name: 'Save Debate' }).click();
      await page.getByRole('button', { name: 'Share with Community' }).click();
      await page.getByRole('button', { name: 'Shared with Community' }).waitFor();
      const href = await page.getByRole('link', { name: 'Open the debate' }).getAttribute('href');
      const debateId = href!.split('/').at(-1)!;
      const db = await database();
      try {
        const { rows } = await db.query<{ speaker1_stance: string }>('select speaker1_stance from public.debates where id = $1', [
          debateId,
        ]);
        const firstIsFor = Number(rows[0]!.speaker1_stance) > 0;
        for (let i = 0; i < 5; i++) {
          const reader = await signUpNewUser('reader');
          for (const [phase, stance] of [
            ['before', firstIsFor ? 'against' : 'for'],
            ['after', firstIsFor ? 'for' : 'against'],
          ] as const) {
            const { error } = await reader.db.rpc('record_poll_answer', { p_debate_id: debateId, p_phase: phase, p_stance: stance });
            expect(error).toBeNull();
          }
        }
      } finally {
        await db.end();
      }

      await page.getByRole('link', { name: 'Open the debate' }).click();
      await page.waitForURL(`**/debate/${debateId}`);
      await page.getByTestId('judges-verdict').waitFor();
      expect(await page.getByTestId('judges-headline').innerText()).toBe('Judges: First Speaker, 2 of 3; 1 split');
      expect(await page.getByTestId('judges-readers').innerText()).toBe('Judges and readers agree (readers: the First Speaker).');
      // The author has a verdict: nothing more to ask.
      expect(await page.getByTestId('ask-judges').count()).toBe(0);

      expect(pageErrors).toEqual([]);
    },
  );
});
