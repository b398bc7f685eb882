import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toAppError } from '@/lib/errors.ts';
import { useSession } from '@/stores/session.ts';
import { useStars } from '@/stores/stars.ts';
import { listPublicDebates, subscribeToTallies } from '../api/rankingApi.ts';
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

export const LOAD_ERROR_FALLBACK = 'Unable to load discourse. Please try again later.';

/** The spec's list failure text: the reason when there is one. */
export function loadErrorText(error: unknown): string {
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

/**
 * The community list for the filters: refetched from the first page when they
 * change, continued page by page with the keyset cursor, tallies kept live.
 */
export function useRankingList(filters: RankingFilters): RankingList {
  const sessionStatus = useSession((s) => s.status);
  const signedIn = sessionStatus === 'signed-in';
  const starredIds = useStars((s) => s.starredIds);
  const [timeZone] = useState(browserTimeZone);

  const [rows, setRows] = useState<PublicDebate[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const seq = useRef(0);
  const cursor = useRef<RankingCursor | null>(null);
  const moreInFlight = useRef(false);
  // A visitor's Starred Only sends the local list as it is when the page is
  // asked for; unstarring afterwards hides rows locally instead of refetching.
  const starredRef = useRef(starredIds);
  starredRef.current = starredIds;

  // Starred Only depends on who is signed in: wait for the session to be known.
  const waiting = filters.starredOnly && sessionStatus === 'loading';
  const viewer = useMemo(() => ({ signedIn, timeZone }), [signedIn, timeZone]);
  const key = JSON.stringify({ filters, viewer });

  useEffect(() => {
    if (waiting) return;
    const current = ++seq.current;
    moreInFlight.current = false;
    setLoading(true);
    setLoadingMore(false);
    setError(null);
    const args = rankingArgs(filters, { ...viewer, localStarredIds: starredRef.current }, null);
    listPublicDebates(args).then(
      (page) => {
        if (current !== seq.current) return;
        cursor.current = rankingCursorAfter(filters.sort, page);
        setRows(page);
        setHasMore(page.length >= RANKING_PAGE_SIZE);
        setLoading(false);
      },
      (failure: unknown) => {
        if (current !== seq.current) return;
        console.error('Loading the community list failed', failure);
        setRows([]);
        setHasMore(false);
        setError(loadErrorText(failure));
        setLoading(false);
      },
    );
    // `key` is filters and viewer by value, so an equal address does not refetch.
  }, [key, waiting]);

  const loadMore = useCallback(() => {
    if (loading || !hasMore || moreInFlight.current || cursor.current === null) return;
    moreInFlight.current = true;
    setLoadingMore(true);
    const current = seq.current;
    const args = rankingArgs(filters, { ...viewer, localStarredIds: starredRef.current }, cursor.current);
    listPublicDebates(args).then(
      (page) => {
        if (current !== seq.current) return;
        moreInFlight.current = false;
        cursor.current = rankingCursorAfter(filters.sort, page) ?? cursor.current;
        setRows((existing) => appendPage(existing, page));
        setHasMore(page.length >= RANKING_PAGE_SIZE);
        setError(null);
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (current !== seq.current) return;
        moreInFlight.current = false;
        console.error('Loading more debates failed', failure);
        setError(loadErrorText(failure));
        setLoadingMore(false);
      },
    );
  }, [filters, viewer, loading, hasMore]);

  useEffect(
    () =>
      subscribeToTallies((live) => {
        setRows((existing) =>
          existing.some((row) => row.id === live.id)
            ? existing.map((row) =>
                row.id === live.id
                  ? { ...row, upvotes: live.upvotes, downvotes: live.downvotes, views: live.views }
                  : row,
              )
            : existing,
        );
      }),
    [],
  );

  const visible = useMemo(
    () => (filters.starredOnly ? rows.filter((row) => starredIds.includes(row.id)) : rows),
    [rows, filters.starredOnly, starredIds],
  );

  return { rows: visible, loading: loading || waiting, loadingMore, hasMore, error, loadMore };
}
