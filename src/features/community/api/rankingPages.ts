import { withCardVerdicts, type CardVerdictRow } from '@contract/ranking.ts';
import type { RankedDebate } from '../types/index.ts';
import type { RankingFilters } from '../utils/rankingFilters.ts';
import { rankingArgs, type RankingCursor, type RankingViewer } from '../utils/rankingQuery.ts';
import { listCardVerdicts, listPublicDebates } from './rankingApi.ts';

/**
 * One page of the ranking for these filters, as this viewer sees it, after
 * `cursor` (null: the first page), each card with its verdict. The one way the
 * list and the entry's prefetch ask for a page. Without its verdicts (their
 * read failed) the page still shows, its cards without a badge.
 */
export async function fetchRankingPage(
  filters: RankingFilters,
  viewer: RankingViewer,
  cursor: RankingCursor | null,
  signal?: AbortSignal,
): Promise<RankedDebate[]> {
  const rows = await listPublicDebates({ ...rankingArgs(filters, viewer, cursor), signal });
  let verdicts: CardVerdictRow[] = [];
  if (rows.length > 0) {
    try {
      verdicts = await listCardVerdicts(
        rows.map((row) => row.id),
        signal,
      );
    } catch (error) {
      if (signal?.aborted) throw error;
      console.error('Loading the verdicts failed', error);
    }
  }
  return withCardVerdicts(rows, verdicts);
}
