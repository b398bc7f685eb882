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
