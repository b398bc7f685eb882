import { useId, type ReactNode } from 'react';
import { counted, speakerName } from '@contract/glossary.ts';
import type { TurnRow } from '@/entities/debate/types/index.ts';
import type { AnchorRange } from '../utils/highlightSegments.ts';
import { DELTA_ANCHOR_PREFIX, HighlightedText } from './HighlightedText.tsx';

export interface AnchoredTurnCardProps {
  turn: TurnRow;
  /** Who wrote the turn: the model, marked when the offline demo wrote it ("gpt-4 · offline demo"). */
  author: string;
  expanded: boolean;
  onToggle: () => void;
  /** The marks on the speaker's summary (shown in both views). */
  summaryAnchors: readonly AnchorRange[];
  /** The marks on the full text (shown with it; counted under the summary while it is folded). */
  textAnchors: readonly AnchorRange[];
  /** ∆s this turn earned (all passages). */
  deltaCount?: number;
  onOpenDeltas?: (deltaIds: string[]) => void;
  /** Under the turn: Continue from here. */
  footer?: ReactNode;
}

/** "Marked in the full text: ∆ 1 · 2 responses": what the folded full text holds. */
function foldedMarks(anchors: readonly AnchorRange[]): string | null {
  if (anchors.length === 0) return null;
  const deltas = anchors.filter((a) => a.id.startsWith(DELTA_ANCHOR_PREFIX)).length;
  const responses = anchors.length - deltas;
  const parts = [deltas > 0 ? `∆ ${deltas}` : '', responses > 0 ? counted(responses, 'response') : ''].filter(Boolean);
  return `Marked in the full text: ${parts.join(' · ')}`;
}

/**
 * One speaker's turn: the speaker's own summary by default; Show More adds the full text under it.
 * The summary stays in both views, so a passage marked in it (a response, a ∆) keeps its mark; the
 * full text's marks show with it, and are counted under the summary while it is folded.
 */
export function AnchoredTurnCard(props: AnchoredTurnCardProps) {
  const { turn, author, expanded, onToggle, summaryAnchors, textAnchors, deltaCount = 0, onOpenDeltas, footer } = props;
  const passageId = useId();
  const headingId = useId();
  const folded = expanded ? null : foldedMarks(textAnchors);
  return (
    <article className={`turn speaker-${turn.speaker_index + 1}`} aria-labelledby={headingId}>
      <header className="turn__header">
        <h3 id={headingId} className="turn__speaker">
          {speakerName(turn.speaker_index)}
        </h3>
        {/* Who wrote this turn (the caller names a continuation's copied turns by their own model). */}
        <span className="turn__model">{author}</span>
        {turn.inherited && <span className="turn__copied">from the debate it continues</span>}
        {deltaCount > 0 && (
          <span className="turn__deltas" data-testid="turn-deltas">
            ∆ {deltaCount}
          </span>
        )}
      </header>
      <div
        className={`turn__passage turn__summary formatted-turn${expanded ? ' turn__summary--lead' : ''}`}
        data-passage="summary"
        data-round-index={turn.round_index}
        data-speaker-index={turn.speaker_index}
      >
        <HighlightedText text={turn.summary} anchors={summaryAnchors} onOpenDeltas={onOpenDeltas} />
      </div>
      <div id={passageId}>
        {expanded && (
          <div
            className="turn__passage formatted-turn"
            data-passage="text"
            data-round-index={turn.round_index}
            data-speaker-index={turn.speaker_index}
          >
            <HighlightedText text={turn.text} anchors={textAnchors} onOpenDeltas={onOpenDeltas} />
          </div>
        )}
      </div>
      {/* The count sits on the toggle's line: it arrives with the responses and moves nothing below. */}
      <div className="turn__foot">
        <button type="button" className="turn__toggle" aria-expanded={expanded} aria-controls={passageId} onClick={onToggle}>
          {expanded ? 'Show Less' : 'Show More'}
        </button>
        {folded && (
          <span className="turn__folded-marks" data-testid="folded-marks" title={folded}>
            {folded}
          </span>
        )}
      </div>
      {footer}
    </article>
  );
}
