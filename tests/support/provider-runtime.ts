// A second functions runtime (real Deno) serving supabase/functions with an AI provider
// configured (in tests, the stand-in of tests/fakes), talking to the test stack's API.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { startFunctionsRuntime } from '../../stack/functions/runtime.ts';
import type { RunningService } from '../../stack/orchestration/running-service.ts';

const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/functions');

/** The edge runtime with the provider's settings; `logs` holds what it printed (for a failing test's message). */
export async function startProviderRuntime(
  env: Record<string, string>,
): Promise<RunningService & { functionUrl: string; judgeUrl: string; logs: string[] }> {
  const logs: string[] = [];
  const runtime = await startFunctionsRuntime({
    functionsDir: FUNCTIONS_DIR,
    envFile: false,
    env: {
      SUPABASE_URL: inject('apiUrl'),
      SUPABASE_ANON_KEY: inject('anonKey'),
      SUPABASE_SERVICE_ROLE_KEY: inject('serviceRoleKey'),
      DEBATE_TURN_PAUSE_MS: '0',
      ...env,
    },
    preload: ['generate-debate', 'judge-debate'],
    onLog: (line) => logs.push(line),
  });
  return Object.assign(runtime, { functionUrl: `${runtime.url}/generate-debate`, judgeUrl: `${runtime.url}/judge-debate`, logs });
}
