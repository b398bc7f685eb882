// `npm test`: everything a fresh machine needs to prove Agora works.
//   - the system packages (pgTAP, pg_prove, psql, Chromium) via apt when missing;
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
// How many at once: all nine together took a fresh 2-core machine to load
// average 17–21, where waits sized for a busy machine still ran out. So at most
// two steps per core run at a time (AGORA_TEST_JOBS overrides it), longest
// first — the browser and integration lanes (2.5–3.3 min each), then the type
// check (1–2 min), the stack's own tests and the units, then pgTAP, lint (40–60 s
// with a cold cache) and knip — so the run lasts about as long as its longest
// lane plus what follows it in that slot, less than the same steps in two waves
// (lanes, then the rest). While apt installs the packages of a fresh machine, the
// steps that need none of them (type check, units, lint, knip) already run.
// Prints the totals and exits non-zero on any failure.
import { availableParallelism } from 'node:os';
import { runPgTap } from './test-db.ts';
import { command, commandStep, printSummary, runPooled, type Step } from './test-steps.ts';
import { vitestFailures } from './vitest-failures.ts';

const stripAnsi = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

const SYSTEM_PACKAGES = 'system packages';

const pgTap: Step = {
  name: 'pgTAP',
  needs: [SYSTEM_PACKAGES],
  run: async (write) => {
    const result = await runPgTap(write);
    return {
      ok: result.passed,
      detail: `${result.assertions} assertions in ${result.files} files, ${result.passed ? 'all pass' : 'FAILURES'}`,
    };
  },
};

const vitest = (name: string, projects: string[], needs: string[] = []): Step => ({
  name,
  needs,
  run: async (write) => {
    let output = '';
    const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])];
    const code = await command('npx', args, (chunk) => {
      output += chunk;
      write(chunk);
    });
    const text = stripAnsi(output);
    const files = /Test Files\s+(.+)/.exec(text)?.[1]?.trim() ?? 'no summary';
    const tests = /\n\s+Tests\s+(.+)/.exec(text)?.[1]?.trim() ?? 'no summary';
    // Belt and braces: a failure in the summary fails the run even if some
    // library in the Vitest process rewrote its exit code.
    const ok = code === 0 && tests !== 'no summary' && !/\bfailed\b/.test(`${tests} ${files}`);
    return { ok, detail: `tests ${tests}; files ${files}`, failures: vitestFailures(text) };
  },
});

const jobs = Number(process.env.AGORA_TEST_JOBS) || Math.max(3, 2 * availableParallelism());
const onStack = [SYSTEM_PACKAGES];
const results = await runPooled(
  [
    commandStep(SYSTEM_PACKAGES, 'bash', ['scripts/ensure-system-deps.sh'], 'present', 'missing'),
    vitest('Vitest browser', ['browser'], onStack),
    vitest('Vitest browser-b', ['browser-b'], onStack),
    vitest('Vitest integration', ['integration'], onStack),
    commandStep('type check', 'npm', ['run', '--silent', 'typecheck'], 'no errors', 'errors'),
    vitest('Vitest own-stack', ['own-stack'], onStack),
    vitest('Vitest units', ['web', 'node']),
    pgTap,
    commandStep(
      'Supabase CLI',
      'npm',
      ['run', '--silent', 'db:advisors'],
      'migration list and db push --dry-run in step, no security advisor finding',
      'findings',
    ),
    commandStep('lint', 'npm', ['run', '--silent', 'lint'], 'no findings', 'findings'),
    commandStep('knip', 'npm', ['run', '--silent', 'knip'], 'no findings', 'findings'),
  ],
  jobs,
);
process.exit(printSummary(results) ? 0 : 1);
