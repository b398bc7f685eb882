import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Button, DelayedSpinner } from '@/components/index.ts';
import { useNow } from '@/hooks/useNow.ts';
import type { ResponsesState } from '../hooks/useResponses.ts';
import type { ResponseRow } from '../types/index.ts';
import { buildThreads } from '../utils/threads.ts';
import { ResponseThread, type ResponseExtras } from './ResponseThread.tsx';
import './responses.css';

const NO_RESPONSES_TEXT = 'No responses yet';
const NO_MORE_RESPONSES_TEXT = 'No more responses to load';
/** More responses load when the pane is scrolled within 100 px of its end. */
const LOAD_MORE_THRESHOLD_PX = 100;

export interface ResponsesPaneProps {
  responses: ResponsesState;
  onReveal: (response: ResponseRow) => void;
  /** Polite announcement of the latest change (a new response arrived). */
  announcement: string;
  /** What the page adds to every response (the moderation notice, Report). */
  extras?: ResponseExtras;
}

/** The community responses: threads, 20 top-level at a time, more near the end of the scroll. */
export function ResponsesPane({ responses, onReveal, announcement, extras }: ResponsesPaneProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const now = useNow();
  const { topLevel, replies, loading, loadingMore, hasMore, loadMore, receive, replace, remove } = responses;
  const threads = useMemo(() => buildThreads(topLevel, replies), [topLevel, replies]);

  const nearEnd = useCallback(() => {
    const el = scroller.current;
    return el !== null && el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_THRESHOLD_PX;
  }, []);

  // A page that does not fill the pane cannot be scrolled: keep loading until it does or the end is reached.
  useEffect(() => {
    if (!loading && !loadingMore && hasMore && nearEnd()) loadMore();
  }, [loading, loadingMore, hasMore, loadMore, nearEnd, topLevel.length]);

  return (
    <aside className="responses-pane" aria-labelledby="responses-heading">
      <div className="responses-pane__header">
        <h2 id="responses-heading">Community Responses</h2>
        <p className="responses-pane__hint">Select text in the debate to respond to it.</p>
      </div>
      <div
        ref={scroller}
        className="responses-pane__scroll"
        role="region"
        aria-label="Responses"
        aria-busy={loading || loadingMore || undefined}
        tabIndex={0}
        onScroll={() => {
          if (nearEnd()) loadMore();
        }}
      >
        {loading && <DelayedSpinner label="Loading responses…" />}
        {!loading && threads.length === 0 && <p className="responses-pane__empty">{NO_RESPONSES_TEXT}</p>}
        {threads.length > 0 && (
          <ol className="thread-list">
            {threads.map((node) => (
              <ResponseThread
                key={node.response.id}
                node={node}
                now={now}
                extras={extras}
                onReveal={onReveal}
                onReplyPosted={receive}
                onChanged={replace}
                onRemoved={remove}
              />
            ))}
          </ol>
        )}
        {loadingMore && <DelayedSpinner label="Loading more responses…" />}
        {!loading && hasMore && !loadingMore && (
          <div className="responses-pane__more">
            <Button variant="secondary" size="sm" onClick={loadMore}>
              Load more responses
            </Button>
          </div>
        )}
        {!loading && !hasMore && threads.length > 0 && <p className="responses-pane__end">{NO_MORE_RESPONSES_TEXT}</p>}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </aside>
  );
}
