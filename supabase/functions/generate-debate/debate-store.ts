/**
 * Where a debate's allowance and record live: the database's rule functions.
 * `begin_debate` runs as the caller (their JWT, so RLS and the allowance rule
 * apply); the runner's reports (`record_generation_turn`, `heartbeat_generation`,
 * `finish_generation`, `end_generation`) are service-role only.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { ERROR_CODES } from '../_shared/contract/errors.ts';
import {
  judgePanelSchema,
  NO_FREE_DEBATES_STATUS,
  type ErrorResponse,
  type Generator,
  type JudgePanel,
} from '../_shared/contract/sse-events.ts';
import { createAdminClient, createUserClient, type SupabaseEnv } from '../_shared/supabase.ts';
import type { DebateSettings } from './settings.ts';
import type { JudgeRecord } from './judging/panel.ts';
import type { Transcript } from './judging/transcript.ts';
import type { TurnReports } from './turn-reporter.ts';

interface StartedDebate {
  generationId: string;
  freeDebatesRemaining: number;
  totalDebates: number;
}

type BeginOutcome = { ok: true; debate: StartedDebate } | { ok: false; status: number; error: ErrorResponse['error'] };

export interface DebateStore extends TurnReports {
  begin(authorization: string, settings: DebateSettings): Promise<BeginOutcome>;
  /** Completes a generation whose every turn is reported; rejects when the database refuses. */
  finish(generationId: string): Promise<void>;
  /** The runner could not go on: the generation stops with its finished turns kept. */
  end(generationId: string, status: 'failed' | 'aborted'): Promise<void>;
  /** Gives back the allowance of a recorded debate whose every turn fell back (once; the database checks). */
  returnAllowance(generationId: string): Promise<ReturnedAllowance>;
  /** Opens the judges' panel of a recorded generation; its id. */
  openJudgePanel(generationId: string): Promise<string>;
  /** "Ask the judges" as the caller (the database checks the author and the once-per-debate rule). */
  askJudges(authorization: string, debateId: string): Promise<AskOutcome>;
  /** Records the judges' passes; the database decides what counts and returns the panel. */
  recordJudges(panelId: string, generator: Generator, status: 'complete' | 'stopped', judges: readonly JudgeRecord[]): Promise<JudgePanel>;
}

interface AskedPanel {
  panelId: string;
  transcript: Transcript;
  speakerModels: [string, string];
}

type AskOutcome = { ok: true; panel: AskedPanel } | { ok: false; status: number; error: ErrorResponse['error'] };

const askRowsSchema = z
  .array(
    z.object({
      panel_id: z.string(),
      topic: z.string(),
      speaker1_model: z.string(),
      speaker2_model: z.string(),
      turns: z.array(
        z.object({
          roundIndex: z.union([z.literal(0), z.literal(1), z.literal(2)]),
          speakerIndex: z.union([z.literal(0), z.literal(1)]),
          text: z.string(),
        }),
      ),
    }),
  )
  .length(1);

// The ask's refusals, as HTTP statuses: not signed in, not found, not the author, already asked.
const ASK_STATUSES: Readonly<Record<string, number>> = {
  [ERROR_CODES.signInRequired]: 401,
  [ERROR_CODES.judgePanelNotFound]: 404,
  [ERROR_CODES.onlyAuthorMayAskJudges]: 403,
  [ERROR_CODES.judgesAlreadyAsked]: 409,
};

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

// PostgREST's answers for a missing, expired or wrongly signed token, and the
// rule functions' own sign-in refusal.
const UNAUTHORIZED_CODES = new Set<string>([ERROR_CODES.signInRequired, '42501', 'PGRST301', 'PGRST302', 'PGRST303']);

class RecordError extends Error {
  override name = 'RecordError';
}

export function createSupabaseDebateStore(env: SupabaseEnv): DebateStore {
  let admin: SupabaseClient | undefined;
  const adminClient = () => (admin ??= createAdminClient(env));
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
        if (UNAUTHORIZED_CODES.has(error.code) || status === 401) {
          return { ok: false, status: 401, error: { code: 'unauthorized', message: 'You must be signed in.' } };
        }
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

    async askJudges(authorization, debateId) {
      const { data, error, status } = await createUserClient(env, authorization).rpc('ask_judges', { p_debate_id: debateId });
      if (error) {
        const refused = ASK_STATUSES[error.code];
        if (refused) return { ok: false, status: refused, error: { code: error.code, message: error.message } };
        if (UNAUTHORIZED_CODES.has(error.code) || status === 401) {
          return { ok: false, status: 401, error: { code: 'unauthorized', message: 'You must be signed in.' } };
        }
        if (error.code === '22P02')
          return { ok: false, status: 404, error: { code: ERROR_CODES.judgePanelNotFound, message: 'Debate not found.' } };
        throw new Error(`ask_judges failed (${status} ${error.code}): ${error.message}`);
      }
      const row = askRowsSchema.parse(data)[0]!;
      return {
        ok: true,
        panel: {
          panelId: row.panel_id,
          transcript: { topic: row.topic, turns: row.turns },
          speakerModels: [row.speaker1_model, row.speaker2_model],
        },
      };
    },

    async recordJudges(panelId, generator, status, judges) {
      const { data, error } = await adminClient().rpc('record_judges_verdict', {
        p_panel_id: panelId,
        p_generator: generator,
        p_status: status,
        p_judges: judges,
      });
      if (error) throw new RecordError(`record_judges_verdict failed (${error.code}): ${error.message}`);
      return judgePanelSchema.parse(data);
    },
  };
}
