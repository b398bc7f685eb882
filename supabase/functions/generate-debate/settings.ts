/**
 * Debate settings as the SPA sends them, validated the same way the database's
 * `private.validate_debate_settings` does (same fields, same order, same
 * reasons), so a bad request is answered with a 400 before anything is spent.
 * One addition the database cannot know: the speaker's model must be one this
 * deployment offers (the model map's names).
 */
import { z } from 'zod';
import {
  DEBATE_STYLES,
  MAX_TOKENS,
  MODEL_NAME_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  PERSONALITY_MAX_LENGTH,
  RHETORIC_STYLES,
  ROUNDS,
  TOPIC_MAX_LENGTH,
  TOPIC_MIN_LENGTH,
} from '../_shared/contract/settings.ts';
import { STANCE_MAX, STANCE_MIN } from '../_shared/contract/stance.ts';

export type { DebateStyle, RhetoricStyle } from '../_shared/contract/settings.ts';

const MODEL_NAME_REQUIRED = `a model name of 1 to ${MODEL_NAME_MAX_LENGTH} characters is required`;
const STANCE_RULE = `must be a number from ${STANCE_MIN} to ${STANCE_MAX} in steps of 0.1`;

/** Whole tenths only; floats such as 0.1 + 0.2 count as 0.3. */
function isTenth(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

function speakerSchema(modelNames: readonly string[]) {
  const known = new Set(modelNames);
  return z.object(
    {
      name: z
        .string({ error: MODEL_NAME_REQUIRED })
        .trim()
        .min(1, { error: MODEL_NAME_REQUIRED })
        .max(MODEL_NAME_MAX_LENGTH, { error: MODEL_NAME_REQUIRED })
        .refine((name) => known.has(name), { error: `must be one of ${modelNames.join(', ')}` }),
      stance: z
        .number({ error: STANCE_RULE })
        .min(STANCE_MIN, { error: STANCE_RULE })
        .max(STANCE_MAX, { error: STANCE_RULE })
        .refine(isTenth, { error: STANCE_RULE })
        // Sent on rounded, so the database sees 0.3 and not 0.30000000000000004.
        .transform((stance) => Math.round(stance * 10) / 10 || 0),
      rhetoricStyle: z.enum(RHETORIC_STYLES, {
        error: `must be one of ${RHETORIC_STYLES.join(', ')}`,
      }),
      systemPrompt: z
        .string({ error: `personality hints are text of at most ${PERSONALITY_MAX_LENGTH} characters` })
        .max(PERSONALITY_MAX_LENGTH, {
          error: `personality hints are text of at most ${PERSONALITY_MAX_LENGTH} characters`,
        })
        .nullish()
        .transform((prompt) => prompt ?? ''),
      showGuidance: z.boolean({ error: 'must be true or false' }).optional().default(false),
      maxTokens: z
        .number({ error: `must be a whole number from 1 to ${MAX_TOKENS}` })
        .int({ error: `must be a whole number from 1 to ${MAX_TOKENS}` })
        .min(1, { error: `must be a whole number from 1 to ${MAX_TOKENS}` })
        .max(MAX_TOKENS, { error: `must be a whole number from 1 to ${MAX_TOKENS}` })
        .optional()
        .default(MAX_TOKENS),
    },
    { error: 'speaker settings are required' },
  );
}

function debateSettingsSchema(modelNames: readonly string[]) {
  const speaker = speakerSchema(modelNames);
  return z.object(
    {
      topic: z
        .string({ error: 'a topic is required' })
        .trim()
        .min(1, { error: 'a topic is required' })
        // Characters as the database counts them (code points), not UTF-16 units.
        .refine((topic) => Array.from(topic).length >= TOPIC_MIN_LENGTH, { error: `at least ${TOPIC_MIN_LENGTH} characters` })
        .max(TOPIC_MAX_LENGTH, { error: `at most ${TOPIC_MAX_LENGTH} characters` }),
      rounds: z
        .literal(ROUNDS, { error: `a debate has exactly ${ROUNDS} rounds` })
        .optional()
        .default(ROUNDS),
      debateStyle: z.enum(DEBATE_STYLES, { error: `must be one of ${DEBATE_STYLES.join(', ')}` }),
      moderatorEnabled: z.boolean({ error: 'must be true or false' }).optional().default(false),
      model1: speaker,
      model2: speaker,
    },
    { error: 'debate settings are required' },
  );
}

export type DebateSettings = z.output<ReturnType<typeof debateSettingsSchema>>;
export type SpeakerSettings = DebateSettings['model1'];

export type SettingsResult = { ok: true; settings: DebateSettings } | { ok: false; field: string; message: string };

/** Validates untrusted input; on failure names the first bad field as the database would. */
export function parseDebateSettings(input: unknown, modelNames: readonly string[]): SettingsResult {
  const result = debateSettingsSchema(modelNames).safeParse(input);
  if (result.success) return { ok: true, settings: result.data };
  const issue = result.error.issues[0];
  const field = issue && issue.path.length ? issue.path.map(String).join('.') : 'settings';
  return { ok: false, field, message: issue?.message ?? 'invalid debate settings' };
}

/** Where a continuation goes on from: after a speaker's turn, or after a whole question exchange. */
const afterSchema = z.union(
  [
    z.object({ roundIndex: z.number().int().min(0).max(2), speakerIndex: z.number().int().min(0).max(1) }).strict(),
    z.object({ questionIndex: z.number().int().min(0).max(9) }).strict(),
  ],
  { error: 'a turn of the debate is required: {roundIndex, speakerIndex} or {questionIndex}' },
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const debateIdSchema = z.string({ error: 'a debate id is required' }).regex(UUID, { error: 'a debate id is required' });

function continuationSchema(modelNames: readonly string[]) {
  const speaker = speakerSchema(modelNames);
  return z.object(
    {
      debateId: debateIdSchema,
      after: afterSchema,
      model1: speaker,
      model2: speaker,
      question: z
        .string({ error: `a question is text of at most ${QUESTION_MAX_LENGTH} characters` })
        .trim()
        .max(QUESTION_MAX_LENGTH, { error: `a question has 1 to ${QUESTION_MAX_LENGTH} characters` })
        .nullish()
        .transform((question) => (question ? question : null)),
      readersQuestion: z.boolean({ error: 'must be true or false' }).optional().default(false),
    },
    { error: 'a continuation is required' },
  );
}

/** A continuation as the SPA asks for it: the debate, after which turn, the speakers, and a question (or the readers'). */
export type ContinuationRequest = z.output<ReturnType<typeof continuationSchema>>;
export type ContinuationResult = { ok: true; request: ContinuationRequest } | { ok: false; field: string; message: string };

function firstIssue(error: z.ZodError, fallback: string): { field: string; message: string } {
  const issue = error.issues[0];
  const field = issue && issue.path.length ? issue.path.map(String).join('.') : fallback;
  return { field, message: issue?.message ?? `invalid ${fallback}` };
}

/** Validates a continuation request (the speakers as a new debate's, with this deployment's models). */
export function parseContinuationRequest(input: unknown, modelNames: readonly string[]): ContinuationResult {
  const result = continuationSchema(modelNames).safeParse(input);
  return result.success ? { ok: true, request: result.data } : { ok: false, ...firstIssue(result.error, 'continuation') };
}

/** Validates a rematch request: just the debate. */
export function parseRematchRequest(input: unknown): { ok: true; debateId: string } | { ok: false; field: string; message: string } {
  const result = z.object({ debateId: debateIdSchema }, { error: 'a rematch is required' }).safeParse(input);
  return result.success ? { ok: true, debateId: result.data.debateId } : { ok: false, ...firstIssue(result.error, 'rematch') };
}
