/**
 * The AI provider's settings both functions read (the debaters and the
 * judges), from environment variables through a getter (Deno.env.get in a
 * function, a plain object in tests). Every variable is documented in
 * supabase/functions/.env.example.
 */
import { JudgeModelsError, parseJudgeModels } from '../judging/panel-config.ts';
import { KeysError, readSupabaseEnv } from '../keys.ts';
import type { SupabaseEnv } from '../supabase.ts';
import type { ProviderConfig } from './client.ts';
import { parseModelMap, type ModelMap } from './model-map.ts';

export interface AiConfig {
  /** null: no provider configured, the offline demo writes the debates and judges them. */
  provider: ProviderConfig | null;
  models: ModelMap;
  /** `AI_JUDGE_MODELS`; null: each debate is judged by its two debaters' models. */
  judgeModels: string[] | null;
}

export type EnvGetter = (name: string) => string | undefined;

export class ConfigError extends Error {}

// The spec's AI client defaults, which are also the openai SDK's.
const PROVIDER_TIMEOUT_MS = 600_000;
const PROVIDER_MAX_RETRIES = 2;

// Ollama, llama.cpp, vLLM and LM Studio need no key, but the SDK insists on one.
const KEYLESS_PLACEHOLDER = 'no-key-needed';

export function nonNegativeInteger(env: EnvGetter, name: string, fallback: number): number {
  const raw = env(name)?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return value;
}

export function supabaseEnv(env: EnvGetter): SupabaseEnv {
  try {
    return readSupabaseEnv(env);
  } catch (error) {
    if (error instanceof KeysError) throw new ConfigError(error.message);
    throw error;
  }
}

function providerConfig(env: EnvGetter): ProviderConfig | null {
  const apiKey = env('AI_API_KEY')?.trim() || '';
  const baseURL = env('AI_BASE_URL')?.trim() || '';
  if (baseURL && !/^https?:\/\//i.test(baseURL)) throw new ConfigError(`AI_BASE_URL must be an http(s) URL, got "${baseURL}"`);
  if (!apiKey && !baseURL) return null;
  return {
    apiKey: apiKey || KEYLESS_PLACEHOLDER,
    baseURL: baseURL || undefined,
    timeoutMs: nonNegativeInteger(env, 'AI_TIMEOUT_MS', PROVIDER_TIMEOUT_MS),
    maxRetries: nonNegativeInteger(env, 'AI_MAX_RETRIES', PROVIDER_MAX_RETRIES),
  };
}

export function loadAiConfig(env: EnvGetter): AiConfig {
  const provider = providerConfig(env);
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
  return { provider, models, judgeModels };
}
