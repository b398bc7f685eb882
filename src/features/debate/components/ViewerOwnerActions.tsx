import { useNavigate } from 'react-router';
import { DebateOwnerActions } from '@/entities/debate/components/DebateOwnerActions.tsx';
import { useSession } from '@/stores/session.ts';
import type { DebateRow } from '@/entities/debate/api/ownDebates.ts';

export interface ViewerOwnerActionsProps {
  debate: DebateRow;
  onChanged: (debate: DebateRow) => void;
}

/** The author's delete / unshare / categories in the viewer; nothing for anyone else. */
export function ViewerOwnerActions({ debate, onChanged }: ViewerOwnerActionsProps) {
  const navigate = useNavigate();
  const isOwner = useSession((s) => s.status === 'signed-in' && s.user?.id === debate.user_id);
  if (!isOwner) return null;
  return (
    <DebateOwnerActions
      debate={debate}
      onChanged={onChanged}
      onDeleted={() => navigate('/community/history', { replace: true })}
    />
  );
}
