// The timing loop the database benches share (bench:ranking,
// bench:leaderboard): a query run `--runs` times, its p50/p95, and a line per
// case that says whether p95 meets the bench's target.
import { ms, quantile } from './million-debates.ts';

export interface Timing {
  p50: number;
  p95: number;
  /** Rows of the last call. */
  rows: number;
}

/**
 * Times `runs` calls of `call` (its argument: the run's index). `before`, if
 * given, runs ahead of each call outside the timing: e.g. a change the call
 * must see.
 */
export async function timeCalls(
  runs: number,
  call: (run: number) => Promise<{ rowCount: number | null }>,
  before?: (run: number) => Promise<unknown>,
): Promise<Timing> {
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < runs; run++) {
    await before?.(run);
    const start = process.hrtime.bigint();
    rows = (await call(run)).rowCount ?? 0;
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), rows };
}

/** A bench's p95 target: the columns of each timed line, and the cases that missed it. */
export class P95Target {
  private readonly misses: string[] = [];

  /** `noun`: what the bench calls one timed line ("view", "case"). */
  constructor(
    readonly targetMs: number,
    private readonly noun: string,
  ) {}

  /** The line above the table. */
  intro(): string {
    return `Target: p95 ≤ ${this.targetMs} ms for every ${this.noun}.\n`;
  }

  /** The headings of the columns `columns` prints. */
  headings(): string[] {
    return ['p50 ms'.padStart(8), 'p95 ms'.padStart(8), ' rows', ` p95≤${this.targetMs}`];
  }

  /** p50, p95, rows (the timing's unless given) and pass/MISS; a miss is kept for the summary. */
  columns(label: string, timing: Timing, rows = timing.rows): string[] {
    const pass = timing.p95 <= this.targetMs;
    if (!pass) this.misses.push(label);
    return [
      timing.p50.toFixed(2).padStart(8),
      timing.p95.toFixed(2).padStart(8),
      String(rows).padStart(5),
      (pass ? 'pass' : 'MISS').padStart(7),
    ];
  }

  /** The closing line: every case met the target, or which missed it. */
  summary(): string {
    const { misses, noun } = this;
    return (
      `\n${misses.length === 0 ? `All ${noun}s meet` : `${misses.length} ${noun}(s) miss`} p95 ≤ ${this.targetMs} ms` +
      `${misses.length ? `: ${misses.join('; ')}` : ''}.`
    );
  }
}
