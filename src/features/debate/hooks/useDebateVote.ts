import { useCallback, useEffect, useState } from 'react';
import { ErrorCode, hasErrorCode } from '@/lib/errors.ts';
import { useSession } from '@/stores/session.ts';
import { useVotes } from '@/stores/votes.ts';
import { castVote, fetchMyVote } from '../api/debateApi.ts';
import type { Tallies } from '../types/index.ts';

export { VOTE_LOGIN_MESSAGE } from '@/lib/votes.ts';

export interface DebateVote {
  tallies: Tallies;
  /** Tallies pushed by realtime (someone else voted). */
  applyTallies: (tallies: Tallies) => void;
  myVote: number;
  /** Clicking the current vote again clears it. */
  vote: (value: 1 | -1) => void;
  pending: boolean;
  /** The session is still being restored: the answer to "may I vote" is not known yet. */
  sessionLoading: boolean;
  loginPrompt: boolean;
  closeLoginPrompt: () => void;
}

/** The debate's tallies as the server reports them, and the reader's own vote. */
export function useDebateVote(debateId: string, initial: Tallies, isPublic: boolean): DebateVote {
  const status = useSession((s) => s.status);
  const signedIn = status === 'signed-in';
  const myVote = useVotes((s) => (signedIn ? (s.userVotes[debateId] ?? 0) : 0));
  const setMyVote = useVotes((s) => s.setMyVote);
  const [tallies, setTallies] = useState<Tallies>(initial);
  const [pending, setPending] = useState(false);
  const [loginPrompt, setLoginPrompt] = useState(false);

  useEffect(() => {
    if (!signedIn || !isPublic) return;
    let active = true;
    fetchMyVote(debateId).then(
      (value) => {
        if (active) setMyVote(debateId, value);
      },
      (error: unknown) => console.error('Loading your vote failed', error),
    );
    return () => {
      active = false;
    };
  }, [signedIn, isPublic, debateId, setMyVote]);

  const vote = useCallback(
    (value: 1 | -1) => {
      if (!signedIn) {
        setLoginPrompt(true);
        return;
      }
      if (pending) return;
      setPending(true);
      castVote(debateId, myVote === value ? 0 : value)
        .then(
          (result) => {
            setTallies({ upvotes: result.upvotes, downvotes: result.downvotes });
            setMyVote(debateId, result.myVote);
          },
          (error: unknown) => {
            if (hasErrorCode(error, ErrorCode.voteNeedsSignIn)) setLoginPrompt(true);
            else console.error('Voting failed', error);
          },
        )
        .finally(() => setPending(false));
    },
    [signedIn, pending, debateId, myVote, setMyVote],
  );

  return {
    tallies,
    applyTallies: setTallies,
    myVote,
    vote,
    pending,
    sessionLoading: status === 'loading',
    loginPrompt,
    closeLoginPrompt: useCallback(() => setLoginPrompt(false), []),
  };
}
