import { useCallback, useEffect, useRef, useState } from 'react';
import { listOwnDebates, type HistorySort } from '../api/historyApi.ts';
import type { Category, OwnDebate } from '../types/index.ts';
import { appendPage } from '../utils/rankingQuery.ts';

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_LOAD_ERROR = 'Unable to load your debate history. Please try again later.';

export interface HistoryFilters {
  search: string;
  category: Category | '';
  sort: HistorySort;
}

export interface HistoryList {
  rows: OwnDebate[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  loadMore: () => void;
  /** Replaces one debate after a change (e.g. it was shared). */
  update: (debate: Partial<OwnDebate> & { id: string }) => void;
  /** Drops a deleted debate. */
  remove: (debateId: string) => void;
}

/** The signed-in user's own debates for the filters, page by page. */
export function useHistoryList(userId: string | null, filters: HistoryFilters): HistoryList {
  const [rows, setRows] = useState<OwnDebate[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const key = JSON.stringify(filters);

  useEffect(() => {
    if (userId === null) return;
    const current = ++seq.current;
    setLoading(true);
    setError(null);
    listOwnDebates({ userId, ...filters, offset: 0, limit: HISTORY_PAGE_SIZE }).then(
      (page) => {
        if (current !== seq.current) return;
        setRows(page);
        setHasMore(page.length >= HISTORY_PAGE_SIZE);
        setLoading(false);
      },
      (failure: unknown) => {
        if (current !== seq.current) return;
        console.error('Loading the debate history failed', failure);
        setRows([]);
        setHasMore(false);
        setError(HISTORY_LOAD_ERROR);
        setLoading(false);
      },
    );
    // `key` is the filters by value.
  }, [userId, key]);

  const loadMore = useCallback(() => {
    if (userId === null || loading || loadingMore || !hasMore) return;
    const current = seq.current;
    setLoadingMore(true);
    listOwnDebates({ userId, ...filters, offset: rows.length, limit: HISTORY_PAGE_SIZE }).then(
      (page) => {
        if (current !== seq.current) return;
        setRows((existing) => appendPage(existing, page));
        setHasMore(page.length >= HISTORY_PAGE_SIZE);
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (current !== seq.current) return;
        console.error('Loading more of the debate history failed', failure);
        setError(HISTORY_LOAD_ERROR);
        setLoadingMore(false);
      },
    );
  }, [userId, filters, loading, loadingMore, hasMore, rows.length]);

  const update = useCallback((debate: Partial<OwnDebate> & { id: string }) => {
    setRows((existing) => existing.map((row) => (row.id === debate.id ? { ...row, ...debate } : row)));
  }, []);

  const remove = useCallback((debateId: string) => {
    setRows((existing) => existing.filter((row) => row.id !== debateId));
  }, []);

  return { rows, loading, loadingMore, hasMore, error, loadMore, update, remove };
}
