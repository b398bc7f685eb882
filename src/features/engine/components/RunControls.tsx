import { Button } from '@/components/index.ts';
import type { RunPhase } from '../model/run.ts';

const STILL_COUNTS = 'This debate still counts against your free debates.';

export interface RunControlsProps {
  phase: RunPhase;
  /** How far a stopped debate got ("Stopped after Round 2"), or null. */
  stoppedAfter?: string | null;
  /** The database's message when it gave the debate back, or null. */
  allowanceReturnedMessage: string | null;
  onRunAgain: () => void;
  canRunAgain: boolean;
}

/** After a run: what happened to the allowance, and Run again with the same settings. */
export function RunControls({ phase, stoppedAfter = null, allowanceReturnedMessage, onRunAgain, canRunAgain }: RunControlsProps) {
  if (phase !== 'done' && phase !== 'stopped' && phase !== 'failed') return null;
  return (
    <div className="run-controls card" data-testid="run-controls">
      {phase === 'stopped' && (
        <p className="run-controls__note" role="status" data-testid="run-stopped">
          {stoppedAfter
            ? `${stoppedAfter}. ${STILL_COUNTS} Save it as it is below, or run it again.`
            : `Stopped before the first turn. ${STILL_COUNTS}`}
        </p>
      )}
      {allowanceReturnedMessage && (
        <p className="run-controls__note run-controls__note--good" role="status" data-testid="allowance-returned">
          {allowanceReturnedMessage}
        </p>
      )}
      {canRunAgain && (
        <Button variant="secondary" onClick={onRunAgain}>
          Run again
        </Button>
      )}
    </div>
  );
}
