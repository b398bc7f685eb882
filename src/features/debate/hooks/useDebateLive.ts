import { useEffect, useRef } from 'react';
import { subscribeToDebate, type DebateListeners } from '../api/realtime.ts';

/** Follows the debate's tallies and new responses while the viewer is open. */
export function useDebateLive(debateId: string, listeners: DebateListeners): void {
  const latest = useRef(listeners);
  latest.current = listeners;
  useEffect(
    () =>
      subscribeToDebate(debateId, {
        onTallies: (tallies) => latest.current.onTallies(tallies),
        onViews: (views) => latest.current.onViews(views),
        onResponse: (response) => latest.current.onResponse(response),
      }),
    [debateId],
  );
}
