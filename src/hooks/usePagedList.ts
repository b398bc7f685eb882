import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';

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
const append = <T>(rows: T[], page: T[]) => [...rows, ...page];

/** What the list keeps between renders without rendering again. */
interface Live<T, C> {
  /** The latest options, so that only `key` and `enabled` refetch. */
  options: PagedListOptions<T, C>;
  cursor: C | null;
  /** Aborts the requests of the current query. */
  controller: AbortController | null;
  moreInFlight: boolean;
  /** The seeded first page's key, while that page is still the query's. */
  seededKey: string | undefined;
}

type LiveRef<T, C> = RefObject<Live<T, C>>;

/** The state setters, as one object of stable identity. */
interface Setters<T> {
  rows: Dispatch<SetStateAction<T[]>>;
  loading: Dispatch<SetStateAction<boolean>>;
  loadingMore: Dispatch<SetStateAction<boolean>>;
  hasMore: Dispatch<SetStateAction<boolean>>;
  error: Dispatch<SetStateAction<string | null>>;
}

function usePagedState<T>(seeded: InitialPage<T> | undefined, pageSize: number) {
  const [rows, setRows] = useState<T[]>(seeded?.rows ?? []);
  const [loading, setLoading] = useState(!seeded);
  const [loadingMore, setLoadingMore] = useState(false);
  const [hasMore, setHasMore] = useState(seeded ? seeded.rows.length >= pageSize : false);
  const [error, setError] = useState<string | null>(null);
  const set = useMemo<Setters<T>>(
    () => ({ rows: setRows, loading: setLoading, loadingMore: setLoadingMore, hasMore: setHasMore, error: setError }),
    [],
  );
  return { rows, loading, loadingMore, hasMore, error, set };
}

const failureText = <T, C>(options: PagedListOptions<T, C>, failure: unknown) => (options.errorText ? options.errorText(failure) : null);

function firstPageArrived<T, C>(live: Live<T, C>, set: Setters<T>, page: T[]) {
  const o = live.options;
  set.rows((rowsNow) => {
    const next = o.mergeFirst ? o.mergeFirst(page, rowsNow) : page;
    live.cursor = o.cursorAfter(page, next);
    return next;
  });
  set.hasMore(page.length >= o.pageSize);
  set.loading(false);
}

function firstPageFailed<T, C>(live: Live<T, C>, set: Setters<T>, failure: unknown) {
  const o = live.options;
  console.error(`Loading ${o.label} failed`, failure);
  if (!o.mergeFirst) set.rows([]);
  set.hasMore(false);
  set.error(failureText(o, failure));
  set.loading(false);
}

/** Loads the first page whenever the query changes, aborting the requests of the one before. */
function useFirstPage<T, C>(key: string, enabled: boolean, liveRef: LiveRef<T, C>, set: Setters<T>) {
  useEffect(() => {
    if (!enabled) return;
    const live = liveRef.current;
    // The seeded rows are this query's first page (kept through StrictMode's second run).
    if (live.seededKey !== key) live.seededKey = undefined;
    if (live.seededKey === key) return;
    const request = new AbortController();
    live.controller?.abort();
    live.controller = request;
    live.moreInFlight = false;
    live.cursor = null;
    if (live.options.resetOnChange) {
      // An empty list stays the same array: on mount (a passive effect, not a
      // transition) a new one would render the page holding the list again, at once.
      set.rows((rows) => (rows.length === 0 ? rows : []));
      set.hasMore(false);
    }
    set.loading(true);
    set.loadingMore(false);
    set.error(null);
    live.options.fetchPage(null, request.signal).then(
      // A page of rows is the list's largest render: in a transition React renders it in slices.
      (page) => {
        if (!request.signal.aborted) startTransition(() => firstPageArrived(live, set, page));
      },
      (failure: unknown) => {
        if (!request.signal.aborted && !isAbort(failure)) firstPageFailed(live, set, failure);
      },
    );
    return () => request.abort();
  }, [key, enabled, liveRef, set]);
}

function morePageArrived<T, C>(live: Live<T, C>, set: Setters<T>, page: T[]) {
  const o = live.options;
  live.moreInFlight = false;
  set.rows((existing) => {
    const next = (o.mergeMore ?? append)(existing, page);
    live.cursor = o.cursorAfter(page, next) ?? live.cursor;
    return next;
  });
  set.hasMore(page.length >= o.pageSize);
  set.error(null);
  set.loadingMore(false);
}

function morePageFailed<T, C>(live: Live<T, C>, set: Setters<T>, failure: unknown) {
  const o = live.options;
  live.moreInFlight = false;
  console.error(`Loading more of ${o.label} failed`, failure);
  set.error(failureText(o, failure));
  set.loadingMore(false);
}

/** The next page after the cursor, once the first one is in and while there may be more. */
function useLoadMore<T, C>(liveRef: LiveRef<T, C>, set: Setters<T>, loading: boolean, hasMore: boolean) {
  return useCallback(() => {
    const live = liveRef.current;
    if (live.options.enabled === false || loading || !hasMore || live.moreInFlight || live.cursor === null) return;
    const request = live.controller ?? new AbortController();
    live.controller = request;
    live.moreInFlight = true;
    set.loadingMore(true);
    live.options.fetchPage(live.cursor, request.signal).then(
      // Asked for by a press of "Load more": the person waits for it, so it renders at once.
      (page) => {
        if (!request.signal.aborted) morePageArrived(live, set, page);
      },
      (failure: unknown) => {
        if (!request.signal.aborted && !isAbort(failure)) morePageFailed(live, set, failure);
      },
    );
  }, [liveRef, set, loading, hasMore]);
}

/**
 * One way to load a paged list: keyset pages, loading / empty / error, a
 * refetch from the first page when the query changes, and the abort of the
 * requests the change made stale (their answers are ignored too).
 */
export function usePagedList<T, C>(options: PagedListOptions<T, C>): PagedList<T> {
  const { key, enabled = true, initialPage } = options;
  const seeded = initialPage?.key === key ? initialPage : undefined;
  const state = usePagedState(seeded, options.pageSize);
  const live = useRef<Live<T, C>>({
    options,
    cursor: seeded ? options.cursorAfter(seeded.rows, seeded.rows) : null,
    controller: null,
    moreInFlight: false,
    seededKey: seeded?.key,
  });
  live.current.options = options;
  useFirstPage(key, enabled, live, state.set);
  const loadMore = useLoadMore(live, state.set, state.loading, state.hasMore);
  const { rows, loading, loadingMore, hasMore, error } = state;
  return { rows, setRows: state.set.rows, loading: loading || !enabled, loadingMore, hasMore, error, loadMore };
}
