import { db } from '@/lib/db.ts';

export interface DebateCounts {
  debateId: string;
  upvotes: number;
  downvotes: number;
  views: number;
}

/** Waits this long for other debates' channels joining at about the same time (a ranking page joins 20). */
const BATCH_MS = 50;

interface Waiter {
  resolve: (counts: DebateCounts | null) => void;
  reject: (error: unknown) => void;
}

let pending: Map<string, Waiter[]> | null = null;

async function readCounts(debateIds: string[]): Promise<Map<string, DebateCounts>> {
  const { data, error } = await db.from('debates_with_tallies').select('id, upvotes, downvotes, views').in('id', debateIds);
  if (error) throw error;
  const counts = new Map<string, DebateCounts>();
  for (const row of data ?? []) {
    if (row.id === null || row.upvotes === null || row.downvotes === null || row.views === null) continue;
    counts.set(row.id, { debateId: row.id, upvotes: row.upvotes, downvotes: row.downvotes, views: row.views });
  }
  return counts;
}

/**
 * A debate's current tallies and view count (null when the reader may not
 * read it); reads asked for within a few milliseconds of each other go out
 * as one request (through db, as the reader: a visitor's channel joins
 * without the full client).
 */
export function fetchDebateCounts(debateId: string): Promise<DebateCounts | null> {
  return new Promise((resolve, reject) => {
    if (!pending) {
      const batch = new Map<string, Waiter[]>();
      pending = batch;
      setTimeout(() => {
        if (pending === batch) pending = null;
        readCounts([...batch.keys()]).then(
          (counts) => {
            for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(counts.get(id) ?? null);
          },
          (error: unknown) => {
            for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
          },
        );
      }, BATCH_MS);
    }
    const waiters = pending.get(debateId) ?? [];
    waiters.push({ resolve, reject });
    pending.set(debateId, waiters);
  });
}
