/**
 * A judge reads the transcript once per pass and answers a verdict in the
 * pass's labels (Speaker A / B), an unusable answer, or nothing (failed).
 */
import type { LabelledVerdict } from './verdict-reader.ts';
import type { Pass, Transcript } from './transcript.ts';

export type PassResult = { outcome: 'answered'; verdict: LabelledVerdict } | { outcome: 'unusable' | 'failed'; problem: string };

export interface Judge {
  /** The judge's name in the record: the model name as configured. */
  readonly model: string;
  /** The speaker written by the judge's own model, when exactly one was. */
  readonly ownSpeaker: 0 | 1 | null;
  /** Rejects only when `signal` aborts. */
  judgePass(transcript: Transcript, pass: Pass, signal: AbortSignal): Promise<PassResult>;
}
