import { FormattedTurnText, plainPieces } from '@/components/FormattedTurnText.tsx';
import type { TurnView } from '../model/run.ts';
import { describeTurn as describe } from '../model/turnLabel.ts';

export interface ProgressIndicatorProps {
  turn: TurnView | null;
  /** Turns finished so far and in all, for the progress bar. */
  finished: number;
  total: number;
  starting: boolean;
}

/**
 * The loading indicator: who is speaking, which round and round type, with
 * the text streaming in. Only the status line is a live region; the streamed
 * words would flood a screen reader.
 */
export function ProgressIndicator({ turn, finished, total, starting }: ProgressIndicatorProps) {
  const info = turn ? describe(turn) : null;
  const status = starting ? 'Preparing the debate…' : 'Waiting for the next speaker…';
  const percent = total > 0 ? Math.round((finished / total) * 100) : 0;
  return (
    <section className={`progress card ${info?.className ?? ''}`} aria-label="Debate progress" data-testid="progress">
      <div className="progress__head">
        <span className="progress__pulse" aria-hidden="true" />
        <p className="progress__status" role="status" aria-live="polite">
          {info ? (
            <>
              <strong className="progress__speaker">{info.speaker}</strong>
              <span className="progress__sep" aria-hidden="true">
                ·
              </span>
              <span className="progress__round">{info.round}</span>
              <span className="progress__sep" aria-hidden="true">
                ·
              </span>
              <span className="progress__type">{info.roundType}</span>
            </>
          ) : (
            status
          )}
        </p>
      </div>
      <div
        className="progress__bar"
        role="progressbar"
        aria-label="Turns written"
        aria-valuemin={0}
        aria-valuemax={total || 1}
        aria-valuenow={finished}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {turn && (
        <div className="progress__text formatted-turn" data-testid="streaming-text">
          <FormattedTurnText pieces={plainPieces(turn.text)} />
          <span className="progress__caret" aria-hidden="true" />
        </div>
      )}
    </section>
  );
}
