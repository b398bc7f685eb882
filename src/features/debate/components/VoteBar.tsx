import { votePercentage } from '@/entities/vote/stores/votes.ts';
import type { VoteTallies as Tallies } from '@/entities/vote/hooks/useVote.ts';

export interface VoteBarProps {
  tallies: Tallies;
  myVote: number;
  disabled: boolean;
  onVote: (value: 1 | -1) => void;
}

/** Up and down votes with the server's live counts; the pressed button is the reader's vote. */
export function VoteBar({ tallies, myVote, disabled, onVote }: VoteBarProps) {
  const percent = votePercentage(tallies.upvotes, tallies.upvotes, tallies.downvotes);
  return (
    <div className="vote-bar" role="group" aria-label="Votes">
      <button
        type="button"
        className={`vote-button vote-button--up${myVote === 1 ? ' vote-button--on' : ''}`}
        aria-pressed={myVote === 1}
        aria-label={`Upvote (${tallies.upvotes})`}
        disabled={disabled}
        onClick={() => onVote(1)}
      >
        <span aria-hidden="true">▲</span> <span data-testid="upvotes">{tallies.upvotes}</span>
      </button>
      <button
        type="button"
        className={`vote-button vote-button--down${myVote === -1 ? ' vote-button--on' : ''}`}
        aria-pressed={myVote === -1}
        aria-label={`Downvote (${tallies.downvotes})`}
        disabled={disabled}
        onClick={() => onVote(-1)}
      >
        <span aria-hidden="true">▼</span> <span data-testid="downvotes">{tallies.downvotes}</span>
      </button>
      <span className="vote-bar__percent">
        <span data-testid="vote-percentage">{percent}%</span> upvoted
      </span>
    </div>
  );
}
