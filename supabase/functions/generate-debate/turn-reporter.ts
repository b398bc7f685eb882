/**
 * Reports a debate's turns to the database while they are written, so the debate lives on the
 * server and not in the request that started it: a reload, another tab or a lost connection
 * finds it there. The text so far goes out a few times a second, each finished turn before
 * anything of the next, and a heartbeat while a model is silent (waiting for a first token, or
 * pausing between turns). When the database answers that the debate no longer runs — its owner
 * stopped it, or it was taken as interrupted — the reporter aborts the run.
 *
 * Writes go out one at a time, in order; while one is under way, newer text of the same turn
 * replaces older text waiting behind it, so a slow database slows the reports, not the debate.
 */
import type { Generator } from '../_shared/contract/sse-events.ts';
import type { TurnEvent } from './sequencer.ts';
import type { DebateSettings } from './settings.ts';
import type { TurnRef } from '../_shared/contract/sse-events.ts';
import { turnSpeaker } from './turns.ts';

/** A turn as `record_generation_turn` takes it. */
export interface ReportedTurn {
  role: TurnRef['role'];
  roundIndex: number | null;
  speakerIndex: number | null;
  phase: 'opening' | 'closing' | null;
  questionIndex: number | null;
  text: string;
  summary: string | null;
  fallback: boolean;
  complete: boolean;
  authorKind: 'model' | 'demo';
  model: string;
}

/** What the database says after a report: anything but `running` ends the run. */
export type GenerationStatus = 'running' | 'completed' | 'stopped';

export interface TurnReports {
  recordTurn(generationId: string, sequence: number, turn: ReportedTurn): Promise<GenerationStatus>;
  heartbeat(generationId: string): Promise<GenerationStatus>;
}

export interface TurnReporterOptions {
  generationId: string;
  settings: DebateSettings;
  generator: Generator;
  reports: TurnReports;
  /** Aborted when the database says the debate no longer runs. */
  stop: AbortController;
  /** How often the text so far is written while a turn streams (default 250 ms). */
  progressMs?: number;
  /** How often a silent run says it is still at work (default 5 s; well under generation_stale_seconds). */
  heartbeatMs?: number;
  log(message: string, details?: Record<string, unknown>): void;
}

export interface TurnReporter {
  /** Feeds one event of the run (the sequencer's emit). */
  onEvent(event: TurnEvent): void;
  /** Resolves when every report so far is written. */
  flush(): Promise<void>;
  /** Ends the timers (the run is over). */
  close(): void;
}

/** A finished turn could not be written: the run ends (as failed). */
export class ReportFailed extends Error {
  override name = 'ReportFailed';
}

const ESSENTIAL_ATTEMPTS = 3;

interface OpenTurn {
  sequence: number;
  ref: TurnRef;
  text: string;
  written: string;
}

function placeOf(ref: TurnRef): Pick<ReportedTurn, 'role' | 'roundIndex' | 'speakerIndex' | 'phase' | 'questionIndex'> {
  switch (ref.role) {
    case 'speaker':
      return { role: 'speaker', roundIndex: ref.roundIndex, speakerIndex: ref.speakerIndex, phase: null, questionIndex: null };
    case 'moderator':
      return { role: 'moderator', roundIndex: null, speakerIndex: null, phase: ref.phase, questionIndex: null };
    case 'question':
      return { role: 'question', roundIndex: ref.afterRound, speakerIndex: null, phase: null, questionIndex: ref.questionIndex };
    case 'answer':
      return { role: 'answer', roundIndex: ref.afterRound, speakerIndex: ref.speakerIndex, phase: null, questionIndex: ref.questionIndex };
  }
}

/** The moderator speaks through the first speaker's model (turns.ts). */
function modelOf(settings: DebateSettings, ref: TurnRef): string {
  return turnSpeaker(settings, ref).name;
}

export function createTurnReporter(options: TurnReporterOptions): TurnReporter {
  const { generationId, settings, reports, stop, log } = options;
  const authorKind = options.generator === 'offline-demo' ? 'demo' : 'model';
  let chain: Promise<void> = Promise.resolve();
  let open: OpenTurn | null = null;
  let progressTimer: ReturnType<typeof setTimeout> | null = null;
  let progressQueued = false;

  const obey = (status: GenerationStatus) => {
    if (status !== 'running' && !stop.signal.aborted) stop.abort(new DOMException(`the debate is ${status}`, 'AbortError'));
  };

  // One write at a time, in order. A failed progress write or heartbeat is logged (the next one
  // carries the text again); a finished turn that cannot be written after a few tries ends the
  // run, since every later turn must come after it.
  const enqueue = (write: () => Promise<GenerationStatus>, essential = false) => {
    chain = chain.then(async () => {
      for (let attempt = 1; !stop.signal.aborted; attempt++) {
        try {
          obey(await write());
          return;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          log('could not report the debate', { generationId, attempt, error: reason });
          if (!essential) return;
          if (attempt >= ESSENTIAL_ATTEMPTS) {
            stop.abort(new ReportFailed(reason));
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    });
  };

  const writeProgress = () => {
    progressTimer = null;
    progressQueued = true;
    enqueue(async () => {
      progressQueued = false;
      const turn = open;
      if (!turn || turn.text === turn.written) return 'running';
      turn.written = turn.text;
      return reports.recordTurn(generationId, turn.sequence, {
        ...placeOf(turn.ref),
        text: turn.text,
        summary: null,
        fallback: false,
        complete: false,
        authorKind,
        model: modelOf(settings, turn.ref),
      });
    });
  };

  const heartbeat = setInterval(() => enqueue(() => reports.heartbeat(generationId)), options.heartbeatMs ?? 5000);

  return {
    onEvent(event) {
      if (event.type === 'turn_start') {
        open = { sequence: event.sequence, ref: event.turn, text: '', written: '' };
        enqueue(() =>
          reports.recordTurn(generationId, event.sequence, {
            ...placeOf(event.turn),
            text: '',
            summary: null,
            fallback: false,
            complete: false,
            authorKind,
            model: modelOf(settings, event.turn),
          }),
        );
      } else if (event.type === 'delta') {
        if (!open || open.sequence !== event.sequence) return;
        open.text += event.text;
        if (!progressTimer && !progressQueued) progressTimer = setTimeout(writeProgress, options.progressMs ?? 250);
      } else {
        if (progressTimer) clearTimeout(progressTimer);
        progressTimer = null;
        open = null;
        enqueue(
          () =>
            reports.recordTurn(generationId, event.sequence, {
              ...placeOf(event.turn),
              text: event.text,
              summary: event.summary,
              fallback: event.fallback,
              complete: true,
              authorKind,
              model: modelOf(settings, event.turn),
            }),
          true,
        );
      }
    },
    flush: () => chain,
    close() {
      clearInterval(heartbeat);
      if (progressTimer) clearTimeout(progressTimer);
      progressTimer = null;
    },
  };
}
