// `npm test`: everything a fresh machine needs to prove Agora works.
//   1. system packages (pgTAP, pg_prove, psql, Chromium) via apt when missing;
//   then, side by side (scripts/test-steps.ts; each step's output is printed
//   whole when it ends):
//   2. type check of the SPA and the Node/Deno-free TypeScript;
//   3. ESLint (the architecture's boundaries included) and knip (unused
//      exports, files and dependencies): any finding fails the run;
//   4. the pgTAP suite against its own throwaway embedded PostgreSQL, and the
//      Supabase CLI (migration list, db push --dry-run, db advisors) against
//      another (scripts/advisors.ts);
//   5. Vitest, in five processes: the units (SPA in jsdom, node), the two browser
//      lanes and the integration lane, each on a throwaway stack of its own, and
//      the stack's own tests (which start stacks of their own).
// None of them reads what another writes, and the lanes spend much of their
// time waiting on servers and browsers, so running them together costs the
// slowest of them rather than the sum. The lanes are separate processes because
// Vitest runs every project that disables file parallelism in one sequential
// group, one file at a time across all of them (groupSpecs in Vitest 4): in one
// process the lanes would queue behind each other.
// Prints the totals and exits non-zero on any failure.
import { runPgTap } from './test-db.ts';
import { command, commandStep, printSummary, runSideBySide, type Step } from './test-steps.ts';

const stripAnsi = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

const pgTap: Step = {
  name: 'pgTAP',
  run: async (write) => {
    const result = await runPgTap(write);
    return {
      ok: result.passed,
      detail: `${result.assertions} assertions in ${result.files} files, ${result.passed ? 'all pass' : 'FAILURES'}`,
    };
  },
};

const vitest = (name: string, projects: string[]): Step => ({
  name,
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
    return { ok, detail: `tests ${tests}; files ${files}` };
  },
});

const [deps] = await runSideBySide([
  commandStep('system packages', 'bash', ['scripts/ensure-system-deps.sh'], 'present', 'missing'),
]);
const results = [deps!];
if (deps!.ok) {
  results.push(
    ...(await runSideBySide([
      commandStep('type check', 'npm', ['run', '--silent', 'typecheck'], 'no errors', 'errors'),
      commandStep('lint', 'npm', ['run', '--silent', 'lint'], 'no findings', 'findings'),
      commandStep('knip', 'npm', ['run', '--silent', 'knip'], 'no findings', 'findings'),
      pgTap,
      commandStep(
        'Supabase CLI',
        'npm',
        ['run', '--silent', 'db:advisors'],
        'migration list and db push --dry-run in step, no security advisor finding',
        'findings',
      ),
      vitest('Vitest browser', ['browser']),
      vitest('Vitest browser-b', ['browser-b']),
      vitest('Vitest integration', ['integration']),
      vitest('Vitest own-stack', ['own-stack']),
      vitest('Vitest units', ['web', 'node']),
    ])),
  );
}
process.exit(printSummary(results) ? 0 : 1);
