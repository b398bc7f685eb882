import { useEffect, useState } from 'react';
import { LoginRequiredModal } from '@/components/index.ts';
import { ErrorCode, hasErrorCode } from '@/lib/errors.ts';
import { castVote, VOTE_LOGIN_MESSAGE } from '@/lib/votes.ts';
import { useSession } from '@/stores/session.ts';
import { useVotes } from '@/stores/votes.ts';

export interface CardVoteControlProps {
  debateId: string;
  topic: string;
  /** The card's tallies (kept live by the list). */
  upvotes: number;
  downvotes: number;
}

/**
 * ▲ score ▼ on a ranking card: votes through cast_vote like the viewer; a
 * visitor gets the same Login Required modal. The server's answer shows at
 * once; a newer tally from the list (realtime) replaces it.
 */
export function CardVoteControl({ debateId, topic, upvotes, downvotes }: CardVoteControlProps) {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const sessionLoading = useSession((s) => s.status === 'loading');
  const myVote = useVotes((s) => (signedIn ? (s.userVotes[debateId] ?? 0) : 0));
  const setMyVote = useVotes((s) => s.setMyVote);
  const [tallies, setTallies] = useState({ upvotes, downvotes });
  const [pending, setPending] = useState(false);
  const [loginPrompt, setLoginPrompt] = useState(false);

  useEffect(() => setTallies({ upvotes, downvotes }), [upvotes, downvotes]);

  function vote(value: 1 | -1) {
    if (!signedIn) return setLoginPrompt(true);
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
  }

  const score = tallies.upvotes - tallies.downvotes;
  return (
    <div className="card-vote" role="group" aria-label={`Votes on ${topic}`}>
      <button
        type="button"
        className={`card-vote__button${myVote === 1 ? ' card-vote__button--on' : ''}`}
        aria-pressed={myVote === 1}
        aria-label={`Upvote (${tallies.upvotes})`}
        disabled={pending || sessionLoading}
        onClick={() => vote(1)}
      >
        ▲
      </button>
      <span className="card-vote__score" data-testid="card-score" title={`${tallies.upvotes} up, ${tallies.downvotes} down`}>
        {score}
      </span>
      <button
        type="button"
        className={`card-vote__button${myVote === -1 ? ' card-vote__button--on' : ''}`}
        aria-pressed={myVote === -1}
        aria-label={`Downvote (${tallies.downvotes})`}
        disabled={pending || sessionLoading}
        onClick={() => vote(-1)}
      >
        ▼
      </button>
      {/* Mounted only when asked for: a list holds many cards. */}
      {loginPrompt && <LoginRequiredModal open onClose={() => setLoginPrompt(false)} message={VOTE_LOGIN_MESSAGE} />}
    </div>
  );
}
