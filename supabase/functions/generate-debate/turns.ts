/**
 * The order of a debate's turns: three rounds of first speaker then second
 * speaker, with the moderator opening and closing when enabled — or, for a
 * continuation, the plan the database wrote (copied turns, a question for both
 * speakers and their answers, then the turns still to write).
 */
import { ROUND_TITLES, ROUND_TYPES, SPEAKER_NAMES, type TurnRef } from '../_shared/contract/sse-events.ts';
import type { DebateSettings, SpeakerSettings } from './settings.ts';

/** Who writes a planned turn: the runner (a model), nobody (copied complete), or a person. */
type PlanAuthor = 'model' | 'inherited' | 'person';

/** One turn of a generation's plan (debate_generations.plan). */
export interface PlannedTurn {
  turn: TurnRef;
  author: PlanAuthor;
}

/** A plan entry as the database stores it: {role, roundIndex, speakerIndex, phase, questionIndex, author}. */
export interface StoredPlanEntry {
  role: string;
  roundIndex: number | null;
  speakerIndex: number | null;
  phase: string | null;
  questionIndex: number | null;
  author: string;
}

const isRound = (n: number | null): n is 0 | 1 | 2 => n === 0 || n === 1 || n === 2;
const isSeat = (n: number | null): n is 0 | 1 => n === 0 || n === 1;

/** The turn a stored plan entry (or a generation_turns row) names; null when it names none. */
export function turnRefOf(entry: Omit<StoredPlanEntry, 'author'>): TurnRef | null {
  const { role, roundIndex, speakerIndex, phase, questionIndex } = entry;
  if (role === 'speaker' && isRound(roundIndex) && isSeat(speakerIndex))
    return { role, roundIndex, roundType: ROUND_TYPES[roundIndex], speakerIndex, speaker: SPEAKER_NAMES[speakerIndex] };
  if (role === 'moderator' && (phase === 'opening' || phase === 'closing')) return { role, phase };
  if (role === 'question' && isRound(roundIndex) && questionIndex !== null) return { role, questionIndex, afterRound: roundIndex };
  if (role === 'answer' && isRound(roundIndex) && isSeat(speakerIndex) && questionIndex !== null)
    return { role, questionIndex, afterRound: roundIndex, speakerIndex, speaker: SPEAKER_NAMES[speakerIndex] };
  return null;
}

/** A stored plan, read; throws when an entry names no turn (the database wrote it, so that is a bug). */
export function planFrom(entries: readonly StoredPlanEntry[]): PlannedTurn[] {
  return entries.map((entry, sequence) => {
    const turn = turnRefOf(entry);
    const author = entry.author;
    if (!turn || (author !== 'model' && author !== 'inherited' && author !== 'person'))
      throw new Error(`the plan's turn ${sequence} is not a turn: ${JSON.stringify(entry)}`);
    return { turn, author };
  });
}

/** The plan of a new debate: every turn written by the runner. */
export function defaultPlan(moderatorEnabled: boolean): PlannedTurn[] {
  return planTurns(moderatorEnabled).map((turn) => ({ turn, author: 'model' }));
}

export function planTurns(moderatorEnabled: boolean): TurnRef[] {
  const turns: TurnRef[] = [];
  if (moderatorEnabled) turns.push({ role: 'moderator', phase: 'opening' });
  for (const roundIndex of [0, 1, 2] as const) {
    for (const speakerIndex of [0, 1] as const) {
      turns.push({
        role: 'speaker',
        roundIndex,
        roundType: ROUND_TYPES[roundIndex],
        speakerIndex,
        speaker: SPEAKER_NAMES[speakerIndex],
      });
    }
  }
  if (moderatorEnabled) turns.push({ role: 'moderator', phase: 'closing' });
  return turns;
}

/** A finished turn, as later turns see it. */
export interface CompletedTurn {
  turn: TurnRef;
  text: string;
  summary: string;
  fallback: boolean;
  /** A copied turn a moderator hid or removed: its place only, no text to answer. */
  withheld?: boolean;
}

/** The turns that said something: a withheld one (a moderator hid it) is nobody's argument to answer or judge. */
export function spokenTurns(turns: readonly CompletedTurn[]): CompletedTurn[] {
  return turns.filter((done) => !done.withheld);
}

/** Everything a debater needs to write one turn. */
export interface TurnRequest {
  settings: DebateSettings;
  turn: TurnRef;
  sequence: number;
  previous: readonly CompletedTurn[];
}

/**
 * The speaker settings a turn is written with. The moderator has no panel of
 * its own in the UI, so it speaks through the first speaker's model.
 */
export function turnSpeaker(settings: DebateSettings, turn: TurnRef): SpeakerSettings {
  return (turn.role === 'speaker' || turn.role === 'answer') && turn.speakerIndex === 1 ? settings.model2 : settings.model1;
}

export function turnTitle(turn: TurnRef): string {
  if (turn.role === 'moderator') return turn.phase === 'opening' ? 'Moderator: Opening' : 'Moderator: Closing Summary';
  if (turn.role === 'question') return `Question ${turn.questionIndex + 1}, put to both speakers after Round ${turn.afterRound + 1}`;
  if (turn.role === 'answer') return `Answer to question ${turn.questionIndex + 1}: ${turn.speaker}`;
  return `${ROUND_TITLES[turn.roundType]}: ${turn.speaker}`;
}

/** The question an answer answers, from the turns before it. */
export function questionOf(turn: TurnRef, previous: readonly CompletedTurn[]): string | null {
  if (turn.role !== 'answer') return null;
  const asked = previous.find((done) => done.turn.role === 'question' && done.turn.questionIndex === turn.questionIndex);
  return asked?.text ?? null;
}
