import { useEffect, useMemo, useRef, useState } from 'react';
import { RANKING_PAGE_SIZE } from '@contract/ranking.ts';
import { usePagedList } from '@/hooks/usePagedList.ts';
import { toAppError } from '@/lib/errors.ts';
import { useSession } from '@/stores/session.ts';
import { useStars } from '@/entities/star/stores/stars.ts';
import { subscribeToTallies } from '../api/rankingApi.ts';
import { fetchRankingPage } from '../api/rankingPages.ts';
import { rankingFirstPage, rankingListKey } from '../api/rankingPrefetch.ts';
import type { RankedDebate } from '../types/index.ts';
import type { RankingFilters } from '../utils/rankingFilters.ts';
import { rememberLive, withLiveSince, withTallies, type LiveSeen } from '../utils/liveTallies.ts';
import { appendPage, rankingCursorAfter, timeZoneFor, type RankingCursor } from '../utils/rankingQuery.ts';

const LOAD_ERROR_FALLBACK = 'Unable to load discourse. Please try again later.';

/** The spec's list failure text: the reason when there is one. */
function loadErrorText(error: unknown): string {
  const { message } = toAppError(error, '');
  return message ? `Unable to load discourse: ${message}` : LOAD_ERROR_FALLBACK;
}

export interface RankingList {
  rows: RankedDebate[];
  /** First page (or a refetch after a filter change) under way. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  loadMore: () => void;
}

/** Live topics one list follows at most (Supabase allows 100 channels per client by default). */
const LIVE_TOPICS_MAX = 60;

/**
 * Live tallies for the listed debates: one topic each, followed while listed
 * (up to LIVE_TOPICS_MAX, below Supabase's channels-per-client limit).
 */
function useLiveTallies(rows: RankedDebate[], setRows: (update: (rows: RankedDebate[]) => RankedDebate[]) => void, seen: LiveSeen) {
  const followed = useRef(new Map<string, () => void>());
  const liveIds = rows
    .slice(0, LIVE_TOPICS_MAX)
    .map((row) => row.id)
    .join(',');
  useEffect(() => {
    const wanted = new Set(liveIds ? liveIds.split(',') : []);
    const current = followed.current;
    for (const [id, unfollow] of current) {
      if (!wanted.has(id)) {
        unfollow();
        current.delete(id);
      }
    }
    for (const id of wanted) {
      if (current.has(id)) continue;
      current.set(
        id,
        subscribeToTallies(id, (live) => {
          rememberLive(seen, live, performance.now());
          setRows((existing) => withTallies(existing, live));
        }),
      );
    }
  }, [liveIds, setRows, seen]);
  useEffect(() => {
    const current = followed.current;
    return () => {
      for (const unfollow of current.values()) unfollow();
      current.clear();
    };
  }, []);
}

/**
 * The community list for the filters: refetched from the first page when they
 * change, continued page by page with the keyset cursor, tallies kept live.
 */
export function useRankingList(filters: RankingFilters): RankingList {
  // Only what the list depends on, so the session becoming known (a visitor
  // signed out at start-up) does not render the whole list again.
  const signedIn = useSession((s) => s.status === 'signed-in');
  // Starred Only depends on who is signed in: it waits for the session to be known.
  const waitForSession = useSession((s) => filters.starredOnly && s.status === 'loading');
  const starredIds = useStars((s) => s.starredIds);
  const timeZone = timeZoneFor(filters);
  // A visitor's Starred Only sends the local list as it is when the page is
  // asked for; unstarring afterwards hides rows locally instead of refetching.
  const starredRef = useRef(starredIds);
  starredRef.current = starredIds;

  const key = rankingListKey(filters, signedIn, timeZone);
  // The entry may have asked for this first page already (src/app/prefetch.ts):
  // shown at once when it has arrived, awaited when it is under way, never asked twice.
  const [initialPage] = useState(() => {
    const ready = rankingFirstPage.takeReady(key);
    return ready && { key, rows: ready.value };
  });

  // Live figures as they arrive: a page asked for before them (a refetch when the session becomes
  // known, say) must not put older tallies back over them.
  const [liveSeen] = useState<LiveSeen>(() => new Map());
  const list = usePagedList<RankedDebate, RankingCursor>({
    key,
    enabled: !waitForSession,
    initialPage,
    fetchPage: async (cursor, signal) => {
      const askedAt = performance.now();
      const page = await ((cursor === null ? rankingFirstPage.take(key) : undefined) ??
        fetchRankingPage(filters, { signedIn, timeZone, localStarredIds: starredRef.current }, cursor, signal));
      return withLiveSince(page, liveSeen, askedAt);
    },
    cursorAfter: (page) => rankingCursorAfter(filters.sort, page),
    pageSize: RANKING_PAGE_SIZE,
    mergeMore: appendPage,
    errorText: loadErrorText,
    label: 'the community list',
  });

  useLiveTallies(list.rows, list.setRows, liveSeen);

  const visible = useMemo(
    () => (filters.starredOnly ? list.rows.filter((row) => starredIds.includes(row.id)) : list.rows),
    [list.rows, filters.starredOnly, starredIds],
  );

  const { loading, loadingMore, hasMore, error, loadMore } = list;
  return { rows: visible, loading, loadingMore, hasMore, error, loadMore };
}
