// `npm test`: everything a fresh machine needs to prove Agora works.
//   - the system packages (pgTAP, pg_prove, psql, Chromium and its headless
//     shell) via apt when missing;
//   - the type check of the SPA, the Node code and the edge function;
//   - ESLint (the architecture's boundaries included) and knip (unused
//     exports, files and dependencies): any finding fails the run;
//   - the pgTAP suite against its own throwaway embedded PostgreSQL, and the
//     Supabase CLI (migration list, db push --dry-run, db advisors) against
//     another (scripts/advisors.ts);
//   - Vitest, in five processes: the units (SPA in jsdom, node), the two browser
//     lanes and the integration lane, each on a throwaway stack of its own, and
//     the stack's own tests (which start stacks of their own).
// None of them reads what another writes, so they run side by side, each
// step's output printed whole when it ends (scripts/test-steps.ts). The lanes
// are separate processes because Vitest runs every project that disables file
// parallelism in one sequential group, one file at a time across all of them
// (groupSpecs in Vitest 4): in one process the lanes would queue behind each other.
//
// How many at once: on 2 cores the run is bound by CPU (about 1000 CPU-s by
// `times`, more with Chromium's renderers: docs/testing.md), not by its longest
// step; all steps together took a fresh 2-core machine to load average 17–21,
// where waits sized for a busy machine still ran out. So
// at most two steps per core run at a time (AGORA_TEST_JOBS overrides it),
// longest first, so the run ends about when its CPU is spent rather than with
// one long lane running alone: the browser lanes (about 3 min each on a quiet
// machine), integration and own-stack (about 2 min), pgTAP (its files one after
// another), the type check, the units, the Supabase CLI, lint and knip. While
// apt installs the packages of a fresh machine, the steps that need none of them
// (type check, units, lint, knip) already run. Prints the totals, with each
// step's time and CPU time, and exits non-zero on any failure.
import { availableParallelism } from 'node:os';
import { command, commandStep, printSummary, runPooled, type Step } from './test-steps.ts';
import { vitestFailures } from './vitest-failures.ts';

const stripAnsi = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

const SYSTEM_PACKAGES = 'system packages';
const onPackages = [SYSTEM_PACKAGES];

/** A command whose output is read for the summary: `summarise` says what passed (or failed) and which tests failed. */
function readStep(
  name: string,
  argv: [string, ...string[]],
  summarise: (text: string, code: number) => { ok: boolean; detail: string; failures?: string[] },
  needs: string[] = [],
): Step {
  const [cmd, ...args] = argv;
  return {
    name,
    needs,
    run: async (write) => {
      let output = '';
      const { code, cpuSeconds } = await command(cmd, args, (chunk) => {
        output += chunk;
        write(chunk);
      });
      return { ...summarise(stripAnsi(output), code), cpuSeconds };
    },
  };
}

const vitest = (name: string, projects: string[], needs: string[] = []): Step =>
  readStep(
    name,
    ['npx', 'vitest', 'run', ...projects.flatMap((project) => ['--project', project])],
    (text, code) => {
      const files = /Test Files\s+(.+)/.exec(text)?.[1]?.trim() ?? 'no summary';
      const tests = /\n\s+Tests\s+(.+)/.exec(text)?.[1]?.trim() ?? 'no summary';
      // Belt and braces: a failure in the summary fails the run even if some
      // library in the Vitest process rewrote its exit code.
      const ok = code === 0 && tests !== 'no summary' && !/\bfailed\b/.test(`${tests} ${files}`);
      return { ok, detail: `tests ${tests}; files ${files}`, failures: vitestFailures(text) };
    },
    needs,
  );

// scripts/test-db.ts's last line: "pgTAP: <n> assertions in <m> files — PASS".
const pgTap = readStep(
  'pgTAP',
  ['npm', 'run', '--silent', 'test:db'],
  (text, code) => {
    const totals = /pgTAP: (\d+) assertions in (\d+) files — (PASS|FAIL)/.exec(text);
    const ok = code === 0 && totals?.[3] === 'PASS';
    return { ok, detail: totals ? `${totals[1]} assertions in ${totals[2]} files, ${ok ? 'all pass' : 'FAILURES'}` : 'no summary' };
  },
  onPackages,
);

const jobs = Number(process.env.AGORA_TEST_JOBS) || Math.max(3, 2 * availableParallelism());
const started = Date.now();
const results = await runPooled(
  [
    commandStep(SYSTEM_PACKAGES, ['bash', 'scripts/ensure-system-deps.sh'], { passed: 'present', failed: 'missing' }),
    vitest('Vitest browser-b', ['browser-b'], onPackages),
    vitest('Vitest browser', ['browser'], onPackages),
    vitest('Vitest integration', ['integration'], onPackages),
    vitest('Vitest own-stack', ['own-stack'], onPackages),
    pgTap,
    commandStep('type check', ['npm', 'run', '--silent', 'typecheck'], { passed: 'no errors', failed: 'errors' }),
    vitest('Vitest units', ['web', 'node']),
    commandStep('Supabase CLI', ['npm', 'run', '--silent', 'db:advisors'], {
      passed: 'migration list and db push --dry-run in step, no security advisor finding',
      failed: 'findings',
    }),
    commandStep('lint', ['npm', 'run', '--silent', 'lint'], { passed: 'no findings', failed: 'findings' }),
    commandStep('knip', ['npm', 'run', '--silent', 'knip'], { passed: 'no findings', failed: 'findings' }),
  ],
  jobs,
);
process.exit(printSummary(results, Math.round((Date.now() - started) / 1000)) ? 0 : 1);
