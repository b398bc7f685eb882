import { describe, expect, it } from 'vitest';
import { layoutParagraphs, layoutText } from './paragraphs.ts';

const plain = (text: string) => [{ text, data: null }];

describe('layoutParagraphs', () => {
  it('parts paragraphs on blank lines and lines on single newlines', () => {
    const layout = layoutParagraphs(plain('First para.\n\nSecond line one\nline two.\n \n\nThird.'));
    expect(layout).toHaveLength(3);
    expect(layout[0]!.lines.map((l) => l.pieces.map((p) => p.text).join(''))).toEqual(['First para.']);
    expect(layout[1]!.gap).toBe('\n\n');
    expect(layout[1]!.lines.map((l) => l.pieces.map((p) => p.text).join(''))).toEqual(['Second line one', 'line two.']);
    expect(layout[1]!.lines[0]!.breakText).toBe('\n');
    expect(layout[2]!.gap).toBe('\n \n\n');
  });

  it('keeps every character, marks included, so offsets still count the stored text', () => {
    const pieces = [
      { text: 'Cars 🚗 clog\n\nstreets', data: 'a' },
      { text: ' daily.\nBuses', data: 'b' },
      { text: ' do not.', data: 'c' },
    ];
    const layout = layoutParagraphs(pieces);
    expect(layoutText(layout)).toBe(pieces.map((p) => p.text).join(''));
    expect(layout).toHaveLength(2);
    expect(layout[1]!.lines[0]!.pieces.map((p) => p.data)).toEqual(['a', 'b']);
  });

  it('leaves text without newlines as one paragraph of one line', () => {
    const layout = layoutParagraphs(plain('Just one.'));
    expect(layout).toEqual([{ gap: '', lines: [{ pieces: [{ text: 'Just one.', data: null }], breakText: null }] }]);
  });
});
