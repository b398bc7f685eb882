import { useId, type ReactNode } from 'react';
import type { TurnRow } from '@/entities/debate/types/index.ts';
import type { AnchorRange } from '../utils/highlightSegments.ts';
import { SPEAKER_LABELS } from '@/lib/speakers.ts';
import { HighlightedText } from './HighlightedText.tsx';

export interface AnchoredTurnCardProps {
  turn: TurnRow;
  model: string;
  expanded: boolean;
  onToggle: () => void;
  anchors: readonly AnchorRange[];
  /** ∆s this turn earned (all passages). */
  deltaCount?: number;
  onOpenDeltas?: (deltaIds: string[]) => void;
  /** Under the turn: Continue from here. */
  footer?: ReactNode;
}

/** One speaker's turn: the summary by default, the full text on Show More. */
export function AnchoredTurnCard({
  turn,
  model,
  expanded,
  onToggle,
  anchors,
  deltaCount = 0,
  onOpenDeltas,
  footer,
}: AnchoredTurnCardProps) {
  const passageId = useId();
  const headingId = useId();
  const speaker = SPEAKER_LABELS[turn.speaker_index] ?? `Speaker ${turn.speaker_index + 1}`;
  return (
    <article className={`turn speaker-${turn.speaker_index + 1}`} aria-labelledby={headingId}>
      <header className="turn__header">
        <h3 id={headingId} className="turn__speaker">
          {speaker}
        </h3>
        {/* Who wrote this turn: a continuation's copied turns name their own model. */}
        <span className="turn__model">{turn.model ?? model}</span>
        {turn.inherited && <span className="turn__copied">from the debate it continues</span>}
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
      {footer}
    </article>
  );
}
