import { useEffect } from 'react';
import { useVote, type Vote } from '@/entities/vote/hooks/useVote.ts';
import { useSession } from '@/stores/session.ts';
import { useVotes } from '@/entities/vote/stores/votes.ts';
import { castVote, fetchMyVote } from '../api/debateApi.ts';
import type { VoteTallies as Tallies } from '@/entities/vote/hooks/useVote.ts';

export { VOTE_LOGIN_MESSAGE } from '@/entities/vote/api/castVote.ts';

export interface DebateVote extends Omit<Vote, 'setTallies'> {
  /** Tallies pushed by realtime (someone else voted). */
  applyTallies: (tallies: Tallies) => void;
}

/** The debate's tallies as the server reports them, and the reader's own vote (loaded from the server). */
export function useDebateVote(debateId: string, initial: Tallies, isPublic: boolean): DebateVote {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const setMyVote = useVotes((s) => s.setMyVote);
  const { setTallies, ...vote } = useVote(debateId, initial, castVote);

  const { castOnReturn } = vote;
  useEffect(() => {
    // A vote cast on the way back from signing in answers with the reader's vote itself.
    if (!signedIn || !isPublic || castOnReturn()) return;
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
  }, [signedIn, isPublic, debateId, setMyVote, castOnReturn]);

  return { ...vote, applyTallies: setTallies };
}
