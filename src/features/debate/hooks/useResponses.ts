import { useCallback, useEffect, useRef, useState } from 'react';
import { listAnchors, listThreadReplies, listTopLevelResponses } from '../api/responsesApi.ts';
import type { ResponseAnchor, ResponseRow } from '../types/index.ts';
import { withoutResponse } from '../utils/responseEdits.ts';
import { mergeById, pageHasMore, responseCursorAfter, type ResponseCursor } from '../utils/responseCursor.ts';

export interface ResponsesState {
  topLevel: ResponseRow[];
  replies: ResponseRow[];
  /** Every top-level anchor of the debate (for highlighting), not only the loaded page. */
  anchors: ResponseAnchor[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** A response that appeared (posted here or pushed live). */
  receive: (row: ResponseRow) => void;
  /** A loaded response changed (edited, or left as a "[deleted]" placeholder). */
  replace: (row: ResponseRow) => void;
  /** A response was removed; emptied placeholders above it go too. */
  remove: (responseId: string) => void;
}

/**
 * Top-level responses 20 at a time (newest first, keyset), each page followed
 * by its whole threads. Load failures are only logged (spec §8).
 */
export function useResponses(debateId: string): ResponsesState {
  const [topLevel, setTopLevel] = useState<ResponseRow[]>([]);
  const [replies, setReplies] = useState<ResponseRow[]>([]);
  const [anchors, setAnchors] = useState<ResponseAnchor[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const cursor = useRef<ResponseCursor | null>(null);
  const inFlight = useRef(false);
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (after: ResponseCursor | null) => {
      const page = await listTopLevelResponses(debateId, after);
      const threadReplies = await listThreadReplies(page.map((row) => row.id));
      return { page, threadReplies };
    },
    [debateId],
  );

  useEffect(() => {
    const current = ++generation.current;
    cursor.current = null;
    inFlight.current = true;
    setTopLevel([]);
    setReplies([]);
    setAnchors([]);
    setLoading(true);
    setHasMore(false);
    fetchPage(null)
      .then(
        ({ page, threadReplies }) => {
          if (current !== generation.current) return;
          cursor.current = responseCursorAfter(page);
          setTopLevel((live) => mergeById(page, live));
          setReplies((live) => mergeById(threadReplies, live));
          setHasMore(pageHasMore(page.length));
        },
        (error: unknown) => console.error('Loading responses failed', error),
      )
      .finally(() => {
        if (current !== generation.current) return;
        inFlight.current = false;
        setLoading(false);
      });
    listAnchors(debateId).then(
      (rows) => {
        if (current === generation.current) setAnchors((live) => mergeById(rows, live));
      },
      (error: unknown) => console.error('Loading response anchors failed', error),
    );
  }, [debateId, fetchPage]);

  const loadMore = useCallback(() => {
    if (inFlight.current || !hasMore || cursor.current === null) return;
    const current = generation.current;
    inFlight.current = true;
    setLoadingMore(true);
    fetchPage(cursor.current)
      .then(
        ({ page, threadReplies }) => {
          if (current !== generation.current) return;
          cursor.current = responseCursorAfter(page) ?? cursor.current;
          setTopLevel((rows) => mergeById(rows, page));
          setReplies((rows) => mergeById(rows, threadReplies));
          setHasMore(pageHasMore(page.length));
        },
        (error: unknown) => console.error('Loading more responses failed', error),
      )
      .finally(() => {
        if (current !== generation.current) return;
        inFlight.current = false;
        setLoadingMore(false);
      });
  }, [fetchPage, hasMore]);

  const receive = useCallback((row: ResponseRow) => {
    if (row.parent_id === null) {
      setTopLevel((rows) => (rows.some((r) => r.id === row.id) ? rows : [row, ...rows]));
      setAnchors((rows) => mergeById(rows, [row]));
    } else {
      setReplies((rows) => mergeById(rows, [row]));
    }
  }, []);

  const replace = useCallback((row: ResponseRow) => {
    const swap = (rows: ResponseRow[]) => rows.map((r) => (r.id === row.id ? row : r));
    setTopLevel(swap);
    setReplies(swap);
  }, []);

  const remove = useCallback(
    (responseId: string) => {
      // Pruning needs the whole thread, top-level rows and replies together.
      const remaining = new Map(withoutResponse([...topLevel, ...replies], responseId).map((row) => [row.id, row]));
      const keep = (rows: ResponseRow[]) => rows.filter((r) => remaining.has(r.id)).map((r) => remaining.get(r.id)!);
      setTopLevel(keep);
      setReplies(keep);
      setAnchors((rows) => rows.filter((r) => remaining.has(r.id) || !topLevel.some((t) => t.id === r.id)));
    },
    [topLevel, replies],
  );

  return { topLevel, replies, anchors, loading, loadingMore, hasMore, loadMore, receive, replace, remove };
}
