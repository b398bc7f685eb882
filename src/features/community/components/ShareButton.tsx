import { Button, toast } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
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
  const setMyVote = useVotes((s) => s.setMyVote);
  const share = useMutation(
    async () => {
      const debate = await shareDebate(debateId);
      // Sharing records the author's own upvote.
      setMyVote(debateId, 1);
      return debate;
    },
    {
      failureLog: 'Sharing the debate failed',
      onSuccess: (debate) => {
        onShared(debate);
        toast.success(SHARE_SUCCESS_MESSAGE);
      },
      onError: () => toast.error(SHARE_FAILURE_MESSAGE),
    },
  );
  const sharing = share.pending;

  if (isPublic) {
    return (
      <Button variant="secondary" size="sm" disabled>
        Shared with Community
      </Button>
    );
  }
  return (
    <Button variant="primary" size="sm" busy={sharing} disabled={sharing} onClick={() => void share.run()}>
      {sharing ? 'Sharing...' : 'Share with Community'}
    </Button>
  );
}
