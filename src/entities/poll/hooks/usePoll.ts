import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@/hooks/useMutation.ts';
import { clearDraft, readDraft, resumeDraft, writeDraft } from '@/lib/drafts.ts';
import { isRecord } from '@/lib/guards.ts';
import { sameRead } from '@/lib/sameRead.ts';
import { announceToMyTabs, followUserTopic } from '@/lib/userTopic.ts';
import { useSession, useSessionLoading } from '@/stores/session.ts';
import {
  fetchPollResults,
  recordPollAnswer,
  type PollAggregate,
  type PollPhase,
  type PollResult,
  type PollStance,
} from '../api/pollApi.ts';
import { pollFailureText } from '../components/pollText.ts';

/**
 * How the poll follows the debate's live channel (the viewer passes the debate
 * entity's followDebateChannel): the audience's new aggregate, and each join.
 * Returns the unfollow.
 */
export type FollowPoll = (debateId: string, listeners: { onPoll(aggregate: PollAggregate): void; onSubscribed(): void }) => () => void;

/** A reader's two answers; null where not given. */
interface PollAnswers {
  before: PollStance | null;
  after: PollStance | null;
}

const STANCES: readonly PollStance[] = ['for', 'neutral', 'against'];
const isStanceOrNull = (value: unknown): value is PollStance | null => value === null || STANCES.includes(value as PollStance);
const isAnswers = (value: unknown): value is PollAnswers => isRecord(value) && isStanceOrNull(value.before) && isStanceOrNull(value.after);
// A visitor's answers wait through the sign-in they ask for, then are recorded on their return.
const keptKey = (debateId: string) => `poll:${debateId}`;

export interface Poll {
  /** The audience's answers (null until read). */
  result: PollResult | null;
  /** The reader's own answers: recorded (signed in), or kept in this browser until they sign in (a visitor). */
  mine: PollAnswers;
  /** A visitor answered: their answers wait for the sign-in that counts them. */
  waitingForSignIn: boolean;
  /** Nobody can answer any more (the poll closed a week after sharing). */
  closed: boolean;
  /** An answer is being recorded, or the session is still being found. */
  busy: boolean;
  error: string | null;
  answer: (phase: PollPhase, stance: PollStance) => void;
  /** The visitor went to sign in: their answers are recorded when they are back. */
  keepForSignIn: () => void;
}

type Answer = readonly [PollPhase, PollStance];

/**
 * "Who convinced you?" for one debate: the audience's split, live through the debate's channel,
 * and the reader's own answers — recorded for a signed-in reader (and told to their other tabs),
 * kept through the sign-in a visitor is asked for and recorded when they are back.
 */
export function usePoll(debateId: string, options: { shared: boolean; follow: FollowPoll; onAnswered?: () => void }): Poll {
  const { shared, follow, onAnswered } = options;
  const userId = useSession((state) => (state.status === 'signed-in' ? (state.user?.id ?? null) : null));
  const signedIn = userId !== null;
  const sessionLoading = useSessionLoading();
  const [result, setResult] = useState<PollResult | null>(null);
  // Read after the first render: the server's page (and the hydrating render) has no browser storage.
  const [kept, setKept] = useState<PollAnswers | null>(null);
  const newerThanRead = useRef(0);

  const record = useMutation(
    async (answers: readonly Answer[], afterRecorded?: () => void) => {
      newerThanRead.current++;
      try {
        let row: PollResult | null = null;
        for (const [phase, stance] of answers) row = await recordPollAnswer(debateId, phase, stance);
        afterRecorded?.();
        return row;
      } finally {
        newerThanRead.current++;
      }
    },
    {
      errorText: pollFailureText,
      onSuccess: (row) => {
        if (row) {
          setResult(row);
          // The person's other tabs and devices show the same answers.
          announceToMyTabs('my_poll', { debate_id: debateId, my_before: row.my_before, my_after: row.my_after });
        }
        onAnswered?.();
      },
    },
  );
  const { run } = record;

  useEffect(() => {
    setKept(readDraft(keptKey(debateId), isAnswers)?.value ?? null);
  }, [debateId]);

  useEffect(() => {
    // Only a shared debate has a poll.
    if (!shared) return;
    let current = true;
    fetchPollResults(debateId)
      // The split arrives while the viewer is still settling: rendered in slices.
      .then((row) => current && startTransition(() => setResult(row)))
      .catch((failure: unknown) => console.error('Loading the poll failed', failure));
    return () => {
      current = false;
    };
  }, [debateId, signedIn, shared]);

  // Live once there is a result to update: the broadcast is the audience's
  // aggregate, so the reader's own answers stay as they are.
  const loaded = result !== null;
  useEffect(() => {
    if (!loaded) return;
    return follow(debateId, {
      onPoll: (aggregate) => {
        newerThanRead.current++;
        setResult((existing) => (existing ? { ...existing, ...aggregate } : existing));
      },
      // A visitor's channel joins once the browser is idle: what the room
      // answered meanwhile is read again rather than lost.
      onSubscribed: () => {
        // An answer sent or recorded, or an aggregate pushed, while this read
        // was on its way is newer than the read (its snapshot may predate them).
        const changesBefore = newerThanRead.current;
        fetchPollResults(debateId)
          .then((row) => {
            // The same split keeps the same state: a join that finds nothing new renders nothing.
            if (newerThanRead.current === changesBefore) setResult((existing) => (existing && !sameRead(existing, row) ? row : existing));
          })
          .catch((failure: unknown) => console.error('Reading the poll again failed', failure));
      },
    });
  }, [debateId, loaded, follow]);

  // The reader's answers given in another tab or on another device.
  useEffect(() => {
    if (!userId) return;
    return followUserTopic(userId, (event, payload) => {
      if (event !== 'my_poll' || !isRecord(payload) || payload.debate_id !== debateId) return;
      const { my_before: before, my_after: after } = payload;
      if (!isStanceOrNull(before) || !isStanceOrNull(after)) return;
      setResult((existing) => (existing ? { ...existing, my_before: before, my_after: after } : existing));
    });
  }, [userId, debateId]);

  // Back from signing in: the answers the visitor gave are recorded now, before then after.
  useEffect(() => {
    if (!signedIn || !shared) return;
    const waiting = readDraft(keptKey(debateId), isAnswers)?.value;
    if (!waiting) return;
    setKept(null);
    const answers: Answer[] = [];
    if (waiting.before) answers.push(['before', waiting.before]);
    if (waiting.before && waiting.after) answers.push(['after', waiting.after]);
    // Kept in the browser until the database has them: a reload or a failed request on the way
    // leaves them to be recorded at the next visit.
    if (answers.length > 0) void run(answers, () => clearDraft(keptKey(debateId)));
    else clearDraft(keptKey(debateId));
  }, [signedIn, shared, debateId, run]);

  const answer = useCallback(
    (phase: PollPhase, stance: PollStance) => {
      if (signedIn) {
        void run([[phase, stance]]);
        return;
      }
      const next: PollAnswers =
        phase === 'before' ? { before: stance, after: kept?.after ?? null } : { before: kept?.before ?? null, after: stance };
      // "After" needs a "before" first, as the database asks.
      if (!next.before) return;
      writeDraft(keptKey(debateId), next);
      setKept(next);
    },
    [signedIn, run, debateId, kept],
  );

  const closed = result !== null && new Date(result.closes_at).getTime() <= Date.now();
  return {
    result,
    mine: signedIn ? { before: result?.my_before ?? null, after: result?.my_after ?? null } : (kept ?? { before: null, after: null }),
    waitingForSignIn: !signedIn && kept !== null,
    closed,
    busy: record.pending || sessionLoading,
    error: record.error,
    answer,
    keepForSignIn: useCallback(() => resumeDraft(keptKey(debateId)), [debateId]),
  };
}
