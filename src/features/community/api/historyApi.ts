import { db } from '@/lib/db.ts';
import type { Category, OwnDebate } from '../types/index.ts';

export type HistorySort = 'newest' | 'oldest';

export interface HistoryQuery {
  userId: string;
  search: string;
  category: Category | '';
  sort: HistorySort;
  offset: number;
  limit: number;
  /** Aborts the request (the list moved on). */
  signal?: AbortSignal;
}

/** LIKE treats % and _ as wildcards; a reader's search means them literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page of the user's own debates (RLS also limits the rows to their own). */
export async function listOwnDebates(query: HistoryQuery): Promise<OwnDebate[]> {
  const ascending = query.sort === 'oldest';
  let request = db.from('debates').select('*, debate_turns(*)').eq('user_id', query.userId);
  const search = query.search.trim();
  if (search !== '') request = request.ilike('topic', `%${escapeLike(search)}%`);
  if (query.category !== '') request = request.contains('categories', [query.category]);
  let page = request
    .order('created_at', { ascending })
    .order('id', { ascending })
    .range(query.offset, query.offset + query.limit - 1);
  if (query.signal) page = page.abortSignal(query.signal);
  const { data, error } = await page;
  if (error) throw error;
  return data ?? [];
}

// The engine shares right after saving, so the call lives in src/lib for both features.
export { shareDebate } from '@/entities/debate/api/shareDebate.ts';
