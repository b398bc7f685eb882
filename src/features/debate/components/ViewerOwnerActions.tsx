import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/stores/session.ts';
import type { DebateRow } from '@/entities/debate/api/ownDebates.ts';

// Only the author ever sees these, once signed in: their code stays off a
// visitor's first screen (whose script budget it would count against).
const DebateOwnerActions = lazy(() =>
  import('@/entities/debate/components/DebateOwnerActions.tsx').then((m) => ({ default: m.DebateOwnerActions })),
);

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
    <Suspense fallback={null}>
      <DebateOwnerActions debate={debate} onChanged={onChanged} onDeleted={() => navigate('/community/history', { replace: true })} />
    </Suspense>
  );
}
