import type { PublicDebate } from '../types/index.ts';
import type { RankingFilters } from '../utils/rankingFilters.ts';
import { rankingArgs, type RankingCursor, type RankingViewer } from '../utils/rankingQuery.ts';
import { listPublicDebates } from './rankingApi.ts';

/**
 * One page of the ranking for these filters, as this viewer sees it, after
 * `cursor` (null: the first page). The one way the list and the entry's
 * prefetch ask for a page.
 */
export function fetchRankingPage(
  filters: RankingFilters,
  viewer: RankingViewer,
  cursor: RankingCursor | null,
  signal?: AbortSignal,
): Promise<PublicDebate[]> {
  return listPublicDebates({ ...rankingArgs(filters, viewer, cursor), signal });
}
