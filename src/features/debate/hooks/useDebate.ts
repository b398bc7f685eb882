import { useEffect, useState } from 'react';
import { fetchDebate, recordDebateView } from '../api/debateApi.ts';
import type { DebateWithTurns } from '../types/index.ts';

export type DebateLoad =
  | { status: 'loading' }
  | { status: 'ready'; debate: DebateWithTurns }
  | { status: 'not-found' }
  | { status: 'error' };

// A development double mount (or a quick back-and-forth) must not count two views.
const recentViews = new Map<string, number>();
const VIEW_DEDUPE_MS = 5_000;

function countView(debateId: string) {
  const now = Date.now();
  const last = recentViews.get(debateId);
  if (last !== undefined && now - last < VIEW_DEDUPE_MS) return;
  recentViews.set(debateId, now);
  recordDebateView(debateId).catch((error: unknown) => console.error('Recording the view failed', error));
}

/** Loads the debate and its turns, and counts the visit when it is shared. */
export function useDebate(debateId: string): DebateLoad {
  const [load, setLoad] = useState<DebateLoad>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    fetchDebate(debateId).then(
      (debate) => {
        if (!active) return;
        if (!debate) {
          setLoad({ status: 'not-found' });
          return;
        }
        setLoad({ status: 'ready', debate });
        if (debate.is_public) countView(debate.id);
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Loading the debate failed', error);
        setLoad({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [debateId]);

  return load;
}
