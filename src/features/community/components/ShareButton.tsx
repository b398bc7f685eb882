import { useState } from 'react';
import { Button, toast } from '../../../components/index.ts';
import { useVotes } from '../../../stores/votes.ts';
import { shareDebate } from '../api/historyApi.ts';
import type { DebateRow } from '../types/index.ts';

export const SHARE_SUCCESS = 'Debate shared successfully! It will appear in Community Rankings.';
export const SHARE_FAILURE = 'Failed to share debate. Please try again.';

export interface ShareButtonProps {
  debateId: string;
  isPublic: boolean;
  onShared: (debate: DebateRow) => void;
}

/** Private → Sharing... → Shared with Community (disabled). There is no un-share. */
export function ShareButton({ debateId, isPublic, onShared }: ShareButtonProps) {
  const [sharing, setSharing] = useState(false);
  const setMyVote = useVotes((s) => s.setMyVote);

  async function share() {
    setSharing(true);
    try {
      const debate = await shareDebate(debateId);
      // Sharing records the author's own upvote.
      setMyVote(debateId, 1);
      onShared(debate);
      toast.success(SHARE_SUCCESS);
    } catch (error) {
      console.error('Sharing the debate failed', error);
      toast.error(SHARE_FAILURE);
    } finally {
      setSharing(false);
    }
  }

  if (isPublic) {
    return (
      <Button variant="secondary" size="sm" disabled>
        Shared with Community
      </Button>
    );
  }
  return (
    <Button variant="primary" size="sm" busy={sharing} disabled={sharing} onClick={() => void share()}>
      {sharing ? 'Sharing...' : 'Share with Community'}
    </Button>
  );
}
