import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authStorageKey, createDb, storedAccessToken } from './db.ts';
import type { Database } from './database.types.ts';

const API = 'http://127.0.0.1:54321';
const ANON = 'anon-key';
const USER_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records what it is asked and answers an empty list. */
function recorder() {
  const sent: Sent[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body ?? null,
    });
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { sent, fetchImpl: fetchImpl as typeof fetch };
}

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

function storedSession(accessToken: string, expiresAt: number): string {
  return JSON.stringify({
    access_token: accessToken,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: USER_ID, aud: 'authenticated', role: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '2026-01-01' },
  });
}

/** The same calls through supabase-js and through db, with the same storage. */
async function bothSend(storage: ReturnType<typeof memoryStorage>, call: (client: ReturnType<typeof createDb>) => PromiseLike<unknown>) {
  const viaSupabase = recorder();
  const client = createClient<Database>(API, ANON, {
    auth: { storage, autoRefreshToken: false, detectSessionInUrl: false, persistSession: true },
    global: { fetch: viaSupabase.fetchImpl },
  });
  // supabase-js's `rest` is what its rpc/from use; typed like db.
  await call(client as unknown as ReturnType<typeof createDb>);
  const viaDb = recorder();
  const db = createDb({
    url: API,
    anonKey: ANON,
    accessToken: async () => storedAccessToken(storage, authStorageKey(API)) ?? null,
    fetch: viaDb.fetchImpl,
  });
  await call(db);
  // Only the PostgREST request (supabase-js may also talk to auth).
  const rest = (sent: Sent[]) => sent.filter((s) => s.url.includes('/rest/v1/'));
  return { supabaseJs: rest(viaSupabase.sent), db: rest(viaDb.sent) };
}

describe('db (PostgREST without the full client)', () => {
  it("sends a visitor's rpc exactly as supabase-js does, with the anon key", async () => {
    const { supabaseJs, db } = await bothSend(memoryStorage(), (c) =>
      c.rpc('list_public_debates', { p_limit: 20, p_sort: 'top' } as never),
    );
    expect(supabaseJs).toHaveLength(1);
    expect(db).toEqual(supabaseJs);
    expect(db[0]!.headers.authorization).toBe(`Bearer ${ANON}`);
  });

  it("sends a signed-in user's read with the stored access token, as supabase-js does", async () => {
    const storage = memoryStorage({ [authStorageKey(API)]: storedSession('user-token', inAnHour()) });
    const { supabaseJs, db } = await bothSend(storage, (c) => c.from('profiles').select('*').eq('id', USER_ID).maybeSingle());
    expect(supabaseJs).toHaveLength(1);
    expect(db).toEqual(supabaseJs);
    expect(db[0]!.headers.authorization).toBe('Bearer user-token');
  });
});

describe('storedAccessToken', () => {
  const key = authStorageKey(API);

  it("uses auth-js's default storage key for the API's host", () => {
    expect(key).toBe('sb-127-auth-token');
    expect(authStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
  });

  it('gives a fresh token, null without a session, and nothing for a due or unreadable one', () => {
    const now = Date.now();
    expect(storedAccessToken(memoryStorage({ [key]: storedSession('t', Math.floor(now / 1000) + 3600) }), key, now)).toBe('t');
    expect(storedAccessToken(memoryStorage(), key, now)).toBeNull();
    // Due within auth-js's 90 s margin: only auth-js may refresh it.
    expect(storedAccessToken(memoryStorage({ [key]: storedSession('t', Math.floor(now / 1000) + 60) }), key, now)).toBeUndefined();
    expect(storedAccessToken(memoryStorage({ [key]: '{not json' }), key, now)).toBeUndefined();
    expect(storedAccessToken(memoryStorage({ [key]: '{"user":{}}' }), key, now)).toBeUndefined();
  });
});
