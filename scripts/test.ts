// `npm test`: everything a fresh machine needs to prove Agora works.
//   1. system packages (pgTAP, pg_prove, psql, Chromium) via apt when missing;
//   2. type check of the SPA and the Node/Deno-free TypeScript;
//   3. ESLint (the architecture's boundaries included) and knip (unused
//      exports, files and dependencies): any finding fails the run;
//   4. the pgTAP suite against a throwaway embedded PostgreSQL;
//   5. Vitest (SPA units, node units, integration tests on a throwaway stack).
// Prints the totals and exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { ROOT } from '../stack/postgres/migrate.ts';
import { runPgTap } from './test-db.ts';

interface StepResult {
  name: string;
  ok: boolean;
  detail: string;
}

function run(cmd: string, args: string[], capture = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'] });
    child.stdout?.on('data', (d: Buffer) => { output += d; process.stdout.write(d); });
    child.stderr?.on('data', (d: Buffer) => { output += d; process.stderr.write(d); });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const banner = (text: string) => console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
const stripAnsi = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

const results: StepResult[] = [];

banner('system packages');
const deps = await run('bash', ['scripts/ensure-system-deps.sh']);
results.push({ name: 'system packages', ok: deps.code === 0, detail: deps.code === 0 ? 'present' : 'missing' });

if (deps.code === 0) {
  banner('type check');
  const tsc = await run('npm', ['run', '--silent', 'typecheck']);
  results.push({ name: 'type check', ok: tsc.code === 0, detail: tsc.code === 0 ? 'no errors' : 'errors' });

  banner('lint (ESLint)');
  const lint = await run('npm', ['run', '--silent', 'lint']);
  results.push({ name: 'lint', ok: lint.code === 0, detail: lint.code === 0 ? 'no findings' : 'findings' });

  banner('unused code (knip)');
  const knip = await run('npm', ['run', '--silent', 'knip']);
  results.push({ name: 'knip', ok: knip.code === 0, detail: knip.code === 0 ? 'no findings' : 'findings' });

  banner('pgTAP (supabase/tests)');
  try {
    const pgtap = await runPgTap();
    results.push({
      name: 'pgTAP',
      ok: pgtap.passed,
      detail: `${pgtap.assertions} assertions in ${pgtap.files} files, ${pgtap.passed ? 'all pass' : 'FAILURES'}`,
    });
  } catch (error) {
    results.push({ name: 'pgTAP', ok: false, detail: (error as Error).message });
  }

  banner('Vitest (web, node, integration)');
  const vitest = await run('npx', ['vitest', 'run'], true);
  const text = stripAnsi(vitest.output);
  const files = /Test Files\s+(.+)/.exec(text)?.[1]?.trim() ?? 'no summary';
  const tests = /\n\s+Tests\s+(.+)/.exec(text)?.[1]?.trim() ?? 'no summary';
  // Belt and braces: a failure in the summary fails the run even if some
  // library in the Vitest process rewrote its exit code.
  const vitestOk = vitest.code === 0 && tests !== 'no summary' && !/\bfailed\b/.test(`${tests} ${files}`);
  results.push({ name: 'Vitest', ok: vitestOk, detail: `tests ${tests}; files ${files}` });
}

banner('summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(16)} ${r.detail}`);
const ok = results.every((r) => r.ok);
console.log(ok ? '\nAll checks passed.' : '\nSome checks failed.');
process.exit(ok ? 0 : 1);
