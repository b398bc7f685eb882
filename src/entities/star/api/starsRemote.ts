import { db } from '@/lib/db.ts';

/** The profile's star list on the server (signed-in users only). */
export interface StarsRemote {
  /** Stars or unstars as the person meant (a stale button never does the opposite); the new state. */
  set(debateId: string, starred: boolean): Promise<boolean>;
  merge(localIds: readonly string[]): Promise<string[]>;
  list(): Promise<string[]>;
}

function unwrap<T>({ data, error }: { data: T | null; error: unknown }): T {
  if (error) throw error;
  if (data === null) throw new Error('The server returned no data.');
  return data;
}

/** The profile's stars through PostgREST: set_star, merge_stars and the stars table (RLS: own rows). */
export const supabaseStarsRemote: StarsRemote = {
  async set(debateId, starred) {
    return unwrap(await db.rpc('set_star', { p_debate_id: debateId, p_starred: starred }));
  },
  async merge(localIds) {
    return unwrap(await db.rpc('merge_stars', { p_debate_ids: [...localIds] }));
  },
  async list() {
    const rows = unwrap(await db.from('stars').select('debate_id').order('created_at').order('debate_id'));
    return rows.map((row) => row.debate_id);
  },
};
