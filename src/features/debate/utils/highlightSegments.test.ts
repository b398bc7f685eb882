import { describe, expect, it } from 'vitest';
import { anchorMatches, segmentByAnchors } from './highlightSegments.ts';

describe('highlight segmentation', () => {
  it('returns the whole text as one plain segment without anchors', () => {
    expect(segmentByAnchors('plain text', [])).toEqual([{ text: 'plain text', anchorIds: [] }]);
  });

  it('cuts the text around an anchored range', () => {
    expect(segmentByAnchors('The strongest evidence points', [{ id: 'r1', start: 4, end: 13 }])).toEqual([
      { text: 'The ', anchorIds: [] },
      { text: 'strongest', anchorIds: ['r1'] },
      { text: ' evidence points', anchorIds: [] },
    ]);
  });

  it('shares pieces between overlapping anchors', () => {
    const segments = segmentByAnchors('abcdefgh', [
      { id: 'a', start: 1, end: 5 },
      { id: 'b', start: 3, end: 7 },
    ]);
    expect(segments).toEqual([
      { text: 'a', anchorIds: [] },
      { text: 'bc', anchorIds: ['a'] },
      { text: 'de', anchorIds: ['a', 'b'] },
      { text: 'fg', anchorIds: ['b'] },
      { text: 'h', anchorIds: [] },
    ]);
  });

  it('uses code points, so emoji stay whole', () => {
    expect(segmentByAnchors('😀ab😀', [{ id: 'x', start: 1, end: 3 }])).toEqual([
      { text: '😀', anchorIds: [] },
      { text: 'ab', anchorIds: ['x'] },
      { text: '😀', anchorIds: [] },
    ]);
  });

  it('ignores anchors outside the text or empty', () => {
    expect(
      segmentByAnchors('short', [
        { id: 'far', start: 3, end: 50 },
        { id: 'empty', start: 2, end: 2 },
      ]),
    ).toEqual([{ text: 'short', anchorIds: [] }]);
  });

  it('accepts an anchor only where the passage reads as its quote', () => {
    expect(anchorMatches('I 😀 love', { id: 'a', start: 4, end: 8, quote: 'love' })).toBe(true);
    expect(anchorMatches('I 😀 love', { id: 'a', start: 5, end: 9, quote: 'love' })).toBe(false);
  });
});
