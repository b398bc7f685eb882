/**
 * Runs a debate turn by turn: each turn sees the turns before it (a
 * continuation's copied turns and a question included), with a pause between
 * consecutive turns (the spec's 1 s between speakers and between rounds), and
 * every step reported as an SSE event. It starts at the first turn of the plan
 * not yet written and stops at the plan's end, or at a turn that is not the
 * runner's to write.
 */
import {
  GENERATOR_LABELS,
  type DeltaEvent,
  type GeneratedDebate,
  type GeneratedTurn,
  type ModeratorText,
  type TurnEndEvent,
  type TurnStartEvent,
} from '../_shared/contract/sse-events.ts';
import type { Debater } from './debater.ts';
import type { DebateSettings } from './settings.ts';
import { sleep as realSleep, type Sleep } from './sleep.ts';
import { defaultPlan, type CompletedTurn, type PlannedTurn } from './turns.ts';

export type TurnEvent = TurnStartEvent | DeltaEvent | TurnEndEvent;

export interface RunDebateOptions {
  settings: DebateSettings;
  /** The turns in order (default: a new debate's). */
  plan?: readonly PlannedTurn[];
  /** The turns already written, in order (a continuation's copied turns, a person's question). */
  previous?: readonly CompletedTurn[];
  debater: Debater;
  /** Pause between consecutive turns. */
  pauseMs: number;
  signal: AbortSignal;
  emit(event: TurnEvent): void;
  sleep?: Sleep;
}

/**
 * All turns in order, moderator turns (and those already written) included. Rejects with the
 * abort reason if the signal aborts.
 */
export async function runDebate(options: RunDebateOptions): Promise<CompletedTurn[]> {
  const { settings, debater, pauseMs, signal, emit } = options;
  const pause = options.sleep ?? realSleep;
  const completed: CompletedTurn[] = [...(options.previous ?? [])];
  const plan = options.plan ?? defaultPlan(settings.moderatorEnabled);
  const first = completed.length;
  for (let sequence = first; sequence < plan.length; sequence++) {
    const { turn, author } = plan[sequence]!;
    // A person's turn: not the runner's to write (it waits for them).
    if (author !== 'model') break;
    signal.throwIfAborted();
    // Between turns of this run only: the first answers at once (a person's turn just submitted, a resumed run).
    if (sequence > first) await pause(pauseMs, signal);
    emit({ type: 'turn_start', sequence, turn });
    const output = await debater.generateTurn(
      { settings, turn, sequence, previous: completed },
      { signal, onDelta: (text) => text && emit({ type: 'delta', sequence, text }) },
    );
    signal.throwIfAborted();
    completed.push({ turn, ...output });
    emit({ type: 'turn_end', sequence, turn, ...output });
  }
  return completed;
}

function speakerTurns(completed: readonly CompletedTurn[]): GeneratedTurn[] {
  const turns: GeneratedTurn[] = [];
  for (const done of completed) {
    if (done.turn.role !== 'speaker') continue;
    const { roundIndex, roundType, speakerIndex, speaker } = done.turn;
    turns.push({ roundIndex, roundType, speakerIndex, speaker, text: done.text, summary: done.summary, fallback: done.fallback });
  }
  return turns;
}

function moderatorText(completed: readonly CompletedTurn[], phase: 'opening' | 'closing'): ModeratorText | null {
  const done = completed.find((c) => c.turn.role === 'moderator' && c.turn.phase === phase);
  return done ? { text: done.text, summary: done.summary, fallback: done.fallback } : null;
}

export function assembleDebate(
  generationId: string,
  settings: DebateSettings,
  generator: Debater['generator'],
  completed: readonly CompletedTurn[],
): GeneratedDebate {
  const speaker = (s: DebateSettings['model1']) => ({ name: s.name, stance: s.stance, rhetoricStyle: s.rhetoricStyle });
  return {
    generationId,
    generator,
    generatorLabel: GENERATOR_LABELS[generator],
    topic: settings.topic,
    debateStyle: settings.debateStyle,
    moderatorEnabled: settings.moderatorEnabled,
    model1: speaker(settings.model1),
    model2: speaker(settings.model2),
    moderatorOpening: moderatorText(completed, 'opening'),
    moderatorClosing: moderatorText(completed, 'closing'),
    turns: speakerTurns(completed),
  };
}
