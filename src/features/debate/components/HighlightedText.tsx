import { Fragment, useMemo, type KeyboardEvent } from 'react';
import { FormattedTurnText } from '@/components/FormattedTurnText.tsx';
import { segmentByAnchors, type AnchorRange } from '../utils/highlightSegments.ts';

/** Anchors of ∆s carry this prefix in their id; the others are responses. */
export const DELTA_ANCHOR_PREFIX = 'delta:';

function deltaMarkLabel(count: number): string {
  return `${count} ∆ — this passage changed ${count === 1 ? 'a reader’s mind' : `${count} readers’ minds`}. Show why.`;
}

/**
 * A passage in paragraphs with its anchored ranges in <mark>s. Only text nodes,
 * <p>, <br> and <mark> may be rendered here: the selection offsets count the
 * characters of the text nodes, which FormattedTurnText keeps identical to the stored text.
 * A range that earned ∆s is a stronger mark the more ∆s it has, and opens
 * their explanations (by click, Enter or Space).
 */
export function HighlightedText({
  text,
  anchors,
  onOpenDeltas,
}: {
  text: string;
  anchors: readonly AnchorRange[];
  onOpenDeltas?: (deltaIds: string[]) => void;
}) {
  const pieces = useMemo(
    () => segmentByAnchors(text, anchors).map((segment) => ({ text: segment.text, data: segment.anchorIds })),
    [text, anchors],
  );
  return (
    <FormattedTurnText
      pieces={pieces}
      renderPiece={(piece, key) => {
        if (piece.data.length === 0) return <Fragment key={key}>{piece.text}</Fragment>;
        const responseIds = piece.data.filter((id) => !id.startsWith(DELTA_ANCHOR_PREFIX));
        const deltaIds = piece.data.filter((id) => id.startsWith(DELTA_ANCHOR_PREFIX)).map((id) => id.slice(DELTA_ANCHOR_PREFIX.length));
        if (deltaIds.length === 0) {
          return (
            <mark
              key={key}
              className="anchor-mark"
              data-anchor-ids={responseIds.join(' ')}
              title={responseIds.length === 1 ? '1 response' : `${responseIds.length} responses`}
            >
              {piece.text}
            </mark>
          );
        }
        const open = () => onOpenDeltas?.(deltaIds);
        return (
          <mark
            key={key}
            className={`delta-mark delta-mark--${Math.min(deltaIds.length, 3)}${responseIds.length > 0 ? ' anchor-mark' : ''}`}
            data-anchor-ids={responseIds.length > 0 ? responseIds.join(' ') : undefined}
            data-delta-count={deltaIds.length}
            role="button"
            tabIndex={0}
            title={deltaMarkLabel(deltaIds.length)}
            onClick={open}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                open();
              }
            }}
          >
            {piece.text}
          </mark>
        );
      }}
    />
  );
}
