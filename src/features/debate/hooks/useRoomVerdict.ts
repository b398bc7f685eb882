import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { followDebateChannel } from '@/entities/debate/api/debateChannel.ts';
import { useSession } from '@/stores/session.ts';
import { roomPrefetch } from '../api/debatePrefetch.ts';
import { fetchReaderVerdict, listDeltas, type DeltaRow, type ReaderVerdict } from '../api/verdictApi.ts';

export interface RoomVerdict {
  verdict: ReaderVerdict | null;
  deltas: DeltaRow[];
  /** Reads verdict and ∆s again (after the reader's own change). */
  reload: () => void;
}

/**
 * The room's verdict and the debate's ∆s, kept current from the debate's live
 * topic: a poll answer can move the verdict, a ∆ awarded or withdrawn
 * anywhere changes the marks.
 */
export function useRoomVerdict(debateId: string, shared: boolean): RoomVerdict {
  const signedIn = useSession((state) => state.status === 'signed-in');
  // The server's page holds the verdict already (src/app/ssr.tsx): shown from the first render, so nothing below it moves.
  const [seeded] = useState(() => roomPrefetch.takeReady(debateId)?.value);
  const [verdict, setVerdict] = useState<ReaderVerdict | null>(seeded?.verdict ?? null);
  const [deltas, setDeltas] = useState<DeltaRow[]>(seeded?.deltas ?? []);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  // The server read the seeded verdict as a visitor: a visitor's first render needs no second read (the live join catches up).
  const seededFor = useRef(seeded ? debateId : undefined);

  useEffect(() => {
    if (!shared) return;
    if (seededFor.current === debateId && !signedIn && generation === 0) return;
    seededFor.current = undefined;
    let current = true;
    // Marks across every turn may change: rendered in slices, as a transition.
    fetchReaderVerdict(debateId).then(
      (row) => current && startTransition(() => setVerdict(row)),
      (error: unknown) => console.error('Loading the verdict failed', error),
    );
    listDeltas(debateId).then(
      (rows) => current && startTransition(() => setDeltas(rows)),
      (error: unknown) => console.error('Loading the ∆s failed', error),
    );
    return () => {
      current = false;
    };
  }, [debateId, shared, signedIn, generation]);

  useEffect(() => {
    if (!shared) return;
    // A join (late for a visitor, or after a lost connection) reads both again: changes before it were not pushed.
    return followDebateChannel(debateId, { onPoll: reload, onDeltas: reload, onSubscribed: reload });
  }, [debateId, shared, reload]);

  return { verdict, deltas, reload };
}
