import type { ListPublicDebatesArgs, PublicDebate } from '../types/index.ts';
import { RANKING_PAGE_SIZE } from '@contract/ranking.ts';
import type { RankingFilters, RankingSort } from './rankingFilters.ts';

/** Keyset position after a page: the last row's shared_at and id, plus its score for score sorts. */
export interface RankingCursor {
  sharedAt: string;
  id: string;
  score: number | null;
}

export function rankingCursorAfter(
  sort: RankingSort,
  rows: readonly (Pick<PublicDebate, 'id' | 'shared_at' | 'upvotes' | 'downvotes'> & { persuasion_score?: number | null })[],
): RankingCursor | null {
  const last = rows.at(-1);
  if (!last || last.shared_at === null) return null;
  const scores: Record<RankingSort, number | null> = {
    newest: null,
    popular: last.upvotes,
    controversial: last.downvotes,
    persuasive: last.persuasion_score ?? null,
  };
  const score = scores[sort];
  return { sharedAt: last.shared_at, id: last.id, score };
}

export interface RankingViewer {
  /** Signed in: the server knows the stars. Visitor: send the locally starred ids. */
  signedIn: boolean;
  localStarredIds: readonly string[];
  /** The reader's IANA zone for a time window (Today, This week…); null for All time. */
  timeZone: string | null;
}

/** The arguments of one list_public_debates call for these filters and page. */
export function rankingArgs(
  filters: RankingFilters,
  viewer: RankingViewer,
  cursor: RankingCursor | null,
  limit: number = RANKING_PAGE_SIZE,
): ListPublicDebatesArgs {
  const args: ListPublicDebatesArgs = {
    p_sort: filters.sort,
    p_time: filters.time,
    p_limit: limit,
  };
  if (viewer.timeZone !== null) args.p_time_zone = viewer.timeZone;
  // Grouped under their original by default (the database's default too).
  if (filters.apart) args.p_grouped = false;
  if (filters.category !== '') args.p_category = filters.category;
  const search = filters.search.trim();
  if (search !== '') args.p_search = search;
  if (filters.starredOnly) {
    if (viewer.signedIn) args.p_starred_only = true;
    else args.p_only_ids = [...viewer.localStarredIds];
  }
  if (cursor) {
    args.p_after_shared_at = cursor.sharedAt;
    args.p_after_id = cursor.id;
    if (cursor.score !== null) args.p_after_score = cursor.score;
  }
  return args;
}

let zone: string | undefined;

/** The browser's IANA zone, so "today" starts at the reader's midnight. */
function browserTimeZone(): string {
  try {
    zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    zone = 'UTC';
  }
  return zone;
}

/**
 * The zone a list with these filters needs: only a time window has a
 * midnight to place. All time asks for none, so the first screen does not
 * pay for Intl's time-zone data (tens of milliseconds of main thread).
 */
export function timeZoneFor(filters: Pick<RankingFilters, 'time'>): string | null {
  return filters.time === 'all' ? null : browserTimeZone();
}

/** Appends a page without repeating a debate already listed (tallies can move rows between pages). */
export function appendPage<T extends { id: string }>(current: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(current.map((row) => row.id));
  return [...current, ...page.filter((row) => !seen.has(row.id))];
}
