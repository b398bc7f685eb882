import { useState } from 'react';
import { Button, toast } from '@/components/index.ts';
import { useVotes } from '@/entities/vote/stores/votes.ts';
import { SHARE_FAILURE_MESSAGE, SHARE_SUCCESS_MESSAGE } from '@/entities/debate/api/shareDebate.ts';
import { shareDebate } from '../api/historyApi.ts';
import type { DebateRow } from '../types/index.ts';

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
      toast.success(SHARE_SUCCESS_MESSAGE);
    } catch (error) {
      console.error('Sharing the debate failed', error);
      toast.error(SHARE_FAILURE_MESSAGE);
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
