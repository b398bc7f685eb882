import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** A first page fetched before the list mounted (a router loader, a prefetch): used as is when its key matches. */
interface InitialPage<T> {
  key: string;
  rows: T[];
}

export interface PagedListOptions<T, C> {
  /** The query by value: when it changes, the list starts again from the first page. */
  key: string;
  /** False while the query cannot be asked yet (e.g. the session is still loading). */
  enabled?: boolean;
  /** One page after `cursor` (null: the first page); `signal` aborts a request that became stale. */
  fetchPage: (cursor: C | null, signal: AbortSignal) => Promise<T[]>;
  /** The keyset cursor after a page (null when there is nothing to continue from). */
  cursorAfter: (page: T[], rows: T[]) => C | null;
  /** A page this long means there may be more. */
  pageSize: number;
  /** How the first page joins rows that arrived live while it loaded (default: the page alone). */
  mergeFirst?: (page: T[], rows: T[]) => T[];
  /** How a further page joins the rows (default: appended). */
  mergeMore?: (rows: T[], page: T[]) => T[];
  /** The text to show for a failure (null: show nothing); it is logged either way. */
  errorText?: (error: unknown) => string | null;
  /** What to log a failure as. */
  label: string;
  /** Clear the rows as soon as the query changes (default: keep them until the new page arrives). */
  resetOnChange?: boolean;
  initialPage?: InitialPage<T>;
}

export interface PagedList<T> {
  rows: T[];
  /** Rows changed in place (a live update, a share). */
  setRows: Dispatch<SetStateAction<T[]>>;
  /** The first page (or a refetch after the query changed) is under way. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  loadMore: () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const append = <T,>(rows: T[], page: T[]) => [...rows, ...page];

/**
 * One way to load a paged list: keyset pages, loading / empty / error, a
 * refetch from the first page when the query changes, and the abort of the
 * requests the change made stale (their answers are ignored too).
 */
export function usePagedList<T, C>(options: PagedListOptions<T, C>): PagedList<T> {
  const { key, enabled = true, initialPage } = options;
  const seeded = initialPage?.key === key ? initialPage : undefined;
  const [rows, setRows] = useState<T[]>(seeded?.rows ?? []);
  const [loading, setLoading] = useState(!seeded);
  const [loadingMore, setLoadingMore] = useState(false);
  const [hasMore, setHasMore] = useState(seeded ? seeded.rows.length >= options.pageSize : false);
  const [error, setError] = useState<string | null>(null);

  // The latest options without refetching on every render: only `key` and `enabled` do.
  const latest = useRef(options);
  latest.current = options;
  const cursor = useRef<C | null>(seeded ? options.cursorAfter(seeded.rows, seeded.rows) : null);
  const controller = useRef<AbortController | null>(null);
  const moreInFlight = useRef(false);
  const seededKey = useRef(seeded?.key);

  useEffect(() => {
    if (!enabled) return;
    // The seeded rows are this query's first page (kept through StrictMode's second run).
    if (seededKey.current !== key) seededKey.current = undefined;
    if (seededKey.current === key) return;
    const opts = latest.current;
    const request = new AbortController();
    controller.current?.abort();
    controller.current = request;
    moreInFlight.current = false;
    cursor.current = null;
    if (opts.resetOnChange) {
      setRows([]);
      setHasMore(false);
    }
    setLoading(true);
    setLoadingMore(false);
    setError(null);
    opts.fetchPage(null, request.signal).then(
      (page) => {
        if (request.signal.aborted) return;
        const o = latest.current;
        setRows((live) => {
          const next = o.mergeFirst ? o.mergeFirst(page, live) : page;
          cursor.current = o.cursorAfter(page, next);
          return next;
        });
        setHasMore(page.length >= o.pageSize);
        setLoading(false);
      },
      (failure: unknown) => {
        if (request.signal.aborted || isAbort(failure)) return;
        const o = latest.current;
        console.error(`Loading ${o.label} failed`, failure);
        if (!o.mergeFirst) setRows([]);
        setHasMore(false);
        setError(o.errorText ? o.errorText(failure) : null);
        setLoading(false);
      },
    );
    return () => request.abort();
  }, [key, enabled]);

  const loadMore = useCallback(() => {
    const opts = latest.current;
    if (opts.enabled === false || loading || !hasMore || moreInFlight.current || cursor.current === null) return;
    const request = controller.current ?? new AbortController();
    controller.current = request;
    moreInFlight.current = true;
    setLoadingMore(true);
    opts.fetchPage(cursor.current, request.signal).then(
      (page) => {
        if (request.signal.aborted) return;
        const o = latest.current;
        moreInFlight.current = false;
        setRows((existing) => {
          const next = (o.mergeMore ?? append)(existing, page);
          cursor.current = o.cursorAfter(page, next) ?? cursor.current;
          return next;
        });
        setHasMore(page.length >= o.pageSize);
        setError(null);
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (request.signal.aborted || isAbort(failure)) return;
        const o = latest.current;
        moreInFlight.current = false;
        console.error(`Loading more of ${o.label} failed`, failure);
        setError(o.errorText ? o.errorText(failure) : null);
        setLoadingMore(false);
      },
    );
  }, [loading, hasMore]);

  return { rows, setRows, loading: loading || !enabled, loadingMore, hasMore, error, loadMore };
}
