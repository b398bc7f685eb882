import { useId } from 'react';
import type { TurnRow } from '@/entities/debate/types/index.ts';
import type { AnchorRange } from '../utils/highlightSegments.ts';
import { speakerName } from '@contract/glossary.ts';
import { HighlightedText } from './HighlightedText.tsx';

export interface AnchoredTurnCardProps {
  turn: TurnRow;
  /** Who wrote the turn: the model, marked when the offline demo wrote it ("gpt-4 · offline demo"). */
  author: string;
  expanded: boolean;
  onToggle: () => void;
  anchors: readonly AnchorRange[];
  /** ∆s this turn earned (all passages). */
  deltaCount?: number;
  onOpenDeltas?: (deltaIds: string[]) => void;
}

/** One speaker's turn: the summary by default, the full text on Show More. */
export function AnchoredTurnCard({ turn, author, expanded, onToggle, anchors, deltaCount = 0, onOpenDeltas }: AnchoredTurnCardProps) {
  const passageId = useId();
  const headingId = useId();
  const speaker = speakerName(turn.speaker_index);
  return (
    <article className={`turn speaker-${turn.speaker_index + 1}`} aria-labelledby={headingId}>
      <header className="turn__header">
        <h3 id={headingId} className="turn__speaker">
          {speaker}
        </h3>
        <span className="turn__model">{author}</span>
        {deltaCount > 0 && (
          <span className="turn__deltas" data-testid="turn-deltas">
            ∆ {deltaCount}
          </span>
        )}
      </header>
      <div
        id={passageId}
        className="turn__passage formatted-turn"
        data-passage={expanded ? 'text' : 'summary'}
        data-round-index={turn.round_index}
        data-speaker-index={turn.speaker_index}
      >
        <HighlightedText text={expanded ? turn.text : turn.summary} anchors={anchors} onOpenDeltas={onOpenDeltas} />
      </div>
      <button type="button" className="turn__toggle" aria-expanded={expanded} aria-controls={passageId} onClick={onToggle}>
        {expanded ? 'Show Less' : 'Show More'}
      </button>
    </article>
  );
}
