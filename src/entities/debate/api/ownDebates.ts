import type { Category } from '@contract/categories.ts';
import { db } from '@/lib/db.ts';
import type { DebateRecord } from '@/entities/debate/types/index.ts';

// The owner's changes to a debate, shared by the history and the viewer.

// The owner's writes return the debate with its tallies (they live in debate_tallies).
export type DebateRow = DebateRecord;

/** Deletes one of the caller's debates (its turns, votes, stars and responses go with it). */
export async function deleteDebate(debateId: string): Promise<void> {
  const { error } = await db.rpc('delete_debate', { p_debate_id: debateId });
  if (error) throw error;
}

/** Makes a shared debate private again; its tallies are kept for a later share. */
export async function unshareDebate(debateId: string): Promise<DebateRow> {
  const { data, error } = await db.rpc('unshare_debate', { p_debate_id: debateId });
  if (error) throw error;
  return data;
}

/** Replaces the debate's categories (1–3 known ones, as at save). */
export async function setDebateCategories(debateId: string, categories: readonly Category[]): Promise<DebateRow> {
  const { data, error } = await db.rpc('set_debate_categories', {
    p_debate_id: debateId,
    p_categories: [...categories],
  });
  if (error) throw error;
  return data;
}
