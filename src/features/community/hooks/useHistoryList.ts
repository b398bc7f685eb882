import { useCallback } from 'react';
import { usePagedList } from '@/hooks/usePagedList.ts';
import { listOwnDebates, type HistorySort } from '../api/historyApi.ts';
import type { Category, OwnDebate } from '../types/index.ts';
import { appendPage } from '../utils/rankingQuery.ts';

const HISTORY_PAGE_SIZE = 20;
const HISTORY_LOAD_ERROR = 'Unable to load your debate history. Please try again later.';

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

/** The signed-in user's own debates for the filters, page by page (the offset is the cursor). */
export function useHistoryList(userId: string | null, filters: HistoryFilters): HistoryList {
  const list = usePagedList<OwnDebate, number>({
    key: JSON.stringify({ userId, filters }),
    enabled: userId !== null,
    fetchPage: (offset, signal) =>
      listOwnDebates({ userId: userId ?? '', ...filters, offset: offset ?? 0, limit: HISTORY_PAGE_SIZE, signal }),
    cursorAfter: (_page, rows) => rows.length,
    pageSize: HISTORY_PAGE_SIZE,
    mergeMore: appendPage,
    errorText: () => HISTORY_LOAD_ERROR,
    label: 'the debate history',
  });

  const { setRows } = list;
  const update = useCallback(
    (debate: Partial<OwnDebate> & { id: string }) =>
      setRows((existing) => existing.map((row) => (row.id === debate.id ? { ...row, ...debate } : row))),
    [setRows],
  );

  const remove = useCallback((debateId: string) => setRows((existing) => existing.filter((row) => row.id !== debateId)), [setRows]);

  const { rows, loading, loadingMore, hasMore, error, loadMore } = list;
  return { rows, loading, loadingMore, hasMore, error, loadMore, update, remove };
}
