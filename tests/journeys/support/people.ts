// The other people of a journey, made through the API (not the journey under
// test): an author with a shared debate, a signed-in client for a person.
import type { SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { createConfirmedAccount } from '../../support/accounts.ts';
import { uniqueEmail } from '../../support/browser.ts';
import { saveNewDebate, type SavedDebate } from '../../support/own-debate.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

export interface Person {
  email: string;
  id: string;
  db: SupabaseClient;
  accessToken: string;
}

const stack = () => ({ apiUrl: inject('apiUrl'), anonKey: inject('anonKey'), serviceRoleKey: inject('serviceRoleKey') });

/** A confirmed person signed in on a client of their own (password `password123`). */
export async function person(label: string, displayName?: string): Promise<Person> {
  const db = supabaseClient(inject('apiUrl'), inject('anonKey'));
  const email = uniqueEmail(label);
  const { user, session } = await createConfirmedAccount(stack(), email, 'password123', {
    signInOn: db,
    ...(displayName ? { userMetadata: { display_name: displayName } } : {}),
  });
  return { email, id: user.id, db, accessToken: session.access_token };
}

/** A debate someone else generated (offline demo), saved and shared with the community. */
export async function sharedDebateBy(label: string): Promise<SavedDebate & { author: Person }> {
  const author = await person(label);
  const topic = `Should journeys be walked whole? ${crypto.randomUUID().slice(0, 8)}`;
  return { ...(await saveNewDebate(author.db, author.accessToken, { topic, share: true })), author };
}

/** The service role's client: an operator's hand (the admin API), never a person's. */
export function operator(): SupabaseClient {
  return supabaseClient(inject('apiUrl'), inject('serviceRoleKey'));
}
