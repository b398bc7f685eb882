// Helpers for driving the generate-debate and judge-debate edge functions through the local
// stack: new signed-up users, the function's SSE answer read and validated as
// the SPA reads it, and a second functions runtime pointed at a fake provider.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import { readSseFrames } from '../../../supabase/functions/_shared/sse.ts';
import { debateEventSchema, type DebateEvent } from '../../../supabase/functions/_shared/contract/sse-events.ts';
import { createConfirmedAccount } from '../../support/accounts.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

export { startProviderRuntime } from '../../support/provider-runtime.ts';

export const NO_FREE_DEBATES_MESSAGE =
  'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account';

function client(accessToken?: string): SupabaseClient {
  return supabaseClient(inject('apiUrl'), inject('anonKey'), accessToken);
}

export interface TestUser {
  id: string;
  email: string;
  accessToken: string;
  /** supabase-js acting as this user (RLS applies). */
  db: SupabaseClient;
}

/** A brand-new person with a confirmed address, signed in with their password as the SPA does it. */
export async function signUpNewUser(label = 'debater'): Promise<TestUser> {
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const stack = { apiUrl: inject('apiUrl'), anonKey: inject('anonKey'), serviceRoleKey: inject('serviceRoleKey') };
  const { user, session } = await createConfirmedAccount(stack, email, 'password123');
  return { id: user.id, email, accessToken: session.access_token, db: client(session.access_token) };
}

export function validSettings(overrides: Record<string, unknown> = {}) {
  return {
    topic: 'Should cities ban cars from downtown areas?',
    debateStyle: 'structured',
    moderatorEnabled: false,
    model1: {
      name: 'gpt-4',
      stance: 0.6,
      rhetoricStyle: 'formal',
      systemPrompt: 'A retired urban planner',
      maxTokens: 1000,
      showGuidance: false,
    },
    model2: { name: 'gpt-3.5-turbo', stance: -0.6, rhetoricStyle: 'casual', systemPrompt: '', maxTokens: 1000, showGuidance: false },
    ...overrides,
  };
}

export function postDebate(url: string, body: unknown, accessToken: string | null, signal?: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      apikey: inject('anonKey'),
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  });
}

/** Every event of the stream, validated with the schema the SPA uses. */
export async function readEvents(response: Response, onEvent?: (event: DebateEvent) => boolean | void): Promise<DebateEvent[]> {
  const events: DebateEvent[] = [];
  for await (const frame of readSseFrames(response.body!)) {
    const event = debateEventSchema.parse(JSON.parse(frame.data));
    if (event.type !== frame.event) throw new Error(`frame named ${frame.event} carries a ${event.type}`);
    events.push(event);
    // Returning true stops reading (the caller then aborts the request).
    if (onEvent?.(event) === true) break;
  }
  return events;
}

export function deltasOf(events: DebateEvent[], sequence: number): string {
  return events.flatMap((e) => (e.type === 'delta' && e.sequence === sequence ? [e.text] : [])).join('');
}

/** A superuser connection for checking what landed in the database. */
export async function database(): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
  return db;
}

export async function usageOf(db: pg.Client, userId: string) {
  const { rows } = await db.query<{ free_debates_remaining: number; total_debates: number }>(
    'select free_debates_remaining, total_debates from public.debate_usage where user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function generationsOf(db: pg.Client, userId: string) {
  const { rows } = await db.query<{
    id: string;
    status: string;
    generator: string | null;
    turns: Array<{ roundIndex: number; speakerIndex: number; text: string; summary: string }> | null;
    moderator_opening: string | null;
    moderator_closing: string | null;
  }>(
    'select id, status, generator, turns, moderator_opening, moderator_closing from public.debate_generations where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}
