// Accounts for tests that need people rather than the sign-up flow itself.
// With email confirmation on (as on hosted Supabase), /signup gives no
// session until the address is confirmed; these accounts are created
// confirmed through the admin API (as an operator or a seed would) and then
// signed in with their password, as the SPA signs people in.
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { supabaseClient } from './supabase-client.ts';

export interface ConfirmedAccount {
  user: User;
  session: Session;
}

export async function createConfirmedAccount(
  stack: { apiUrl: string; anonKey: string; serviceRoleKey: string },
  email: string,
  password: string,
  options: { userMetadata?: Record<string, unknown>; signInOn?: SupabaseClient } = {},
): Promise<ConfirmedAccount> {
  const { userMetadata, signInOn } = options;
  const admin = supabaseClient(stack.apiUrl, stack.serviceRoleKey);
  const created = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...(userMetadata ? { user_metadata: userMetadata } : {}),
  });
  if (created.error) throw created.error;
  const client = signInOn ?? supabaseClient(stack.apiUrl, stack.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error(`signing in ${email} returned no session`);
  return { user: data.user, session: data.session };
}
