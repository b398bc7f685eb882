/**
 * The function's configuration, read from environment variables through a
 * getter (Deno.env.get in the function, a plain object in tests). Every
 * variable is documented in supabase/functions/.env.example.
 */
import { KeysError, readSupabaseEnv } from '../_shared/keys.ts';
import type { SupabaseEnv } from '../_shared/supabase.ts';
import { JudgeModelsError, parseJudgeModels } from './judging/panel-config.ts';
import { parseModelMap, type ModelMap } from './model-map.ts';

export interface ProviderConfig {
  apiKey: string;
  /** undefined: the openai SDK's default, https://api.openai.com/v1 */
  baseURL: string | undefined;
  timeoutMs: number;
  maxRetries: number;
}

export interface FunctionConfig {
  /** null: no provider configured, the offline demo debater writes the debates. */
  provider: ProviderConfig | null;
  models: ModelMap;
  /** `AI_JUDGE_MODELS`; null: each debate is judged by its two debaters' models. */
  judgeModels: string[] | null;
  turnPauseMs: number;
  demoTokenDelayMs: number;
  supabase: SupabaseEnv;
}

export type EnvGetter = (name: string) => string | undefined;

export class ConfigError extends Error {}

// The spec's AI client defaults, which are also the openai SDK's.
const PROVIDER_TIMEOUT_MS = 600_000;
const PROVIDER_MAX_RETRIES = 2;
const DEFAULT_TURN_PAUSE_MS = 1000;
const DEFAULT_DEMO_TOKEN_DELAY_MS = 25;

// Ollama, llama.cpp, vLLM and LM Studio need no key, but the SDK insists on one.
const KEYLESS_PLACEHOLDER = 'no-key-needed';

function nonNegativeInteger(env: EnvGetter, name: string, fallback: number): number {
  const raw = env(name)?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return value;
}

function supabaseEnv(env: EnvGetter): SupabaseEnv {
  try {
    return readSupabaseEnv(env);
  } catch (error) {
    if (error instanceof KeysError) throw new ConfigError(error.message);
    throw error;
  }
}

export function loadConfig(env: EnvGetter): FunctionConfig {
  const apiKey = env('AI_API_KEY')?.trim() || '';
  const baseURL = env('AI_BASE_URL')?.trim() || '';
  if (baseURL && !/^https?:\/\//i.test(baseURL)) throw new ConfigError(`AI_BASE_URL must be an http(s) URL, got "${baseURL}"`);
  const provider: ProviderConfig | null =
    apiKey || baseURL
      ? {
          apiKey: apiKey || KEYLESS_PLACEHOLDER,
          baseURL: baseURL || undefined,
          timeoutMs: nonNegativeInteger(env, 'AI_TIMEOUT_MS', PROVIDER_TIMEOUT_MS),
          maxRetries: nonNegativeInteger(env, 'AI_MAX_RETRIES', PROVIDER_MAX_RETRIES),
        }
      : null;
  let models: ModelMap;
  try {
    models = parseModelMap(env('AI_MODEL_MAP'));
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  let judgeModels: string[] | null;
  try {
    judgeModels = parseJudgeModels(env('AI_JUDGE_MODELS'));
  } catch (error) {
    throw new ConfigError(error instanceof JudgeModelsError ? error.message : String(error));
  }
  return {
    provider,
    models,
    judgeModels,
    turnPauseMs: nonNegativeInteger(env, 'DEBATE_TURN_PAUSE_MS', DEFAULT_TURN_PAUSE_MS),
    demoTokenDelayMs: nonNegativeInteger(env, 'DEMO_TOKEN_DELAY_MS', DEFAULT_DEMO_TOKEN_DELAY_MS),
    supabase: supabaseEnv(env),
  };
}
