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

/** Wins, losses and splits (too close to call, or a tie of the judges) of a person's counted debates. */
export interface SpeakerTally {
  wins: number;
  losses: number;
  splits: number;
}

export type SpeakerResult = 'win' | 'loss' | 'split' | null;

export interface SpokenDebate {
  id: string;
  topic: string;
  sharedAt: string;
  speakerIndex: 0 | 1;
  /** False against the offline demo: listed with its verdicts, kept out of the record. */
  counted: boolean;
  opponent: { kind: 'person'; name: string; handle: string | null } | { kind: 'model' | 'demo'; name: string };
  readers: SpeakerResult;
  judges: SpeakerResult;
}

/** A person's debates spoken and record (get_speaker_record): shown to everybody when they are on the ladder, to themselves always. */
export interface SpeakerRecord {
  onLadder: boolean;
  spoken: number;
  readers: SpeakerTally;
  judges: SpeakerTally;
  debates: SpokenDebate[];
}

/** Null when the person is not on the ladder and the reader is not them. */
export async function getSpeakerRecord(handle: string): Promise<SpeakerRecord | null> {
  const { data, error } = await db.rpc('get_speaker_record', { p_handle: handle });
  if (error) throw error;
  return (data as unknown as SpeakerRecord | null) ?? null;
}
