import { Button, toast } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { SHARE_FAILURE_MESSAGE, SHARE_SUCCESS_MESSAGE, shareDebate } from '../api/shareDebate.ts';
import type { DebateRecord } from '@/entities/debate/types/index.ts';

const PRIVATE_NOTE = 'Only you can open this debate. Share it with the community to give others a link.';

/**
 * A private debate's page (only its author reads it): no link others could not open, but the way
 * to share it — the same rule, texts and toasts as History's Share with Community.
 */
export function ShareWithCommunity({ debateId, onShared }: { debateId: string; onShared: (row: DebateRecord) => void }) {
  const share = useMutation(() => shareDebate(debateId), {
    failureLog: 'Sharing the debate failed',
    onSuccess: (row) => {
      onShared(row);
      toast.success(SHARE_SUCCESS_MESSAGE);
    },
    onError: () => toast.error(SHARE_FAILURE_MESSAGE),
  });
  return (
    <>
      <Button variant="primary" size="sm" busy={share.pending} disabled={share.pending} onClick={() => void share.run()}>
        {share.pending ? 'Sharing...' : 'Share with Community'}
      </Button>
      <span className="share-actions__note" data-testid="private-note">
        {PRIVATE_NOTE}
      </span>
    </>
  );
}
