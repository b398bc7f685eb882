/**
 * Where a debate's allowance and record live: the database's rule functions.
 * `begin_debate` runs as the caller (their JWT, so RLS and the allowance rule
 * apply); the runner's reports (`record_generation_turn`, `heartbeat_generation`,
 * `finish_generation`, `end_generation`) are service-role only.
 * The judges' record is the judges store's (../_shared/judging/judges-store.ts).
 */
import { z } from 'zod';
import { ERROR_CODES } from '../_shared/contract/errors.ts';
import { NO_FREE_DEBATES_STATUS } from '../_shared/contract/sse-events.ts';
import { createSupabaseJudgesStore, type JudgesStore } from '../_shared/judging/judges-store.ts';
import { RecordError, signInRefusal, UNAUTHORIZED_CODES, type Refusal } from '../_shared/rpc-errors.ts';
import { createUserClient, lazyAdminClient, type SupabaseEnv } from '../_shared/supabase.ts';
import type { DebateSettings } from './settings.ts';
import type { TurnReports } from './turn-reporter.ts';

interface StartedDebate {
  generationId: string;
  freeDebatesRemaining: number;
  totalDebates: number;
}

type BeginOutcome = { ok: true; debate: StartedDebate } | Refusal;

/** The judges of a generation are recorded like those of an asked debate (JudgesStore). */
export interface DebateStore extends Pick<JudgesStore, 'recordJudges'>, TurnReports {
  begin(authorization: string, settings: DebateSettings): Promise<BeginOutcome>;
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
    }),
  )
  .length(1);

export function createSupabaseDebateStore(env: SupabaseEnv): DebateStore {
  const adminClient = lazyAdminClient(env);
  const judges = createSupabaseJudgesStore(env, adminClient);
  return {
    async begin(authorization, settings) {
      const { data, error, status } = await createUserClient(env, authorization).rpc('begin_debate', {
        p_settings: settings,
      });
      if (error) {
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
        throw new Error(`begin_debate failed (${status} ${error.code}): ${error.message}`);
      }
      const rows = beginRowsSchema.parse(data);
      const row = rows[0]!;
      return {
        ok: true,
        debate: {
          generationId: row.generation_id,
          freeDebatesRemaining: row.free_debates_remaining,
          totalDebates: row.total_debates,
        },
      };
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
