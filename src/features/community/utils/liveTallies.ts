import type { LiveTallies } from '../api/rankingApi.ts';
import type { PublicDebate } from '../types/index.ts';

/**
 * The rows with one debate's live figures. The same array when they change
 * nothing: each join reads every listed debate's counts again, and those
 * mostly match what the list shows, so the list does not render again for them.
 */
export function withTallies<T extends PublicDebate>(rows: T[], live: LiveTallies): T[] {
  const row = rows.find((candidate) => candidate.id === live.id);
  if (!row) return rows;
  const next = {
    ...row,
    upvotes: live.upvotes ?? row.upvotes,
    downvotes: live.downvotes ?? row.downvotes,
    views: live.views ?? row.views,
  };
  if (next.upvotes === row.upvotes && next.downvotes === row.downvotes && next.views === row.views) return rows;
  return rows.map((candidate) => (candidate === row ? next : candidate));
}

/**
 * The latest live figures of each listed debate, with when they arrived (performance.now()): its
 * votes and its views apart, as they are sent apart.
 */
export type LiveSeen = Map<string, { live: LiveTallies; at: number }>;

const seenKey = (id: string, votes: boolean) => `${id}:${votes ? 'votes' : 'views'}`;

/** Remembers live figures as they arrive (for withLiveSince). */
export function rememberLive(seen: LiveSeen, live: LiveTallies, at: number): void {
  const votes = live.upvotes !== undefined || live.downvotes !== undefined;
  seen.set(seenKey(live.id, votes), { live, at });
  if (votes && live.views !== undefined) seen.set(seenKey(live.id, false), { live: { id: live.id, views: live.views }, at });
}

/**
 * A page asked for at `askedAt`, with the live figures that arrived since in place of its own:
 * a page answered from before a vote must not put back the tallies the vote's broadcast replaced.
 */
export function withLiveSince<T extends PublicDebate>(page: T[], seen: LiveSeen, askedAt: number): T[] {
  return page.reduce((rows, row) => {
    for (const votes of [true, false]) {
      const latest = seen.get(seenKey(row.id, votes));
      if (latest && latest.at >= askedAt) rows = withTallies(rows, latest.live);
    }
    return rows;
  }, page);
}
