import { Fragment, useMemo } from 'react';
import { segmentByAnchors, type AnchorRange } from '../utils/highlightSegments.ts';

/**
 * A passage as plain text with its anchored ranges in <mark>s. Nothing else
 * may be rendered here: the selection offsets count these characters.
 */
export function HighlightedText({ text, anchors }: { text: string; anchors: readonly AnchorRange[] }) {
  const segments = useMemo(() => segmentByAnchors(text, anchors), [text, anchors]);
  return (
    <>
      {segments.map((segment, i) =>
        segment.anchorIds.length === 0 ? (
          <Fragment key={i}>{segment.text}</Fragment>
        ) : (
          <mark
            key={i}
            className="anchor-mark"
            data-anchor-ids={segment.anchorIds.join(' ')}
            title={segment.anchorIds.length === 1 ? '1 response' : `${segment.anchorIds.length} responses`}
          >
            {segment.text}
          </mark>
        ),
      )}
    </>
  );
}
