import { Button } from '@/components/index.ts';
import type { TurnView } from '../model/run.ts';
import { describeTurn } from '../model/turnLabel.ts';

export interface LiveProgressBarProps {
  turn: TurnView | null;
  finished: number;
  total: number;
  starting: boolean;
  /** The turns are done and the judges are at work. */
  judging?: boolean;
  /** Stop waits for the debate's id (the server has it a moment after Generate). */
  canStop?: boolean;
  onStop: () => void;
}

/**
 * Pinned to the bottom of the window while a debate is written, so the person
 * always sees who speaks in which round and can stop the run, on a phone as on
 * a desktop. The detailed live region is ProgressIndicator's; this bar repeats
 * it, so it is not announced again.
 */
export function LiveProgressBar({ turn, finished, total, starting, judging = false, canStop = true, onStop }: LiveProgressBarProps) {
  const info = turn ? describeTurn(turn) : null;
  const percent = total > 0 ? Math.round((finished / total) * 100) : 0;
  return (
    <div className={`live-progress ${info?.className ?? ''}`} data-testid="live-progress" role="group" aria-label="Debate running">
      <div className="live-progress__inner">
        <span className="progress__pulse" aria-hidden="true" />
        <p className="live-progress__status" data-testid="live-progress-status">
          {judging ? (
            'The judges are reading the debate…'
          ) : info ? (
            <>
              <strong>{info.speaker}</strong> · {info.round} · {info.roundType}
            </>
          ) : starting ? (
            'Preparing the debate…'
          ) : (
            'Waiting for the next speaker…'
          )}
        </p>
        <span className="live-progress__count" aria-hidden="true">
          {finished}/{total || '…'}
        </span>
        <Button variant="secondary" size="sm" className="live-progress__stop" onClick={onStop} disabled={!canStop}>
          Stop
        </Button>
      </div>
      <span className="live-progress__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
}
