import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './config/aliases.ts';
import { FirstStartSequencer } from './config/firstStartSequencer.ts';

// Six projects: the SPA's units in jsdom, plain-TypeScript units in node, three
// lanes of integration tests that each drive a real local stack started once
// for the lane (browser tests in two halves; the rest), and the stack's own
// tests (each starts its own stack). In one `vitest run`, Vitest 4 puts every project that
// disables file parallelism into one sequential group (one file at a time
// across all of them), so `npm test` runs the lanes as processes of their own,
// side by side (scripts/test.ts).
const OWN_STACK_FILES = [
  'tests/integration/stack/lifecycle.test.ts',
  'tests/integration/stack/healing.test.ts',
  'tests/integration/stack/private-folder.test.ts',
  'tests/integration/stack/functions.test.ts',
  'tests/integration/stack/backup-upgrade.test.ts',
  'tests/integration/keys/hs256-stack.test.ts',
  'tests/integration/keys/rotation.test.ts',
  // The dev server's own stack (npm start), seeded, with one page through the browser fixture.
  'tests/integration/web/dev-server.test.ts',
];

// The second browser lane, about as long as the first (which takes every other
// browser file), and the journeys (tests/journeys, through the browser).
// `npm test`'s summary gives each lane's time: move a file when they drift apart.
const BROWSER_B_FILES = [
  'tests/e2e/community-ranking.test.ts',
  'tests/e2e/engine-generate.test.ts',
  'tests/e2e/community-safety.test.ts',
  'tests/e2e/ranking-card-vote.test.ts',
  'tests/e2e/auth-login.test.ts',
  'tests/e2e/people-and-ownership.test.ts',
  'tests/e2e/viewer-reading.test.ts',
  'tests/integration/web/prod-server.test.ts',
  'tests/journeys/**/*.test.ts',
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
      // One worker runs the lane's files one after another and keeps the modules
      // they import (supabase-js, pg, Playwright…) loaded between them, instead
      // of loading them again for each file: the integration lane spent two
      // thirds of its CPU there. The files share no module state (no mocks).
      isolate: false,
      // expect.poll waits on a condition; its default (1 s) is a fixed deadline a
      // busy 2-core machine misses (a first page load under load takes longer).
      expect: { poll: { timeout: 30_000, interval: 50 } },
    },
  };
}

export default defineConfig({
  test: {
    // One worker per core for the unit files: they are CPU-bound (jsdom), and the
    // lanes running beside them in `npm test` need the rest.
    maxWorkers: 2,
    // Vitest reads the sequencer from the root config only (a project's is ignored).
    sequence: { sequencer: FirstStartSequencer },
    projects: [
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/jsdom.ts'],
          // Each file still gets a fresh window and module graph, in a VM context of a
          // long-lived worker: jsdom itself loads once per worker instead of once per file
          // (the forks pool spent ~1 s of CPU per file setting up the environment).
          pool: 'vmThreads',
          // Room for two of the 30 s condition waits of tests/setup/jsdom.ts on a busy machine.
          testTimeout: 90_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'supabase/functions/**/*.test.ts', 'stack/**/*.test.ts'],
          // Worker threads start cheaper than processes (about a third less CPU here).
          pool: 'threads',
          // Modules stay loaded from one file to the next in a worker (a third of
          // the CPU isolating every file cost): these files mock no module.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      // Lanes with a throwaway stack of their own each and one file at a time
      // (files of a lane share its data): the browser tests in two halves of about
      // the same length (the longest part of `npm test`), and the rest.
      stackLane(
        'browser',
        ['tests/e2e/**/*.test.ts', 'tests/journeys/**/*.test.ts', 'tests/integration/web/**/*.test.ts'],
        [...BROWSER_B_FILES, ...OWN_STACK_FILES],
      ),
      stackLane('browser-b', BROWSER_B_FILES),
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
          isolate: false,
        },
      },
    ],
  },
});
