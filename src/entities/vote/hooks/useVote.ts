import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '@/lib/drafts.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { ErrorCode, hasErrorCode } from '@/lib/errors.ts';
import { toast } from '@/components/index.ts';
import { castVote as castVoteRpc, VOTE_FAILURE_MESSAGE } from '../api/castVote.ts';
import { useSession } from '@/stores/session.ts';
import { useVotes } from '../stores/votes.ts';
import { announceToMyTabs } from '@/lib/userTopic.ts';

// A visitor's vote waits through the sign-in it asked for, then is cast (once) on their return.
const intentKey = (debateId: string) => `vote:${debateId}`;
const isVoteIntent = (value: unknown): value is 1 | -1 => value === 1 || value === -1;

export interface VoteTallies {
  upvotes: number;
  downvotes: number;
}

export interface Vote {
  tallies: VoteTallies;
  /** Tallies from elsewhere (the list's or the viewer's live topic) replace the server's last answer. */
  setTallies: (tallies: VoteTallies) => void;
  myVote: number;
  /** Clicking the current vote again clears it; a visitor is asked to sign in. */
  vote: (value: 1 | -1) => void;
  pending: boolean;
  loginPrompt: boolean;
  /** The visitor cancelled: the vote they asked for is forgotten. */
  closeLoginPrompt: () => void;
  /** The visitor went to sign in: the vote is cast when they are back. */
  leaveToSignIn: () => void;
  /** Whether the vote asked for before signing in is being cast (its answer says what the vote is). */
  castOnReturn: () => boolean;
}

/**
 * One debate's vote, as the viewer and the ranking's cards both cast it
 * (cast_vote): the tallies the server answered and the reader's own vote.
 * A feature passes its own api's `castVote`, so its data access stays in its api/.
 */
export function useVote(debateId: string, initial: VoteTallies, castVote = castVoteRpc): Vote {
  // Whether someone is signed in, not the status: the session becoming known
  // (a visitor signed out at start-up) re-renders only the vote's buttons
  // (useSessionLoading), not the page that holds the vote.
  const signedIn = useSession((s) => s.status === 'signed-in');
  const myVote = useVotes((s) => (signedIn ? (s.userVotes[debateId] ?? 0) : 0));
  const setMyVote = useVotes((s) => s.setMyVote);
  const [tallies, setTalliesState] = useState<VoteTallies>(initial);
  // The same numbers keep the same state, so a list that hands its tallies down
  // on every render (or on mount) does not render every card a second time.
  const setTallies = useCallback(
    (next: VoteTallies) => setTalliesState((now) => (now.upvotes === next.upvotes && now.downvotes === next.downvotes ? now : next)),
    [],
  );
  const [loginPrompt, setLoginPrompt] = useState(false);
  // A vote that fails leaves the tallies as they were and says so (a toast: the buttons have no room
  // for a sentence); a session that ended meanwhile gets the visitor's Login Required.
  const { run, pending } = useMutation((value: -1 | 0 | 1) => castVote(debateId, value), {
    onSuccess: (result) => {
      setTallies({ upvotes: result.upvotes, downvotes: result.downvotes });
      setMyVote(debateId, result.myVote);
      // The person's other tabs show the same vote (the tallies reach them on the debate's topic).
      announceToMyTabs('my_vote', { debate_id: debateId, value: result.myVote });
    },
    onError: (error) => {
      if (hasErrorCode(error, ErrorCode.voteNeedsSignIn)) setLoginPrompt(true);
      else {
        console.error('Voting failed', error);
        toast.error(VOTE_FAILURE_MESSAGE);
      }
    },
  });

  const vote = useCallback(
    (value: 1 | -1) => {
      if (!signedIn) {
        writeDraft(intentKey(debateId), value, true);
        setLoginPrompt(true);
        return;
      }
      if (!pending) void run(myVote === value ? 0 : value);
    },
    [signedIn, pending, myVote, debateId, run],
  );

  // Back from signing in: the vote the visitor asked for is cast now (their current vote, if it
  // is already that one, stays).
  const resumed = useRef(false);
  useEffect(() => {
    if (!signedIn) return;
    const intent = readDraft(intentKey(debateId), isVoteIntent);
    if (!intent) return;
    clearDraft(intentKey(debateId));
    if (!intent.resume) return;
    resumed.current = true;
    void run(intent.value);
  }, [signedIn, debateId, run]);

  return {
    tallies,
    setTallies,
    myVote,
    vote,
    pending,
    loginPrompt,
    closeLoginPrompt: useCallback(() => {
      // Cancel: the visitor no longer wants it cast later.
      if (!useSession.getState().user) clearDraft(intentKey(debateId));
      setLoginPrompt(false);
    }, [debateId]),
    leaveToSignIn: useCallback(() => setLoginPrompt(false), []),
    castOnReturn: useCallback(() => resumed.current, []),
  };
}
