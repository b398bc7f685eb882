import { useEffect, useRef } from 'react';
import { listResponsesSince } from '@/entities/response/api/liveResponses.ts';
import { subscribeToDebate, type DebateListeners } from '../api/realtime.ts';

/**
 * Responses created this long before the viewer opened are read again too:
 * the page's own list was read at about that time by the server's clock,
 * which may differ from the browser's. A response read twice is merged by id.
 */
const CLOCK_MARGIN_MS = 10_000;

type LiveListeners = Omit<DebateListeners, 'onSubscribed'>;

/**
 * Follows the debate's tallies and new responses while the viewer is open.
 * The topic may join well after the page read its data (a visitor's realtime
 * waits for an idle moment): on each join the tallies and view count are
 * read again (by the channel) and so are the responses created since the
 * viewer opened.
 */
export function useDebateLive(debateId: string, listeners: LiveListeners): void {
  const latest = useRef(listeners);
  latest.current = listeners;
  useEffect(() => {
    let active = true;
    const since = new Date(Date.now() - CLOCK_MARGIN_MS).toISOString();
    const unsubscribe = subscribeToDebate(debateId, {
      onTallies: (tallies) => latest.current.onTallies(tallies),
      onViews: (views) => latest.current.onViews(views),
      onResponse: (response) => latest.current.onResponse(response),
      onResponseChanged: (response) => latest.current.onResponseChanged(response),
      onSubscribed: () => {
        listResponsesSince(debateId, since).then(
          (rows) => {
            if (active) for (const row of rows) latest.current.onResponse(row);
          },
          (error: unknown) => console.error('Reading the responses again failed', error),
        );
      },
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [debateId]);
}
