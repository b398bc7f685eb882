/**
 * The function's configuration: the AI provider's settings
 * (../_shared/ai/config.ts) and the pacing of a debate, read from environment
 * variables through a getter (Deno.env.get in the function, a plain object in
 * tests). Every variable is documented in supabase/functions/.env.example.
 */
import { loadAiConfig, nonNegativeInteger, supabaseEnv, type AiConfig, type EnvGetter } from '../_shared/ai/config.ts';
import type { SupabaseEnv } from '../_shared/supabase.ts';

export { ConfigError } from '../_shared/ai/config.ts';

export interface FunctionConfig extends AiConfig {
  turnPauseMs: number;
  demoTokenDelayMs: number;
  supabase: SupabaseEnv;
}

const DEFAULT_TURN_PAUSE_MS = 1000;
const DEFAULT_DEMO_TOKEN_DELAY_MS = 25;

export function loadConfig(env: EnvGetter): FunctionConfig {
  return {
    ...loadAiConfig(env),
    turnPauseMs: nonNegativeInteger(env, 'DEBATE_TURN_PAUSE_MS', DEFAULT_TURN_PAUSE_MS),
    demoTokenDelayMs: nonNegativeInteger(env, 'DEMO_TOKEN_DELAY_MS', DEFAULT_DEMO_TOKEN_DELAY_MS),
    supabase: supabaseEnv(env),
  };
}
