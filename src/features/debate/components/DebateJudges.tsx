import { AskJudges, JudgesVerdict } from '@/entities/judges/index.ts';
import { useSession } from '@/stores/session.ts';
import { useJudgesVerdict } from '../hooks/useJudgesVerdict.ts';
import type { DebateWithTurns } from '@/entities/debate/types/index.ts';

/**
 * The AI judges' verdict under the debate, beside (never merged with) the
 * readers'; for the author of a debate the judges have not decided, "Ask the
 * judges" (once; the database refuses a second time).
 */
export function DebateJudges({ debate }: { debate: DebateWithTurns }) {
  const [load, setPanel] = useJudgesVerdict(debate.id);
  const isOwner = useSession((s) => s.status === 'signed-in' && s.user?.id === debate.user_id);
  if (load.status !== 'ready') return null;
  const { panel } = load;
  const canAsk = isOwner && (!panel || (!panel.asked && (panel.status === 'stopped' || panel.status === 'unavailable')));
  return (
    <>
      {panel && <JudgesVerdict panel={panel} />}
      {canAsk && <AskJudges debateId={debate.id} onVerdict={setPanel} />}
    </>
  );
}
