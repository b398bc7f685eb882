// The steps of `npm test` run side by side, a bounded number at a time: each
// one's output is kept and printed whole when it ends, under its own banner, so
// concurrent steps never interleave their lines; the summary lists every step
// with its time and the CPU time it used (user + system, its processes
// included): on a shared machine that figure carries over from run to run,
// where the time depends on what else runs.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { ROOT } from '../stack/postgres/migrate.ts';

export interface StepResult extends Outcome {
  name: string;
  seconds: number;
}

interface Outcome {
  ok: boolean;
  detail: string;
  /** What failed, a line each, printed under the step's summary line. */
  failures?: string[];
  /** CPU seconds (user + system) of the step's processes, when known. */
  cpuSeconds?: number;
}

/** Receives a step's output; the step's text is printed once the step ends. */
export type Write = (chunk: string) => void;

export interface Step {
  name: string;
  /** Steps that must have passed before this one starts (e.g. the system packages a lane uses). */
  needs?: string[];
  run(write: Write): Promise<Outcome>;
}

const banner = (text: string) => `\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}\n`;

// The shell's `times` (POSIX) reports the CPU its waited-for children used,
// theirs included; it writes that to a descriptor of its own, apart from the
// command's output.
const MEASURED = '"$@"; code=$?; times >&3; exit $code';

/** `times`' second line: the children's user and system time, e.g. `0m12.34s 0m1.20s` (dash prints more digits). */
export function childrenCpuSeconds(times: string): number | undefined {
  const [, children] = [...times.matchAll(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/g)];
  if (!children) return undefined;
  const [, um, us, sm, ss] = children.map(Number);
  return Math.round((um! * 60 + us! + sm! * 60 + ss!) * 10) / 10;
}

/** A command's exit code and CPU time, its output going to `write` (colours kept when the terminal shows them). */
export function command(cmd: string, args: string[], write: Write): Promise<{ code: number; cpuSeconds?: number }> {
  return new Promise((resolve) => {
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn('sh', ['-c', MEASURED, 'sh', cmd, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    let times = '';
    child.stdout?.on('data', (d: Buffer) => write(d.toString()));
    child.stderr?.on('data', (d: Buffer) => write(d.toString()));
    child.stdio[3]?.on('data', (d: Buffer) => (times += d.toString()));
    child.on('error', (error) => write(`${error.message}\n`));
    child.on('close', (code) => resolve({ code: code ?? 1, cpuSeconds: childrenCpuSeconds(times) }));
  });
}

/** A step that passes when the command (`argv[0]`, with the rest as its arguments) exits 0; `says` is the summary's word for each outcome. */
export function commandStep(name: string, argv: [string, ...string[]], says: { passed: string; failed: string }, needs?: string[]): Step {
  const [cmd, ...args] = argv;
  return {
    name,
    needs,
    run: async (write) => {
      const { code, cpuSeconds } = await command(cmd, args, write);
      return { ok: code === 0, detail: code === 0 ? says.passed : says.failed, cpuSeconds };
    },
  };
}

async function runOne(step: Step): Promise<StepResult> {
  const started = Date.now();
  let output = '';
  let result: Outcome;
  try {
    result = await step.run((chunk) => {
      output += chunk;
    });
  } catch (error) {
    result = { ok: false, detail: (error as Error).message };
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(banner(`${step.name} (${seconds} s)`) + output);
  return { name: step.name, ...result, seconds };
}

/**
 * Runs the steps at most `limit` at a time. Whenever a slot is free, the first
 * step in the given order whose `needs` have all passed starts, so list the
 * longest steps first; while earlier steps wait for a prerequisite, all but two
 * slots stay theirs. A step whose prerequisite failed is not run and fails.
 * Resolves with every step's result in the given order.
 */
export function runPooled(steps: Step[], limit: number): Promise<StepResult[]> {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps)
    for (const need of step.needs ?? []) if (!names.has(need)) throw new Error(`${step.name} needs ${need}, which is not a step`);
  console.log(
    `\nRunning at most ${limit} at a time, in this order as slots free up: ${steps.map((s) => s.name).join(', ')} (each printed whole when it ends).`,
  );
  const results = new Map<string, StepResult>();
  const waiting = [...steps];
  let running = 0;
  return new Promise((resolve) => {
    const startReady = () => {
      for (let i = 0; i < waiting.length;) {
        const step = waiting[i]!;
        const needs = step.needs ?? [];
        const failed = needs.find((need) => results.get(need)?.ok === false);
        if (failed) {
          waiting.splice(i, 1);
          results.set(step.name, { name: step.name, ok: false, detail: `not run: ${failed} failed`, seconds: 0 });
          i = 0; // a step skipped here may be another's prerequisite
          continue;
        }
        // Steps listed before this one that wait for a prerequisite keep their
        // slots (all but two): the long lanes, listed first, then start as soon
        // as the system packages are there, instead of after the short steps that
        // took the slots meanwhile, which on a busy machine can take minutes.
        const waitingBefore = waiting.slice(0, i).filter((earlier) => !(earlier.needs ?? []).every((need) => results.has(need))).length;
        const reserved = Math.min(waitingBefore, Math.max(0, limit - 2));
        if (running + reserved >= limit || !needs.every((need) => results.has(need))) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        running++;
        void runOne(step).then((result) => {
          results.set(step.name, result);
          running--;
          startReady();
        });
      }
      if (waiting.length === 0 && running === 0) resolve(steps.map((step) => results.get(step.name)!));
    };
    startReady();
  });
}

const cpu = (seconds: number | undefined) => (seconds === undefined ? '' : `${Math.round(seconds)} CPU-s`);
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The load averages (1, 5, 15 min) when the run started, for the summary. */
export const LOAD_AT_START = loads();

export function printSummary(results: StepResult[], seconds: number): boolean {
  process.stdout.write(banner('summary'));
  for (const r of results) {
    console.log(
      `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(18)} ${`${r.seconds} s`.padStart(6)} ${cpu(r.cpuSeconds).padStart(10)}  ${r.detail}`,
    );
    for (const failure of r.failures ?? []) console.log(`        ✗ ${failure}`);
  }
  const total = results.reduce((sum, r) => sum + (r.cpuSeconds ?? 0), 0);
  console.log(`\n${seconds} s in all, ${cpu(total)}; load average ${LOAD_AT_START} at the start, ${loads()} at the end.`);
  const ok = results.every((r) => r.ok);
  console.log(ok ? 'All checks passed.' : 'Some checks failed.');
  return ok;
}
