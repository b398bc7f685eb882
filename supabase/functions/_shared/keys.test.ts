import { describe, expect, it } from 'vitest';
import { KeysError, readSupabaseEnv } from './keys.ts';

const from = (vars: Record<string, string>) => (name: string) => vars[name];
const URL = { SUPABASE_URL: 'https://project.supabase.co' };

describe('readSupabaseEnv', () => {
  it('takes the default publishable and secret keys of a project created today (no legacy keys)', () => {
    const env = readSupabaseEnv(
      from({
        ...URL,
        SUPABASE_PUBLISHABLE_KEYS: '{"web":"sb_publishable_web","default":"sb_publishable_main"}',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_main"}',
      }),
    );
    expect(env).toMatchObject({ publishableKey: 'sb_publishable_main', secretKey: 'sb_secret_main' });
    expect(env.apiKeys).toEqual(['sb_publishable_main', 'sb_publishable_web', 'sb_secret_main']);
    expect(env.jwks).toBeUndefined();
  });

  it('falls back to the legacy JWT keys alone, and accepts both kinds when both are set', () => {
    expect(readSupabaseEnv(from({ ...URL, SUPABASE_ANON_KEY: 'eyJ.anon', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service' }))).toMatchObject({
      publishableKey: 'eyJ.anon',
      secretKey: 'eyJ.service',
    });
    const both = readSupabaseEnv(
      from({
        ...URL,
        SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}',
        SUPABASE_ANON_KEY: 'eyJ.anon',
        SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service',
        SUPABASE_JWKS: '{"keys":[{"kty":"EC","kid":"k1","crv":"P-256","x":"x","y":"y"}]}',
      }),
    );
    expect(both.publishableKey).toBe('sb_publishable_x');
    expect(both.apiKeys).toEqual(['sb_publishable_x', 'eyJ.anon', 'sb_secret_x', 'eyJ.service']);
    expect(both.jwks?.keys).toHaveLength(1);
  });

  it('names what is missing or malformed', () => {
    expect(() => readSupabaseEnv(from({ ...URL, SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}' }))).toThrow(/SUPABASE_PUBLISHABLE_KEYS/);
    expect(() => readSupabaseEnv(from({ ...URL, SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}' }))).toThrow(
      /SUPABASE_SECRET_KEYS/,
    );
    expect(() => readSupabaseEnv(from({ ...URL, SUPABASE_PUBLISHABLE_KEYS: 'sb_publishable_x' }))).toThrow(KeysError);
    expect(() => readSupabaseEnv(from({ ...URL, SUPABASE_ANON_KEY: 'a', SUPABASE_SERVICE_ROLE_KEY: 's', SUPABASE_JWKS: '[]' }))).toThrow(
      /SUPABASE_JWKS/,
    );
    expect(() => readSupabaseEnv(from({ SUPABASE_ANON_KEY: 'a', SUPABASE_SERVICE_ROLE_KEY: 's' }))).toThrow(/SUPABASE_URL/);
  });
});
