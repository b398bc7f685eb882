import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { followDebateChannel } from '@/entities/debate/api/debateChannel.ts';
import { useSession } from '@/stores/session.ts';
import { roomPrefetch } from '../api/debatePrefetch.ts';
import { fetchReaderVerdict, listDeltas, type DeltaRow, type ReaderVerdict } from '@/entities/verdict/api/verdictApi.ts';
import { sameRead } from '@/lib/sameRead.ts';

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
  // Each read (and each change of debate) takes a number; an answer to an older one is dropped.
  const [reads] = useState(() => ({ latest: 0 }));
  // What is shown, to compare a read with (sameRead): the same values are not set at all.
  const shown = useRef({ verdict, deltas });
  shown.current = { verdict, deltas };

  // A read, not a state change: a join or a poll answer that changes nothing renders nothing.
  const reload = useCallback(() => {
    const read = ++reads.latest;
    const latest = () => reads.latest === read;
    // Marks across every turn may change: rendered in slices, as a transition.
    fetchReaderVerdict(debateId).then(
      (row) => latest() && !sameRead(shown.current.verdict, row) && startTransition(() => setVerdict(row)),
      (error: unknown) => console.error('Loading the verdict failed', error),
    );
    listDeltas(debateId).then(
      (rows) => latest() && !sameRead(shown.current.deltas, rows) && startTransition(() => setDeltas(rows)),
      (error: unknown) => console.error('Loading the ∆s failed', error),
    );
  }, [debateId, reads]);
  const dropPendingReads = useCallback(() => {
    reads.latest++;
  }, [reads]);

  // The server read the seeded verdict as a visitor: a visitor's first render needs no second read (the live join catches up).
  const seededFor = useRef(seeded ? debateId : undefined);

  useEffect(() => {
    if (!shared) return;
    if (seededFor.current === debateId && !signedIn) return;
    seededFor.current = undefined;
    reload();
    return dropPendingReads;
  }, [debateId, shared, signedIn, reload, dropPendingReads]);

  useEffect(() => {
    if (!shared) return;
    // A join (late for a visitor, or after a lost connection) reads both again: changes before it were not pushed.
    return followDebateChannel(debateId, { onPoll: reload, onDeltas: reload, onSubscribed: reload });
  }, [debateId, shared, reload]);

  return { verdict, deltas, reload };
}
