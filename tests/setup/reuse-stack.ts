// AGORA_TEST_STACK=reuse: the lanes' tests on a stack that is already running
// (`npm run test:stack`, or `npm run stack` / `npm start`), found through the
// state file it writes (.agora/stack.json), instead of a throwaway stack of
// their own: one file runs in seconds. What the state file does not offer is
// started here, beside it, for this run only: the functions runtime at the
// product's pace and, for a browser lane, the SPA's production build.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../stack/postgres/migrate.ts';
import type { StackKeys } from '../../stack/orchestration/keys.ts';
import { APP_ELSEWHERE, startPacedRuntime, type TestStack } from './full-stack.ts';
import { serveProductionBuild } from './production-build.ts';

/** What stack/orchestration/start-banner.ts writes, and what scripts/test-stack.ts adds. */
export interface StateFile extends Omit<StackKeys, 'signingKeys'> {
  pid: number;
  appUrl: string | null;
  apiUrl: string;
  functionsUrl: string;
  mailUrl: string;
  dbUrl: string;
  /** Only from scripts/test-stack.ts: its production build and its runtime at the product's pace. */
  appDir?: string;
  pacedFunctionsUrl?: string;
  browserWsEndpoint?: string;
}

export const STATE_FILE = process.env.AGORA_TEST_STACK_FILE ?? path.join(ROOT, '.agora', 'stack.json');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readState(): StateFile {
  const hint = 'start one with `npm run test:stack` (the lanes’ own stack) or `npm run stack`, or run without AGORA_TEST_STACK=reuse';
  if (!fs.existsSync(STATE_FILE)) throw new Error(`AGORA_TEST_STACK=reuse: no running stack (${STATE_FILE} is missing); ${hint}.`);
  const state = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as StateFile;
  if (!alive(state.pid)) throw new Error(`AGORA_TEST_STACK=reuse: the stack of ${STATE_FILE} (pid ${state.pid}) is not running; ${hint}.`);
  if (!state.jwtSecret) throw new Error(`AGORA_TEST_STACK=reuse: ${STATE_FILE} was written by an older stack; restart it.`);
  return state;
}

export async function reuseRunningStack(options: { app: boolean }): Promise<{
  stack: TestStack;
  browserWsEndpoint?: string;
  stop(): Promise<void>;
}> {
  const state = readState();
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    let pacedFunctionsUrl = state.pacedFunctionsUrl;
    if (!pacedFunctionsUrl) {
      const paced = await startPacedRuntime({ ...state, signingKeys: [] });
      stops.push(() => paced.stop());
      pacedFunctionsUrl = paced.url;
    }
    let app = { url: state.appUrl ?? APP_ELSEWHERE, dir: state.appDir ?? '' };
    // Only the test stack says its app is a production build (`npm start` serves Vite's dev server).
    if (options.app && !state.appDir) {
      const served = await serveProductionBuild({ apiUrl: state.apiUrl, publishableKey: state.publishableKey });
      stops.push(() => served.stop());
      app = { url: served.url, dir: served.dir };
    }
    return {
      stack: { ...state, appUrl: app.url, appDir: app.dir, pacedFunctionsUrl },
      browserWsEndpoint: state.browserWsEndpoint,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
