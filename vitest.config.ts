import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './config/aliases.ts';

// Four projects: the SPA's units in jsdom, plain-TypeScript units in node,
// integration tests that drive a real local stack started once for the run, and
// the stack's own tests (each starts its own stack). Projects run side by side.
const OWN_STACK_FILES = [
  'tests/integration/stack/lifecycle.test.ts',
  'tests/integration/stack/healing.test.ts',
  'tests/integration/stack/private-folder.test.ts',
  'tests/integration/stack/functions.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'supabase/functions/**/*.test.ts', 'stack/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          exclude: OWN_STACK_FILES,
          globalSetup: ['tests/setup/global-stack.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // expect.poll waits on a condition; its default (1 s) is a fixed deadline a
          // busy 2-core machine misses (a first page load under load takes longer).
          expect: { poll: { timeout: 30_000, interval: 50 } },
        },
      },
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
