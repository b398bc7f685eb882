import { PostgrestClient } from '@supabase/postgrest-js';
import { version } from '@supabase/supabase-js/package.json';
import { apiConfig } from './apiConfig.ts';
import { loadedSupabase, loadSupabase, type AgoraClient } from './client.ts';
import type { Database } from './database.types.ts';
import { isRecord } from './guards.ts';
import { yieldToBrowser } from './nextTask.ts';

// PostgREST calls (rpc, from) without the full supabase-js client: the same
// requests supabase-js's own PostgrestClient sends (URL, headers, the
// session's access token or else the anon key), so the first screen's data
// needs neither auth-js nor realtime-js (~35 KB gzip) loaded.

// supabase-js's global header (DEFAULT_HEADERS) in a browser.
const CLIENT_INFO = `supabase-js/${version}; platform=browser`;
// auth-js treats a session as expired this long before expires_at (EXPIRY_MARGIN_MS) and refreshes it.
const EXPIRY_MARGIN_MS = 90_000;

/** auth-js's default storage key for this API (SupabaseClient's defaultStorageKey). */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/**
 * The access token auth-js persisted, when it is still fresh; `undefined`
 * when there is one but it is due (only auth-js can refresh it), `null` when
 * no one is signed in.
 */
export function storedAccessToken(storage: Pick<Storage, 'getItem'>, key: string, now = Date.now()): string | null | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return null;
  let session: unknown;
  try {
    session = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(session) || typeof session.access_token !== 'string') return undefined;
  if (typeof session.expires_at === 'number' && session.expires_at * 1000 - now < EXPIRY_MARGIN_MS) return undefined;
  return session.access_token;
}

interface DbOptions {
  url: string;
  anonKey: string;
  /** The signed-in user's access token, or null for a visitor (then the anon key is sent). */
  accessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

/** A typed PostgREST client sending what supabase-js's `rest` sends. */
export function createDb({ url, anonKey, accessToken, fetch: customFetch }: DbOptions) {
  const send = customFetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const token = (await accessToken()) ?? anonKey;
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    // Starting a request costs the browser a few milliseconds of main thread:
    // each in a task of its own, so a screen's reads started together (its
    // effects, right after hydrating) do not add up to one long task.
    await yieldToBrowser();
    return send(input, { ...init, headers });
  };
  return new PostgrestClient<Database>(new URL('rest/v1', `${url}/`).href, {
    headers: { 'X-Client-Info': CLIENT_INFO },
    schema: 'public',
    fetch: fetchWithAuth,
  });
}

async function sessionToken(client: AgoraClient): Promise<string | null> {
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * The signed-in user's access token, or null for a visitor.
 * Once the full client has loaded it owns the session (refreshes, sign-in,
 * sign-out); before that a fresh token is read from its storage, and a due
 * one waits for the client to refresh it.
 */
export async function currentAccessToken(): Promise<string | null> {
  const client = loadedSupabase();
  if (client) return sessionToken(client);
  const stored = typeof localStorage === 'undefined' ? null : storedAccessToken(localStorage, authStorageKey(apiConfig.url));
  if (stored !== undefined) return stored;
  return sessionToken(await loadSupabase());
}

/** The SPA's PostgREST client: `db.rpc(...)`, `db.from(...)`. */
export const db = createDb({ url: apiConfig.url, anonKey: apiConfig.publishableKey, accessToken: currentAccessToken });
