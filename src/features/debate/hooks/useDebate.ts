import { useEffect, useRef, useState } from 'react';
import { fetchDebate, recordDebateView } from '../api/debateApi.ts';
import { debatePrefetch } from '../api/debatePrefetch.ts';
import type { DebateWithTurns } from '@/entities/debate/types/index.ts';

export type DebateLoad =
  { status: 'loading' } | { status: 'ready'; debate: DebateWithTurns } | { status: 'not-found' } | { status: 'error' };

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

const loaded = (debate: DebateWithTurns | null): DebateLoad => (debate ? { status: 'ready', debate } : { status: 'not-found' });

/** Loads the debate and its turns, and counts the visit when it is shared. */
export function useDebate(debateId: string): DebateLoad {
  // The entry may have asked for this debate already (src/app/prefetch.ts):
  // shown at once when it has arrived, awaited when it is under way, never asked twice.
  const [initial] = useState(() => {
    const ready = debatePrefetch.takeReady(debateId);
    return ready && { debateId, debate: ready.value };
  });
  const [load, setLoad] = useState<DebateLoad>(initial ? loaded(initial.debate) : { status: 'loading' });
  const seeded = useRef(initial?.debateId);

  useEffect(() => {
    if (initial && seeded.current === debateId) {
      // Kept through StrictMode's second run (countView dedupes); a later return to this id loads afresh.
      if (initial.debate?.is_public) countView(initial.debate.id);
      return;
    }
    seeded.current = undefined;
    let active = true;
    setLoad({ status: 'loading' });
    (debatePrefetch.take(debateId) ?? fetchDebate(debateId)).then(
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
  }, [debateId, initial]);

  return load;
}
