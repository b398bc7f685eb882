// The whole local stack for the integration and end-to-end tests: real
// PostgreSQL (throwaway, migrated and seeded), PostgREST, auth, realtime, the
// Deno functions runtime, the gateway and the SPA on Vite — all on free ports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, type RunningStack } from '../../stack/stack.ts';

export interface TestStack extends RunningStack {
  appUrl: string;
}

export async function startTestStack(): Promise<{ stack: TestStack; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-it-'));
  // As root, PostgreSQL runs as user `postgres` and must be able to enter the directory.
  fs.chmodSync(dir, 0o755);
  try {
    const stack = await startStack({
      dataDir: path.join(dir, 'db'),
      persistent: false,
      seed: true,
      web: true,
      // Hermetic: never the developer's supabase/functions/.env (it may hold a real AI key).
      functionsEnvFile: false,
      functionsEnv: { DEBATE_TURN_PAUSE_MS: '0' },
    });
    const { appUrl } = stack;
    if (!appUrl) throw new Error('the test stack was started without the app');
    return {
      stack: { ...stack, appUrl },
      stop: async () => {
        await stack.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
