import { useId, useState } from 'react';
import { FormattedTurnText, plainPieces } from '@/components/FormattedTurnText.tsx';
import { stanceLabel } from '@contract/stance.ts';
import type { TurnView } from '../model/run.ts';

export interface StreamedTurnCardProps {
  turn: TurnView;
  /** Model name and stance of the speaker, when known. */
  model?: { name: string; stance: number } | null;
}

/** One speaker's turn: the summary by default, the full text behind Show More / Show Less. */
export function StreamedTurnCard({ turn, model }: StreamedTurnCardProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const isModerator = turn.ref.role === 'moderator';
  const speaker = turn.ref.role === 'speaker' || turn.ref.role === 'answer' ? turn.ref.speaker : 'Moderator';
  const className =
    turn.ref.role === 'speaker' || turn.ref.role === 'answer' ? `speaker-${turn.ref.speakerIndex + 1}` : 'speaker-moderator';
  // A copied turn names the model that wrote it in the original, not this debate's speaker.
  const author = turn.author?.inherited ? turn.author : null;
  return (
    <article className={`turn-card ${className}`} aria-label={speaker} data-testid="turn-card">
      <header className="turn-card__head">
        <h4 className="turn-card__speaker">{speaker}</h4>
        {!isModerator && author && (
          <span className="turn-card__meta" data-testid="turn-inherited">
            {author.model ? `${author.model} · ` : ''}from the debate it continues
          </span>
        )}
        {!isModerator && !author && model && (
          <span className="turn-card__meta">
            {model.name} · {stanceLabel(model.stance)}
          </span>
        )}
      </header>
      {turn.fallback && <p className="turn-card__fallback">This turn could not be generated.</p>}
      {turn.withheld ? (
        // A copied turn a moderator hid or removed: its place, never its text (the database sends none).
        <p className="turn-card__withheld" data-testid="turn-withheld">
          This turn was hidden by a moderator.
        </p>
      ) : (
        <>
          <div id={textId} className="turn-card__body">
            <div className="formatted-turn" data-testid={expanded ? 'turn-text' : 'turn-summary'}>
              <FormattedTurnText pieces={plainPieces(expanded ? turn.text : turn.summary)} />
            </div>
          </div>
          <button
            type="button"
            className="link-button turn-card__toggle"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Show Less' : 'Show More'}
          </button>
        </>
      )}
    </article>
  );
}
