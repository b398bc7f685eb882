import { useEffect, useMemo, useRef, useState } from 'react';
import { usePagedList } from '@/hooks/usePagedList.ts';
import { toAppError } from '@/lib/errors.ts';
import { useSession } from '@/stores/session.ts';
import { useStars } from '@/stores/stars.ts';
import { listPublicDebates, subscribeToTallies, type LiveTallies } from '../api/rankingApi.ts';
import type { PublicDebate } from '../types/index.ts';
import type { RankingFilters } from '../utils/rankingFilters.ts';
import {
  appendPage,
  browserTimeZone,
  RANKING_PAGE_SIZE,
  rankingArgs,
  rankingCursorAfter,
  type RankingCursor,
} from '../utils/rankingQuery.ts';

const LOAD_ERROR_FALLBACK = 'Unable to load discourse. Please try again later.';

/** The spec's list failure text: the reason when there is one. */
function loadErrorText(error: unknown): string {
  const { message } = toAppError(error, '');
  return message ? `Unable to load discourse: ${message}` : LOAD_ERROR_FALLBACK;
}

export interface RankingList {
  rows: PublicDebate[];
  /** First page (or a refetch after a filter change) under way. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  loadMore: () => void;
}

function withTallies(rows: PublicDebate[], live: LiveTallies): PublicDebate[] {
  if (!rows.some((row) => row.id === live.id)) return rows;
  return rows.map((row) =>
    row.id === live.id ? { ...row, upvotes: live.upvotes, downvotes: live.downvotes, views: live.views } : row,
  );
}

/**
 * The community list for the filters: refetched from the first page when they
 * change, continued page by page with the keyset cursor, tallies kept live.
 */
export function useRankingList(filters: RankingFilters): RankingList {
  const sessionStatus = useSession((s) => s.status);
  const signedIn = sessionStatus === 'signed-in';
  const starredIds = useStars((s) => s.starredIds);
  const [timeZone] = useState(browserTimeZone);
  // A visitor's Starred Only sends the local list as it is when the page is
  // asked for; unstarring afterwards hides rows locally instead of refetching.
  const starredRef = useRef(starredIds);
  starredRef.current = starredIds;

  const list = usePagedList<PublicDebate, RankingCursor>({
    key: JSON.stringify({ filters, signedIn, timeZone }),
    // Starred Only depends on who is signed in: wait for the session to be known.
    enabled: !(filters.starredOnly && sessionStatus === 'loading'),
    fetchPage: (cursor, signal) =>
      listPublicDebates({
        ...rankingArgs(filters, { signedIn, timeZone, localStarredIds: starredRef.current }, cursor),
        signal,
      }),
    cursorAfter: (page) => rankingCursorAfter(filters.sort, page),
    pageSize: RANKING_PAGE_SIZE,
    mergeMore: appendPage,
    errorText: loadErrorText,
    label: 'the community list',
  });

  const { setRows } = list;
  useEffect(() => subscribeToTallies((live) => setRows((rows) => withTallies(rows, live))), [setRows]);

  const visible = useMemo(
    () => (filters.starredOnly ? list.rows.filter((row) => starredIds.includes(row.id)) : list.rows),
    [list.rows, filters.starredOnly, starredIds],
  );

  const { loading, loadingMore, hasMore, error, loadMore } = list;
  return { rows: visible, loading, loadingMore, hasMore, error, loadMore };
}
