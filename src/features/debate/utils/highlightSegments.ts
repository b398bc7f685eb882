import { sliceCodePoints } from '@/lib/codePoints.ts';

/** A highlighted range of a passage, in code points, named by its response. */
export interface AnchorRange {
  id: string;
  start: number;
  end: number;
}

export interface TextSegment {
  text: string;
  /** The anchors covering this piece of text (empty: plain text). */
  anchorIds: string[];
}

/**
 * Cuts `text` at every anchor boundary so each piece is either plain or covered
 * by a fixed set of anchors; overlapping anchors simply share pieces.
 * Anchors outside the text or empty are ignored.
 */
export function segmentByAnchors(text: string, anchors: readonly AnchorRange[]): TextSegment[] {
  const chars = Array.from(text);
  const valid = anchors.filter((a) => a.start >= 0 && a.end <= chars.length && a.start < a.end);
  const cuts = new Set<number>([0, chars.length]);
  for (const a of valid) {
    cuts.add(a.start);
    cuts.add(a.end);
  }
  const points = [...cuts].sort((x, y) => x - y);

  const segments: TextSegment[] = [];
  for (let i = 0; i + 1 < points.length; i += 1) {
    const from = points[i]!;
    const to = points[i + 1]!;
    if (from === to) continue;
    const anchorIds = valid.filter((a) => a.start <= from && a.end >= to).map((a) => a.id);
    segments.push({ text: chars.slice(from, to).join(''), anchorIds });
  }
  return segments;
}

/** A stored anchor counts only where the passage still reads as the quote. */
export function anchorMatches(text: string, anchor: AnchorRange & { quote: string }): boolean {
  return sliceCodePoints(text, anchor.start, anchor.end) === anchor.quote;
}
