import type { PublicProfile } from '@contract/profile.ts';
import { db } from '@/lib/db.ts';
import type { PublicDebate } from '../types/index.ts';

/** A person's public profile by handle (any case), or null when no one has it. */
export async function getPublicProfile(handle: string): Promise<PublicProfile | null> {
  const { data, error } = await db.rpc('public_profile', { p_handle: handle });
  if (error) throw error;
  return (data as PublicProfile | null) ?? null;
}

export interface ProfileDebatesCursor {
  sharedAt: string;
  id: string;
}

/** A page of the person's shared debates, newest first, as the ranking's cards. */
export async function listProfileDebates(handle: string, limit: number, after?: ProfileDebatesCursor): Promise<PublicDebate[]> {
  const { data, error } = await db.rpc('list_profile_debates', {
    p_handle: handle,
    p_limit: limit,
    ...(after ? { p_after_shared_at: after.sharedAt, p_after_id: after.id } : {}),
  });
  if (error) throw error;
  return data ?? [];
}

/** The handle behind a shown name, for the link to its profile. */
export async function handleOf(userId: string): Promise<string | null> {
  const { data, error } = await db.rpc('handle_of', { p_user_id: userId });
  if (error) throw error;
  return data ?? null;
}
