/**
 * The `openai` SDK's client for an OpenAI-compatible chat-completions
 * provider, as the debaters and the judges use it.
 */
import OpenAI from 'openai';

export interface ProviderConfig {
  apiKey: string;
  /** undefined: the openai SDK's default, https://api.openai.com/v1 */
  baseURL: string | undefined;
  timeoutMs: number;
  maxRetries: number;
}

export function createOpenAIClient(config: ProviderConfig, fetchImpl?: typeof fetch): OpenAI {
  return new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

export type Logger = (message: string, details?: Record<string, unknown>) => void;
