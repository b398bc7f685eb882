import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const supabase = {
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
};
const from = (vars: Record<string, string>) => (name: string) => vars[name];

describe('loadConfig', () => {
  it('uses the offline demo debater when neither a key nor a base URL is set', () => {
    const config = loadConfig(from(supabase));
    expect(config.provider).toBeNull();
    expect(config.turnPauseMs).toBe(1000);
    expect(config.demoTokenDelayMs).toBeGreaterThan(0);
    expect(config.models.names).toEqual(['gpt-4', 'gpt-3.5-turbo']);
  });

  it('configures OpenAI itself from a key alone, with the spec client defaults', () => {
    const config = loadConfig(from({ ...supabase, AI_API_KEY: 'sk-test' }));
    expect(config.provider).toEqual({ apiKey: 'sk-test', baseURL: undefined, timeoutMs: 600_000, maxRetries: 2 });
  });

  it('configures a keyless local server from a base URL alone', () => {
    const config = loadConfig(from({ ...supabase, AI_BASE_URL: 'http://127.0.0.1:11434/v1' }));
    expect(config.provider?.baseURL).toBe('http://127.0.0.1:11434/v1');
    expect(config.provider?.apiKey).toBeTruthy();
  });

  it('reads the pause, the demo speed and the model map', () => {
    const config = loadConfig(from({ ...supabase, DEBATE_TURN_PAUSE_MS: '0', DEMO_TOKEN_DELAY_MS: '5', AI_MODEL_MAP: 'gpt-4=llama3' }));
    expect(config.turnPauseMs).toBe(0);
    expect(config.demoTokenDelayMs).toBe(5);
    expect(config.models.resolve('gpt-4')).toBe('llama3');
  });

  it('refuses malformed values and missing Supabase variables', () => {
    expect(() => loadConfig(from({ ...supabase, DEBATE_TURN_PAUSE_MS: '-1' }))).toThrow(ConfigError);
    expect(() => loadConfig(from({ ...supabase, AI_BASE_URL: 'localhost:11434' }))).toThrow(/http/);
    expect(() => loadConfig(from({ ...supabase, AI_MODEL_MAP: 'gpt-4=' }))).toThrow(ConfigError);
    expect(() => loadConfig(from({ SUPABASE_URL: 'http://x' }))).toThrow(/SUPABASE_PUBLISHABLE_KEYS/);
  });
});
