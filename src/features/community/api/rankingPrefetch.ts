import { createPrefetch } from '@/lib/prefetch.ts';
import type { RankedDebate } from '../types/index.ts';
import { DEFAULT_FILTERS, filtersFromParams, type RankingFilters } from '../utils/rankingFilters.ts';
import { timeZoneFor } from '../utils/rankingQuery.ts';
import { fetchRankingPage } from './rankingPages.ts';

/** The query of one ranking list by value: the list's key, and the prefetch's. */
export function rankingListKey(filters: RankingFilters, signedIn: boolean, timeZone: string | null): string {
  return JSON.stringify({ filters, signedIn, timeZone });
}

/** The first page of the ranking, asked for by the entry before the page's code has loaded. */
export const rankingFirstPage = createPrefetch<RankedDebate[]>();

/**
 * Starts the first page of /community/ranking for this address (`search`, the
 * query string), as the page will ask for it on its first render: the session
 * is not known yet then, so as a visitor. Starred Only waits for the session.
 */
export function prefetchRanking(search: string): void {
  const filters = filtersFromParams(new URLSearchParams(search));
  if (filters.starredOnly) return;
  const timeZone = timeZoneFor(filters);
  const viewer = { signedIn: false, timeZone, localStarredIds: [] };
  rankingFirstPage.start(rankingListKey(filters, false, timeZone), () => fetchRankingPage(filters, viewer, null));
}

/**
 * Whether the server writes the ranking into the page at this address (its path,
 * a trailing slash aside, and its query string): /community/ranking with no
 * filters. With filters, the page may need what only the browser knows.
 */
export function isServedRanking(path: string, search: string): boolean {
  return path.replace(/\/+$/, '') === '/community/ranking' && search === '';
}

/** The key of the first page the server renders: no filters, as a visitor (no zone for All time). */
const SERVED_KEY = rankingListKey(DEFAULT_FILTERS, false, null);

/** The first page the server wrote into /community/ranking: the list renders it at once. */
export function seedRanking(rows: RankedDebate[]): void {
  rankingFirstPage.seed(SERVED_KEY, rows);
}

/** Forgets a seeded first page nobody took (a server render that did not reach the page). */
export function dropSeededRanking(): void {
  rankingFirstPage.takeReady(SERVED_KEY);
}
