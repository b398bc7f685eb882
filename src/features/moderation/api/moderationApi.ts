import { db } from '@/lib/db.ts';
import type { Database } from '@/lib/database.types.ts';

export type ReportedItem = Database['public']['Functions']['list_reported_items']['Returns'][number];
export type ItemType = 'debate' | 'response' | 'turn';
export interface ReportedCursor {
  lastReportedAt: string;
  itemId: string;
}
export interface ReportEntry {
  reporter_name?: string | null;
  reason: string;
  details?: string | null;
  created_at: string;
  /** The reporter's trust weight when the report was filed. */
  weight?: number;
}

export const REPORTED_PAGE_SIZE = 20;

/** Whether the signed-in user may review reports. */
export async function fetchIsModerator(): Promise<boolean> {
  const { data, error } = await db.rpc('is_moderator');
  if (error) throw error;
  return data === true;
}

export async function listReportedItems(cursor: ReportedCursor | null, signal?: AbortSignal): Promise<ReportedItem[]> {
  let request = db.rpc('list_reported_items', {
    p_after_last_reported_at: cursor?.lastReportedAt,
    p_after_item_id: cursor?.itemId,
    p_limit: REPORTED_PAGE_SIZE,
  });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return data ?? [];
}

export async function restoreReportedItem(type: ItemType, id: string): Promise<void> {
  const { error } = await db.rpc('restore_reported_item', { p_item_type: type, p_item_id: id });
  if (error) throw error;
}

export async function removeReportedItem(type: ItemType, id: string): Promise<void> {
  const { error } = await db.rpc('remove_reported_item', { p_item_type: type, p_item_id: id });
  if (error) throw error;
}
