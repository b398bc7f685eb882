import { FormattedTurnText, plainPieces } from '@/components/FormattedTurnText.tsx';
import { ROUND_TITLES } from '@contract/sse-events.ts';
import type { TurnView } from '../model/run.ts';

export interface ProgressIndicatorProps {
  turn: TurnView | null;
  /** Turns finished so far and in all, for the progress bar. */
  finished: number;
  total: number;
  starting: boolean;
}

function describe(turn: TurnView): { speaker: string; round: string; roundType: string; className: string } {
  if (turn.ref.role === 'moderator') {
    return {
      speaker: 'Moderator',
      round: turn.ref.phase === 'opening' ? 'Opening' : 'Closing',
      roundType: turn.ref.phase === 'opening' ? 'Introduction' : 'Neutral summary',
      className: 'speaker-moderator',
    };
  }
  const title = ROUND_TITLES[turn.ref.roundType];
  const [round, roundType] = title.split(': ');
  return {
    speaker: turn.ref.speaker,
    round: round ?? `Round ${turn.ref.roundIndex + 1}`,
    roundType: roundType ?? turn.ref.roundType,
    className: `speaker-${turn.ref.speakerIndex + 1}`,
  };
}

/**
 * The loading indicator: who is speaking, which round and round type, with
 * the text streaming in. Only the status line is a live region; the streamed
 * words would flood a screen reader.
 */
export function ProgressIndicator({ turn, finished, total, starting }: ProgressIndicatorProps) {
  const info = turn ? describe(turn) : null;
  const status = starting
      ? 'Preparing the debate…'
      : 'Waiting for the next speaker…';
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
