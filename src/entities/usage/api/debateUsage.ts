import type { Tables } from '@/lib/database.types.ts';
import { db } from '@/lib/db.ts';

export type DebateUsage = Tables<'debate_usage'>;

/**
 * The caller's free-debate allowance, refill rules applied by the database.
 * Fails quietly (spec: returns null and logs), and null also when no usage
 * record exists yet.
 */
export async function fetchDebateUsage(): Promise<DebateUsage | null> {
  const { data, error } = await db.rpc('get_debate_usage');
  if (error) {
    console.error('Reading debate usage failed', error);
    return null;
  }
  return data[0] ?? null;
}
