// The whole local stack for the integration and end-to-end tests: real
// PostgreSQL (throwaway, migrated and seeded), PostgREST, auth, realtime, the
// Deno functions runtime, the gateway and the SPA's production build — all on
// free ports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFunctionsRuntime } from '../../stack/functions/runtime.ts';
import { functionsKeyEnv, type StackKeys } from '../../stack/orchestration/keys.ts';
import type { RunningService } from '../../stack/orchestration/running-service.ts';
import { startStack, type RunningStack } from '../../stack/orchestration/start-stack.ts';

const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/functions');

/** The SPA's builds for any API (stack/web/shared-build.ts), one per state of its sources. */
export const TEST_BUILDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.agora/test-build');

/** What the tests are handed (through `inject`, see global-stack.ts) about the stack they run on. */
export interface TestStack extends Omit<StackKeys, 'signingKeys'> {
  apiUrl: string;
  functionsUrl: string;
  mailUrl: string;
  dbUrl: string;
  /** The SPA's production build (browser lanes); elsewhere an address where nothing answers. */
  appUrl: string;
  /** Where that build's files are (empty when there is none). */
  appDir: string;
  /**
   * A second functions runtime writing demo debates at the product's own pace
   * (DEMO_TOKEN_DELAY_MS unset), for the few tests that must act while a
   * debate is still streaming (hang up, Stop, watch the progress move).
   */
  pacedFunctionsUrl: string;
}

// The stack's own runtime streams demo debates at 1 ms a word: a six-turn debate
// takes about a second instead of 16 s (25 ms a word), and most tests only need
// a finished debate. 1, not 0: each word still yields to the event loop, so a
// hang-up is noticed and the stream stays a stream.
const TEST_DEMO_TOKEN_DELAY_MS = '1';

// Without the app (lanes that never open a page): auth's links point at this
// address, where nothing answers, and the stack skips the SPA's build.
export const APP_ELSEWHERE = 'http://127.0.0.1:5173';

/** The functions runtime at the product's pace, beside a stack (see TestStack.pacedFunctionsUrl). */
export function startPacedRuntime(stack: { apiUrl: string } & StackKeys): Promise<RunningService> {
  return startFunctionsRuntime({
    functionsDir: FUNCTIONS_DIR,
    envFile: false,
    env: { ...functionsKeyEnv(stack), SUPABASE_URL: stack.apiUrl, DEBATE_TURN_PAUSE_MS: '0' },
    preload: ['generate-debate'],
  });
}

export async function startTestStack(options: { app: boolean }): Promise<{ stack: TestStack; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-it-'));
  // As root, PostgreSQL runs as user `postgres` and must be able to enter the directory.
  fs.chmodSync(dir, 0o755);
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({
      dataDir: path.join(dir, 'db'),
      persistent: false,
      seed: true,
      web: options.app,
      // The production build: one bundle per page instead of the dev server's hundreds of
      // modules, fetched again by every fresh browser context.
      prod: true,
      // Both browser lanes (and test:stack) copy one build for any API instead of building one each.
      sharedBuilds: TEST_BUILDS,
      appUrl: options.app ? undefined : APP_ELSEWHERE,
      // Hermetic: never the developer's supabase/functions/.env (it may hold a real AI key).
      functionsEnvFile: false,
      functionsEnv: { DEBATE_TURN_PAUSE_MS: '0', DEMO_TOKEN_DELAY_MS: TEST_DEMO_TOKEN_DELAY_MS },
    });
    const { appUrl } = stack;
    if (!appUrl) throw new Error('the test stack has no app address');
    const paced = await startPacedRuntime(stack);
    const running = stack;
    return {
      stack: {
        ...running,
        appUrl,
        // start-stack.ts builds the SPA beside the data directory.
        appDir: options.app ? path.join(dir, 'dist') : '',
        pacedFunctionsUrl: paced.url,
      },
      stop: async () => {
        await paced.stop();
        await running.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stack?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
