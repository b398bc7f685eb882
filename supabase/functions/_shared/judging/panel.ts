/**
 * Runs the panel: every judge reads the transcript twice (the First Speaker
 * as Speaker A, then swapped), all passes side by side, each start and end
 * reported as an event. The answers are turned from the pass's labels back
 * into the debate's speakers, which is what the database records and
 * judges (a verdict counts only when both passes agree). Rejects with the
 * abort reason when `signal` aborts.
 */
import type { JudgeOutcome, JudgePassView } from '../contract/judges.ts';
import type { JudgePassEndEvent, JudgePassStartEvent } from '../contract/sse-events.ts';
import type { Judge, PassResult } from './judge.ts';
import { labelOf, PASSES, speakerOf, type Pass, type Transcript } from './transcript.ts';

/** One judge's two passes in the debate's terms, as `record_judges_verdict` takes them. */
export interface JudgeRecord {
  model: string;
  ownSpeaker: 0 | 1 | null;
  passes: JudgePassView[];
}

export type PanelEvent = JudgePassStartEvent | JudgePassEndEvent;

function passView(result: PassResult, pass: Pass): JudgePassView {
  const firstSpeakerAs = labelOf(0, pass);
  if (result.outcome !== 'answered') {
    return { firstSpeakerAs, outcome: result.outcome, winner: null, scores: null, reasons: null, rationale: null, problem: result.problem };
  }
  const { verdict } = result;
  const winner: JudgeOutcome = verdict.winner === 'tie' ? 'tie' : speakerOf(verdict.winner, pass) === 0 ? 'first' : 'second';
  return {
    firstSpeakerAs,
    outcome: 'answered',
    winner,
    scores: { first: verdict.scores[labelOf(0, pass)], second: verdict.scores[labelOf(1, pass)] },
    reasons: verdict.reasons,
    rationale: verdict.rationale,
    problem: null,
  };
}

export interface RunPanelOptions {
  judges: readonly Judge[];
  transcript: Transcript;
  signal: AbortSignal;
  emit(event: PanelEvent): void;
}

export async function runPanel({ judges, transcript, signal, emit }: RunPanelOptions): Promise<JudgeRecord[]> {
  signal.throwIfAborted();
  const records = await Promise.all(
    judges.map(async (judge, index) => {
      const passes = await Promise.all(
        PASSES.map(async (pass) => {
          emit({ type: 'judge_pass_start', judge: index, pass });
          const result = await judge.judgePass(transcript, pass, signal);
          signal.throwIfAborted();
          emit({ type: 'judge_pass_end', judge: index, pass, outcome: result.outcome });
          return passView(result, pass);
        }),
      );
      return { model: judge.model, ownSpeaker: judge.ownSpeaker, passes };
    }),
  );
  signal.throwIfAborted();
  return records;
}
