/**
 * The debate settings both sides of the generate-debate wire agree on: the
 * enumerations, the limits and the models always offered. The SPA builds its
 * form from these, the edge function validates requests with them, and the
 * database checks the same rules in `private.validate_debate_settings`
 * (supabase/tests/00-shared.contract.test.sql pins the database to these values).
 * Plain TypeScript: Deno and the SPA (as `@contract/settings.ts`) import it.
 */
export const DEBATE_STYLES = ['structured', 'oxford', 'crossfire', 'parliamentary', 'comment_section'] as const;
export type DebateStyle = (typeof DEBATE_STYLES)[number];

export const RHETORIC_STYLES = ['standard', 'formal', 'casual', 'emotional', 'factual', 'adversarial'] as const;
export type RhetoricStyle = (typeof RHETORIC_STYLES)[number];

/** The spec's models: always accepted, whatever the deployment's model map adds. */
export const DEFAULT_MODEL_NAMES = ['gpt-4', 'gpt-3.5-turbo'] as const;

/** A debate has exactly this many rounds. */
export const ROUNDS = 3;
export const MAX_TOKENS = 1000;
/** A topic of fewer characters (after trimming) says too little to debate. */
export const TOPIC_MIN_LENGTH = 10;
export const TOPIC_MAX_LENGTH = 500;
export const PERSONALITY_MAX_LENGTH = 2000;
export const MODEL_NAME_MAX_LENGTH = 100;
/** A question put to both speakers in a continuation (the database's debate_questions check and AG394). */
export const QUESTION_MAX_LENGTH = 1000;
