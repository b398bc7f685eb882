/** The panel at work, as the stream reports it: each judge's two passes. Pure, so it is shared and testable. */
export type PassState = 'waiting' | 'judging' | 'answered' | 'unusable' | 'failed';

export interface JudgingProgress {
  generatorLabel: string;
  judges: Array<{ index: number; model: string; passes: PassState[] }>;
}

interface StartLike {
  generatorLabel: string;
  judges: ReadonlyArray<{ index: number; model: string }>;
  passes: number;
}

export function startJudging(event: StartLike): JudgingProgress {
  return {
    generatorLabel: event.generatorLabel,
    judges: event.judges.map((j) => ({
      index: j.index,
      model: j.model,
      passes: Array.from({ length: event.passes }, () => 'waiting' as const),
    })),
  };
}

export function markPass(progress: JudgingProgress, judge: number, pass: number, state: PassState): JudgingProgress {
  return {
    ...progress,
    judges: progress.judges.map((j) => (j.index === judge ? { ...j, passes: j.passes.map((p, i) => (i === pass ? state : p)) } : j)),
  };
}

/** Passes finished and in all, for a progress bar. */
export function passesDone(progress: JudgingProgress): { done: number; total: number } {
  const all = progress.judges.flatMap((j) => j.passes);
  return { done: all.filter((p) => p !== 'waiting' && p !== 'judging').length, total: all.length };
}
