import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './config/aliases.ts';

// Five projects, run side by side: the SPA's units in jsdom, plain-TypeScript
// units in node, two lanes of integration tests that each drive a real local
// stack started once for the lane (browser tests; the rest), and the stack's
// own tests (each starts its own stack).
const OWN_STACK_FILES = [
  'tests/integration/stack/lifecycle.test.ts',
  'tests/integration/stack/healing.test.ts',
  'tests/integration/stack/private-folder.test.ts',
  'tests/integration/stack/functions.test.ts',
];

function stackLane(name: string, include: string[], exclude: string[] = []) {
  return {
    resolve: { alias: aliases },
    test: {
      name,
      environment: 'node',
      include,
      exclude,
      globalSetup: ['tests/setup/global-stack.ts'],
      testTimeout: 120_000,
      hookTimeout: 120_000,
      fileParallelism: false,
      // expect.poll waits on a condition; its default (1 s) is a fixed deadline a
      // busy 2-core machine misses (a first page load under load takes longer).
      expect: { poll: { timeout: 30_000, interval: 50 } },
    },
  };
}

export default defineConfig({
  test: {
    // Above the 2 cores on purpose: the integration lanes mostly wait on their
    // stacks and browsers, so with one worker per core they would queue behind
    // each other and the unit files.
    maxWorkers: 4,
    projects: [
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/jsdom.ts'],
          // Room for the 10 s condition waits of tests/setup/jsdom.ts on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'supabase/functions/**/*.test.ts', 'stack/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      // Two lanes, each with a throwaway stack of its own and one file at a time
      // (files of a lane share its data): the browser tests, and the rest.
      stackLane('browser', ['tests/e2e/**/*.test.ts', 'tests/integration/web/**/*.test.ts']),
      stackLane('integration', ['tests/integration/**/*.test.ts'], ['tests/integration/web/**', ...OWN_STACK_FILES]),
      {
        // Files that start (and kill) stacks of their own and read nothing from the
        // shared one: a second lane beside the shared stack's, one file at a time.
        resolve: { alias: aliases },
        test: {
          name: 'own-stack',
          environment: 'node',
          include: OWN_STACK_FILES,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
