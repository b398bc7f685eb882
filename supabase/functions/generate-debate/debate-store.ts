/**
 * Where a debate's allowance and record live: the database's rule functions.
 * `begin_debate`, `begin_continuation` and `begin_rematch` run as the caller
 * (their JWT, so RLS and the allowance rule apply); the runner's reads and
 * reports (`read_generation`, `record_generation_turn`, `heartbeat_generation`,
 * `finish_generation`, `end_generation`) are service-role only.
 * The judges' record is the judges store's (../_shared/judging/judges-store.ts).
 */
import { z } from 'zod';
import { ERROR_CODES } from '../_shared/contract/errors.ts';
import { NO_FREE_DEBATES_STATUS } from '../_shared/contract/sse-events.ts';
import { createSupabaseJudgesStore, type JudgesStore } from '../_shared/judging/judges-store.ts';
import { RecordError, signInRefusal, UNAUTHORIZED_CODES, type Refusal } from '../_shared/rpc-errors.ts';
import { createUserClient, lazyAdminClient, type SupabaseEnv } from '../_shared/supabase.ts';
import type { ContinuationRequest, DebateSettings } from './settings.ts';
import type { TurnReports } from './turn-reporter.ts';
import type { StoredPlanEntry } from './turns.ts';

interface StartedDebate {
  generationId: string;
  freeDebatesRemaining: number;
  totalDebates: number;
  /** Turns in hand after the start (continuations and rematches report it). */
  turnCredit?: number;
}

/** A turn of a generation as the database keeps it (generation_turns). */
export interface StoredTurn extends Omit<StoredPlanEntry, 'author'> {
  sequence: number;
  text: string;
  summary: string;
  complete: boolean;
  authorKind: 'model' | 'demo' | 'person';
  model: string | null;
  inherited: boolean;
  /** A copied turn a moderator hid or removed: no text (generation_turns.withheld). */
  withheld: boolean;
  authorName: string | null;
}

/** A generation as the runner reads it to start or resume: its settings, plan, turns and origin. */
export interface StoredGeneration {
  status: 'running' | 'completed' | 'stopped';
  settings: unknown;
  plan: StoredPlanEntry[];
  turns: StoredTurn[];
  origin: { kind: 'continuation' | 'rematch'; debateId: string | null; afterLabel: string | null } | null;
}

export type BeginOutcome = { ok: true; debate: StartedDebate } | Refusal;

/** The judges of a generation are recorded like those of an asked debate (JudgesStore). */
export interface DebateStore extends Pick<JudgesStore, 'recordJudges'>, TurnReports {
  begin(authorization: string, settings: DebateSettings): Promise<BeginOutcome>;
  /** Continues a debate the caller may read (the database checks who may, and spends only the turns to write). */
  beginContinuation(authorization: string, request: ContinuationRequest): Promise<BeginOutcome>;
  /** Rematches a debate the caller may read with the sides swapped. */
  beginRematch(authorization: string, debateId: string): Promise<BeginOutcome>;
  /** The two speakers' models of a debate the caller may read; null when they may not. */
  speakersOf(authorization: string, debateId: string): Promise<[string, string] | null>;
  /** The runner's view of a generation: where to start (or resume) and with what. */
  readGeneration(generationId: string): Promise<StoredGeneration>;
  /** Completes a generation whose every turn is reported; rejects when the database refuses. */
  finish(generationId: string): Promise<void>;
  /** The runner could not go on: the generation stops with its finished turns kept. */
  end(generationId: string, status: 'failed' | 'aborted'): Promise<void>;
  /** Gives back the allowance of a recorded debate whose every turn fell back (once; the database checks). */
  returnAllowance(generationId: string): Promise<ReturnedAllowance>;
  /** Opens the judges' panel of a recorded generation; its id. */
  openJudgePanel(generationId: string): Promise<string>;
}

interface ReturnedAllowance {
  /** False when it had already been given back. */
  returned: boolean;
  freeDebatesRemaining: number;
  totalDebates: number;
}

const generationStatusSchema = z.enum(['running', 'completed', 'stopped']);

const returnRowsSchema = z
  .array(z.object({ allowance_returned: z.boolean(), free_debates_remaining: z.number(), total_debates: z.number() }))
  .length(1);

const beginRowsSchema = z
  .array(
    z.object({
      generation_id: z.string(),
      free_debates_remaining: z.number(),
      total_debates: z.number(),
      turn_credit: z.number().optional(),
    }),
  )
  .length(1);

const nullableInt = z.number().int().nullable();
const storedGenerationSchema = z.object({
  status: z.enum(['running', 'completed', 'stopped']),
  settings: z.unknown(),
  plan: z.array(
    z.object({
      role: z.string(),
      roundIndex: nullableInt,
      speakerIndex: nullableInt,
      phase: z.string().nullable(),
      questionIndex: nullableInt,
      author: z.string(),
    }),
  ),
  turns: z.array(
    z.object({
      sequence: z.number().int(),
      role: z.string(),
      roundIndex: nullableInt,
      speakerIndex: nullableInt,
      phase: z.string().nullable(),
      questionIndex: nullableInt,
      text: z.string(),
      summary: z.string(),
      complete: z.boolean(),
      authorKind: z.enum(['model', 'demo', 'person']),
      model: z.string().nullable(),
      inherited: z.boolean(),
      withheld: z.boolean(),
      authorName: z.string().nullable(),
    }),
  ),
  origin: z
    .object({ kind: z.enum(['continuation', 'rematch']), debateId: z.string().nullable(), afterLabel: z.string().nullable() })
    .nullable(),
});

/** A refused start, as the function answers it: the database's code and words where a person should read them. */
export function beginRefusal(rpc: string, error: { code: string; message: string; details: string }, status: number): Refusal {
  if (error.code === ERROR_CODES.noFreeDebates) {
    return { ok: false, status: NO_FREE_DEBATES_STATUS, error: { code: ERROR_CODES.noFreeDebates, message: error.message } };
  }
  // An account whose address is not confirmed yet: the database's own words.
  if (error.code === ERROR_CODES.emailNotConfirmed)
    return { ok: false, status: 403, error: { code: ERROR_CODES.emailNotConfirmed, message: error.message } };
  if (error.code === ERROR_CODES.invalidSettings) {
    const field = error.details || 'settings';
    const message = error.message.startsWith(`${field}: `) ? error.message.slice(field.length + 2) : error.message;
    return { ok: false, status: 400, error: { code: 'validation_failed', field, message } };
  }
  if (UNAUTHORIZED_CODES.has(error.code) || status === 401) return signInRefusal();
  // The other rules a person can break (which debate, which turn, which question): said as the database says them.
  if (/^AG\d{3}$/.test(error.code)) return { ok: false, status: 400, error: { code: error.code, message: error.message } };
  throw new Error(`${rpc} failed (${status} ${error.code}): ${error.message}`);
}

export function startedFrom(data: unknown): BeginOutcome {
  const row = beginRowsSchema.parse(data)[0]!;
  return {
    ok: true,
    debate: {
      generationId: row.generation_id,
      freeDebatesRemaining: row.free_debates_remaining,
      totalDebates: row.total_debates,
      ...(row.turn_credit === undefined ? {} : { turnCredit: row.turn_credit }),
    },
  };
}

export function createSupabaseDebateStore(env: SupabaseEnv): DebateStore {
  const adminClient = lazyAdminClient(env);
  const judges = createSupabaseJudgesStore(env, adminClient);
  return {
    async begin(authorization, settings) {
      const { data, error, status } = await createUserClient(env, authorization).rpc('begin_debate', {
        p_settings: settings,
      });
      return error ? beginRefusal('begin_debate', error, status) : startedFrom(data);
    },

    async beginContinuation(authorization, request) {
      const { data, error, status } = await createUserClient(env, authorization).rpc('begin_continuation', {
        p_debate_id: request.debateId,
        p_after: request.after,
        p_settings: { model1: request.model1, model2: request.model2 },
        p_question: request.question,
        p_readers_question: request.readersQuestion,
      });
      return error ? beginRefusal('begin_continuation', error, status) : startedFrom(data);
    },

    async beginRematch(authorization, debateId) {
      const { data, error, status } = await createUserClient(env, authorization).rpc('begin_rematch', { p_debate_id: debateId });
      return error ? beginRefusal('begin_rematch', error, status) : startedFrom(data);
    },

    async speakersOf(authorization, debateId) {
      const { data, error } = await createUserClient(env, authorization)
        .rpc('get_debate', { p_debate_id: debateId })
        .select('speaker1_model, speaker2_model')
        .maybeSingle();
      if (error) throw new Error(`get_debate failed (${error.code}): ${error.message}`);
      const row = z.object({ speaker1_model: z.string(), speaker2_model: z.string() }).nullable().parse(data);
      return row ? [row.speaker1_model, row.speaker2_model] : null;
    },

    async readGeneration(generationId) {
      const { data, error } = await adminClient().rpc('read_generation', { p_generation_id: generationId });
      if (error) throw new RecordError(`read_generation failed (${error.code}): ${error.message}`);
      return storedGenerationSchema.parse(data);
    },

    async recordTurn(generationId, sequence, turn) {
      const { data, error } = await adminClient().rpc('record_generation_turn', {
        p_generation_id: generationId,
        p_sequence: sequence,
        p_turn: turn,
      });
      if (error) throw new RecordError(`record_generation_turn failed (${error.code}): ${error.message}`);
      return generationStatusSchema.parse(data);
    },

    async heartbeat(generationId) {
      const { data, error } = await adminClient().rpc('heartbeat_generation', { p_generation_id: generationId });
      if (error) throw new RecordError(`heartbeat_generation failed (${error.code}): ${error.message}`);
      return generationStatusSchema.parse(data);
    },

    async finish(generationId) {
      const { error } = await adminClient().rpc('finish_generation', { p_generation_id: generationId });
      if (error) throw new RecordError(`finish_generation failed (${error.code}): ${error.message}`);
    },

    async end(generationId, status) {
      const { error } = await adminClient().rpc('end_generation', { p_generation_id: generationId, p_status: status });
      if (error) throw new RecordError(`end_generation failed (${error.code}): ${error.message}`);
    },

    async returnAllowance(generationId) {
      const { data, error } = await adminClient().rpc('return_debate_allowance', { p_generation_id: generationId });
      if (error) throw new RecordError(`return_debate_allowance failed (${error.code}): ${error.message}`);
      const row = returnRowsSchema.parse(data)[0]!;
      return { returned: row.allowance_returned, freeDebatesRemaining: row.free_debates_remaining, totalDebates: row.total_debates };
    },

    async openJudgePanel(generationId) {
      const { data, error } = await adminClient().rpc('open_judge_panel', { p_generation_id: generationId });
      if (error) throw new RecordError(`open_judge_panel failed (${error.code}): ${error.message}`);
      return z.string().parse(data);
    },

    recordJudges: judges.recordJudges,
  };
}
