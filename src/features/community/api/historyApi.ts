import { supabase } from '@/lib/supabase.ts';
import type { Category, OwnDebate } from '../types/index.ts';

export type HistorySort = 'newest' | 'oldest';

export interface HistoryQuery {
  userId: string;
  search: string;
  category: Category | '';
  sort: HistorySort;
  offset: number;
  limit: number;
}

/** LIKE treats % and _ as wildcards; a reader's search means them literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page of the user's own debates (RLS also limits the rows to their own). */
export async function listOwnDebates(query: HistoryQuery): Promise<OwnDebate[]> {
  const ascending = query.sort === 'oldest';
  let request = supabase.from('debates').select('*, debate_turns(*)').eq('user_id', query.userId);
  const search = query.search.trim();
  if (search !== '') request = request.ilike('topic', `%${escapeLike(search)}%`);
  if (query.category !== '') request = request.contains('categories', [query.category]);
  const { data, error } = await request
    .order('created_at', { ascending })
    .order('id', { ascending })
    .range(query.offset, query.offset + query.limit - 1);
  if (error) throw error;
  return data ?? [];
}

// The engine shares right after saving, so the call lives in src/lib for both features.
export { shareDebate } from '@/lib/share.ts';
