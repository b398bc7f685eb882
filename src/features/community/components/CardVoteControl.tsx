import { useEffect } from 'react';
import { LoginRequiredModal } from '@/components/index.ts';
import { useVote } from '@/entities/vote/hooks/useVote.ts';
import { VOTE_LOGIN_MESSAGE } from '@/entities/vote/api/castVote.ts';
import { useSessionLoading } from '@/stores/session.ts';

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
  const sessionLoading = useSessionLoading();
  const { tallies, setTallies, myVote, vote, pending, loginPrompt, closeLoginPrompt, leaveToSignIn } = useVote(debateId, {
    upvotes,
    downvotes,
  });

  useEffect(() => setTallies({ upvotes, downvotes }), [upvotes, downvotes, setTallies]);

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
      {loginPrompt && <LoginRequiredModal open onClose={closeLoginPrompt} onSignIn={leaveToSignIn} message={VOTE_LOGIN_MESSAGE} />}
    </div>
  );
}
