import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkApiKey, forwardedAuthorization, roleTokens } from './credentials.ts';

const keys = { publishableKey: 'sb_publishable_x', secretKey: 'sb_secret_x', anonKey: 'eyJ.anon', serviceRoleKey: 'eyJ.service' };
const roles = roleTokens(keys);
const request = (userAgent?: string) => ({ headers: userAgent ? { 'user-agent': userAgent } : {} }) as IncomingMessage;

describe('forwardedAuthorization (the Supabase CLI Kong rule)', () => {
  it("turns an opaque key into its role's JWT, whether sent as apikey alone or also as bearer", () => {
    expect(forwardedAuthorization(undefined, 'sb_publishable_x', roles)).toBe('Bearer eyJ.anon');
    expect(forwardedAuthorization('Bearer sb_publishable_x', 'sb_publishable_x', roles)).toBe('Bearer eyJ.anon');
    expect(forwardedAuthorization('Bearer sb_secret_x', 'sb_secret_x', roles)).toBe('Bearer eyJ.service');
  });

  it("passes a caller's own JWT through and keeps legacy keys as they are", () => {
    expect(forwardedAuthorization('Bearer eyJ.user', 'sb_publishable_x', roles)).toBe('Bearer eyJ.user');
    expect(forwardedAuthorization(undefined, 'eyJ.anon', roles)).toBe('Bearer eyJ.anon');
  });
});

describe('checkApiKey', () => {
  it("accepts the project's four keys and refuses others", () => {
    for (const key of Object.values(keys)) expect(checkApiKey(key, roles, request('node'), keys.secretKey)).toBeUndefined();
    expect(checkApiKey('sb_publishable_other', roles, request(), keys.secretKey)).toMatchObject({
      status: 401,
      body: { message: 'Invalid API key' },
    });
    expect(checkApiKey(undefined, roles, request(), keys.secretKey)).toMatchObject({ status: 401 });
  });

  it('refuses the secret key from a browser, and only the secret key', () => {
    const browser = request('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0');
    expect(checkApiKey('sb_secret_x', roles, browser, keys.secretKey)).toMatchObject({
      status: 401,
      body: { message: 'Forbidden use of secret API key in browser' },
    });
    expect(checkApiKey('sb_publishable_x', roles, browser, keys.secretKey)).toBeUndefined();
    expect(checkApiKey('sb_secret_x', roles, request('Deno/2.1'), keys.secretKey)).toBeUndefined();
  });
});
