import { db } from '@/lib/db.ts';

/** The profile's star list on the server (signed-in users only). */
export interface StarsRemote {
  toggle(debateId: string): Promise<boolean>;
  merge(localIds: readonly string[]): Promise<string[]>;
  list(): Promise<string[]>;
}

function unwrap<T>({ data, error }: { data: T | null; error: unknown }): T {
  if (error) throw error;
  if (data === null) throw new Error('The server returned no data.');
  return data;
}

/** The profile's stars through PostgREST: toggle_star, merge_stars and the stars table (RLS: own rows). */
export const supabaseStarsRemote: StarsRemote = {
  async toggle(debateId) {
    return unwrap(await db.rpc('toggle_star', { p_debate_id: debateId }));
  },
  async merge(localIds) {
    return unwrap(await db.rpc('merge_stars', { p_debate_ids: [...localIds] }));
  },
  async list() {
    const rows = unwrap(await db.from('stars').select('debate_id').order('created_at').order('debate_id'));
    return rows.map((row) => row.debate_id);
  },
};
