import type { AuthorKind, GenerationOrigin, TurnRef } from '@contract/sse-events.ts';
import { ROUND_TYPES } from '@contract/rounds.ts';
import { GENERATORS, type Generator } from '@contract/generators.ts';
import { CodedError, toAppError } from '@/lib/errors.ts';
import { db } from '@/lib/db.ts';
import { isRecord } from '@/lib/guards.ts';
import { settingsFrom, type DebateSettings } from '../model/settings.ts';

/**
 * A debate in the making as the database keeps it (migration generation_life): the engine finds
 * it again after a reload, in another tab or after signing in, stops it and discards it.
 */
type GenerationStatus = 'running' | 'completed' | 'stopped';

export interface ServerTurn {
  sequence: number;
  ref: TurnRef;
  text: string;
  summary: string;
  fallback: boolean;
  complete: boolean;
  authorKind: AuthorKind;
  model: string;
  /** Copied from the debate this one continues. */
  inherited: boolean;
  /** A copied turn a moderator hid or removed: its place, with no text. */
  withheld: boolean;
  /** A person's name (a question). */
  authorName: string | null;
}

export interface OpenGeneration {
  id: string;
  status: GenerationStatus;
  stopReason: 'owner' | 'failed' | 'interrupted' | null;
  settings: DebateSettings;
  generator: Generator | null;
  turnCount: number;
  savedDebateId: string | null;
  /** A continuation or rematch: where it comes from. */
  origin: GenerationOrigin | null;
  turns: ServerTurn[];
}

const FIND_FAILURE_MESSAGE = 'Your unsaved debate could not be loaded. Please reload the page.';
const STOP_FAILURE_MESSAGE = 'The debate could not be stopped. Please try again.';
const DISCARD_FAILURE_MESSAGE = 'The debate could not be discarded. Please try again.';

const SPEAKER_NAMES = ['First Speaker', 'Second Speaker'] as const;

const isString = (value: unknown): value is string => typeof value === 'string';
const isInt = (value: unknown): value is number => Number.isInteger(value);

const isRound = (value: unknown): value is 0 | 1 | 2 => value === 0 || value === 1 || value === 2;
const isSeat = (value: unknown): value is 0 | 1 => value === 0 || value === 1;

/** The turn a row names (camelCase from get_open_generation, snake_case from a broadcast), or null. */
function turnRefOf(value: Record<string, unknown>): TurnRef | null {
  const round = value.roundIndex ?? value.round_index;
  const speaker = value.speakerIndex ?? value.speaker_index;
  const question = value.questionIndex ?? value.question_index;
  switch (value.role) {
    case 'speaker':
      return isRound(round) && isSeat(speaker)
        ? { role: 'speaker', roundIndex: round, roundType: ROUND_TYPES[round], speakerIndex: speaker, speaker: SPEAKER_NAMES[speaker] }
        : null;
    case 'moderator':
      return value.phase === 'opening' || value.phase === 'closing' ? { role: 'moderator', phase: value.phase } : null;
    case 'question':
      return isRound(round) && isInt(question) ? { role: 'question', questionIndex: question, afterRound: round } : null;
    case 'answer':
      return isRound(round) && isSeat(speaker) && isInt(question)
        ? { role: 'answer', questionIndex: question, afterRound: round, speakerIndex: speaker, speaker: SPEAKER_NAMES[speaker] }
        : null;
    default:
      return null;
  }
}

/** The database's turn (a row of generation_turns, as JSON), or null when it does not fit. */
export function parseServerTurn(value: unknown): ServerTurn | null {
  if (!isRecord(value) || !isInt(value.sequence) || !isString(value.text)) return null;
  const ref = turnRefOf(value);
  if (!ref) return null;
  const authorKind = value.authorKind ?? value.author_kind;
  const authorName = value.authorName ?? value.author_name;
  return {
    sequence: value.sequence,
    ref,
    text: value.text,
    summary: isString(value.summary) ? value.summary : '',
    fallback: value.fallback === true,
    complete: value.complete === true,
    authorKind: authorKind === 'model' || authorKind === 'person' ? authorKind : 'demo',
    model: isString(value.model) ? value.model : '',
    inherited: value.inherited === true,
    withheld: value.withheld === true,
    authorName: isString(authorName) ? authorName : null,
  };
}

function originFrom(value: unknown): GenerationOrigin | null {
  if (!isRecord(value) || (value.kind !== 'continuation' && value.kind !== 'rematch')) return null;
  return {
    kind: value.kind,
    debateId: isString(value.debateId) ? value.debateId : null,
    afterLabel: isString(value.afterLabel) ? value.afterLabel : null,
  };
}

function parseOpenGeneration(value: unknown): OpenGeneration | null {
  if (!isRecord(value) || !isString(value.id) || !Array.isArray(value.turns)) return null;
  const status = value.status;
  if (status !== 'running' && status !== 'completed' && status !== 'stopped') return null;
  const settings = settingsFrom(value.settings);
  if (!settings) return null;
  const stopReason = value.stopReason;
  return {
    id: value.id,
    status,
    stopReason: stopReason === 'owner' || stopReason === 'failed' || stopReason === 'interrupted' ? stopReason : null,
    settings,
    generator: GENERATORS.find((g) => g === value.generator) ?? null,
    turnCount: isInt(value.turnCount) ? value.turnCount : settings.moderatorEnabled ? 8 : 6,
    savedDebateId: isString(value.savedDebateId) ? value.savedDebateId : null,
    origin: originFrom(value.origin),
    turns: value.turns.map(parseServerTurn).filter((t): t is ServerTurn => t !== null),
  };
}

/** The person's newest debate that is neither saved nor discarded (running, or waiting to be saved), or null. */
export async function findOpenGeneration(): Promise<OpenGeneration | null> {
  const { data, error } = await db.rpc('get_open_generation');
  if (error) throw new CodedError(toAppError(error, FIND_FAILURE_MESSAGE));
  return data === null ? null : parseOpenGeneration(data);
}

/** Stops the person's debate (wherever it is watched); what was finished stays. */
export async function stopGeneration(generationId: string): Promise<OpenGeneration | null> {
  const { data, error } = await db.rpc('stop_generation', { p_generation_id: generationId });
  if (error) throw new CodedError(toAppError(error, STOP_FAILURE_MESSAGE));
  return parseOpenGeneration(data);
}

export async function discardGeneration(generationId: string): Promise<void> {
  const { error } = await db.rpc('discard_generation', { p_generation_id: generationId });
  if (error) throw new CodedError(toAppError(error, DISCARD_FAILURE_MESSAGE));
}
