import { startTransition, useCallback, useEffect, useState } from 'react';
import { usePagedList } from '@/hooks/usePagedList.ts';
import { listAnchors, listThreadReplies, listTopLevelResponses } from '../api/responsesApi.ts';
import { isPlainProse, preloadMarkdown } from '../components/MarkdownText.tsx';
import type { ResponseAnchor, ResponseRow } from '../types/index.ts';
import { withoutResponse } from '../utils/responseEdits.ts';
import { mergeById, RESPONSES_PAGE_SIZE, responseCursorAfter, type ResponseCursor } from '../utils/responseCursor.ts';

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

/** Empties a list, keeping it as it is when it is empty already (no render for nothing). */
const none = <T>(rows: T[]): T[] => (rows.length === 0 ? rows : []);

/**
 * Top-level responses 20 at a time (newest first, keyset), each page followed
 * by its whole threads. A failed load is only logged: the debate stays readable
 * without its responses.
 */
export function useResponses(debateId: string): ResponsesState {
  const [replies, setReplies] = useState<ResponseRow[]>([]);
  const [anchors, setAnchors] = useState<ResponseAnchor[]>([]);

  const list = usePagedList<ResponseRow, ResponseCursor>({
    key: debateId,
    resetOnChange: true,
    fetchPage: async (cursor, signal) => {
      const page = await listTopLevelResponses(debateId, cursor, RESPONSES_PAGE_SIZE, signal);
      // The renderer loads beside the threads, only once there is Markdown to show;
      // without it the texts show as plain paragraphs. (Replies' Markdown loads it as they render.)
      const renderer = page.some((row) => row.content && !isPlainProse(row.content)) ? preloadMarkdown().catch(() => null) : null;
      const threadReplies = await listThreadReplies(
        debateId,
        page.map((row) => row.id),
        signal,
      );
      await renderer;
      if (!signal.aborted) {
        const apply = () => setReplies((live) => (cursor === null ? mergeById(threadReplies, live) : mergeById(live, threadReplies)));
        // With the page they belong to (usePagedList): the first as a transition (the whole
        // viewer renders again for it, in slices), a further one at once.
        if (cursor === null) startTransition(apply);
        else apply();
      }
      return page;
    },
    cursorAfter: (page) => responseCursorAfter(page),
    pageSize: RESPONSES_PAGE_SIZE,
    // Responses pushed live while the first page loaded stay.
    mergeFirst: (page, live) => mergeById(page, live),
    mergeMore: mergeById,
    label: 'responses',
  });

  useEffect(() => {
    let current = true;
    // Already empty on a first visit: keep the same arrays, so mounting renders nothing again.
    setReplies(none);
    setAnchors(none);
    listAnchors(debateId).then(
      (rows) => {
        if (current) startTransition(() => setAnchors((live) => mergeById(rows, live)));
      },
      (error: unknown) => console.error('Loading response anchors failed', error),
    );
    return () => {
      current = false;
    };
  }, [debateId]);

  const { setRows } = list;
  const receive = useCallback(
    (row: ResponseRow) => {
      if (row.parent_id === null) {
        setRows((rows) => (rows.some((r) => r.id === row.id) ? rows : [row, ...rows]));
        setAnchors((rows) => mergeById(rows, [row]));
      } else {
        setReplies((rows) => mergeById(rows, [row]));
      }
    },
    [setRows],
  );

  const replace = useCallback(
    (row: ResponseRow) => {
      const swap = (rows: ResponseRow[]) => rows.map((r) => (r.id === row.id ? row : r));
      setRows(swap);
      setReplies(swap);
    },
    [setRows],
  );

  const { rows: topLevel, loading, loadingMore, hasMore, loadMore } = list;

  const remove = useCallback(
    (responseId: string) => {
      // Pruning needs the whole thread, top-level rows and replies together.
      const remaining = new Map(withoutResponse([...topLevel, ...replies], responseId).map((row) => [row.id, row]));
      const keep = (rows: ResponseRow[]) => rows.filter((r) => remaining.has(r.id)).map((r) => remaining.get(r.id)!);
      setRows(keep);
      setReplies(keep);
      setAnchors((rows) => rows.filter((r) => remaining.has(r.id) || !topLevel.some((t) => t.id === r.id)));
    },
    [topLevel, replies, setRows],
  );

  return { topLevel, replies, anchors, loading, loadingMore, hasMore, loadMore, receive, replace, remove };
}
