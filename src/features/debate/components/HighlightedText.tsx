import { Fragment, useMemo } from 'react';
import { FormattedTurnText } from '@/components/FormattedTurnText.tsx';
import { segmentByAnchors, type AnchorRange } from '../utils/highlightSegments.ts';

/**
 * A passage in paragraphs with its anchored ranges in <mark>s. Only text nodes,
 * <p>, <br> and <mark> may be rendered here: the selection offsets count the
 * characters of the text nodes, which FormattedTurnText keeps identical to the stored text.
 */
export function HighlightedText({ text, anchors }: { text: string; anchors: readonly AnchorRange[] }) {
  const pieces = useMemo(
    () => segmentByAnchors(text, anchors).map((segment) => ({ text: segment.text, data: segment.anchorIds })),
    [text, anchors],
  );
  return (
    <FormattedTurnText
      pieces={pieces}
      renderPiece={(piece, key) =>
        piece.data.length === 0 ? (
          <Fragment key={key}>{piece.text}</Fragment>
        ) : (
          <mark
            key={key}
            className="anchor-mark"
            data-anchor-ids={piece.data.join(' ')}
            title={piece.data.length === 1 ? '1 response' : `${piece.data.length} responses`}
          >
            {piece.text}
          </mark>
        )
      }
    />
  );
}
