/**
 * Where the judges' panels live: `ask_judges` runs as the caller (their JWT:
 * the database checks the author and the once-per-debate rule);
 * `record_judges_verdict` is service-role only.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { ERROR_CODES } from '../contract/errors.ts';
import { judgePanelSchema, type Generator, type JudgePanel } from '../contract/sse-events.ts';
import { RecordError, signInRefusal, UNAUTHORIZED_CODES, type Refusal } from '../rpc-errors.ts';
import { createUserClient, lazyAdminClient, type SupabaseEnv } from '../supabase.ts';
import type { JudgeRecord } from './panel.ts';
import type { Transcript } from './transcript.ts';

export interface JudgesStore {
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

type AskOutcome = { ok: true; panel: AskedPanel } | Refusal;

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

/** `admin`: the service role's client, shared with the caller's other store (made on first use). */
export function createSupabaseJudgesStore(env: SupabaseEnv, admin: () => SupabaseClient = lazyAdminClient(env)): JudgesStore {
  return {
    async askJudges(authorization, debateId) {
      const { data, error, status } = await createUserClient(env, authorization).rpc('ask_judges', { p_debate_id: debateId });
      if (error) {
        const refused = ASK_STATUSES[error.code];
        if (refused) return { ok: false, status: refused, error: { code: error.code, message: error.message } };
        if (UNAUTHORIZED_CODES.has(error.code) || status === 401) return signInRefusal();
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
      const { data, error } = await admin().rpc('record_judges_verdict', {
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
