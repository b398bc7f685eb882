// The steps of `npm test` run side by side, a bounded number at a time: each
// one's output is kept and printed whole when it ends, under its own banner, so
// concurrent steps never interleave their lines; the summary lists every step
// with its time.
import { spawn } from 'node:child_process';
import { ROOT } from '../stack/postgres/migrate.ts';

export interface StepResult {
  name: string;
  ok: boolean;
  detail: string;
  seconds: number;
  /** What failed, a line each, printed under the step's summary line. */
  failures?: string[];
}

/** Receives a step's output; the step's text is printed once the step ends. */
export type Write = (chunk: string) => void;

export interface Step {
  name: string;
  /** Steps that must have passed before this one starts (e.g. the system packages a lane uses). */
  needs?: string[];
  run(write: Write): Promise<{ ok: boolean; detail: string; failures?: string[] }>;
}

const banner = (text: string) => `\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}\n`;

/** A command's exit code, its output going to `write` (colours kept when the terminal shows them). */
export function command(cmd: string, args: string[], write: Write): Promise<number> {
  return new Promise((resolve) => {
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => write(d.toString()));
    child.stderr.on('data', (d: Buffer) => write(d.toString()));
    child.on('error', (error) => write(`${error.message}\n`));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** A step that passes when the command exits 0. */
export function commandStep(name: string, cmd: string, args: string[], passed: string, failed: string): Step {
  return {
    name,
    run: async (write) => {
      const ok = (await command(cmd, args, write)) === 0;
      return { ok, detail: ok ? passed : failed };
    },
  };
}

async function runOne(step: Step): Promise<StepResult> {
  const started = Date.now();
  let output = '';
  let result: { ok: boolean; detail: string; failures?: string[] };
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
 * longest steps first; a step whose prerequisite failed is not run and fails.
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
        if (running >= limit || !needs.every((need) => results.has(need))) {
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

export function printSummary(results: StepResult[]): boolean {
  process.stdout.write(banner('summary'));
  for (const r of results) {
    console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(18)} ${`${r.seconds} s`.padStart(6)}  ${r.detail}`);
    for (const failure of r.failures ?? []) console.log(`        ✗ ${failure}`);
  }
  const ok = results.every((r) => r.ok);
  console.log(ok ? '\nAll checks passed.' : '\nSome checks failed.');
  return ok;
}
