import { afterEach, describe, expect, it } from 'vitest';
import { isSelectionInside, selectedPassage } from './selectionAnchor.ts';

function setup(html: string) {
  const outside = document.createElement('p');
  outside.textContent = 'Outside the debate';
  const content = document.createElement('div');
  content.innerHTML = html;
  document.body.append(outside, content);
  return { content, outside };
}

function rangeOf(startNode: Node, startOffset: number, endNode: Node, endOffset: number): Range {
  const range = document.createRange();
  range.setStart(startNode, startOffset);
  range.setEnd(endNode, endOffset);
  return range;
}

function passage(content: HTMLElement, round: number, speaker: number): HTMLElement {
  const el = content.querySelector<HTMLElement>(`[data-round-index="${round}"][data-speaker-index="${speaker}"]`);
  if (!el) throw new Error('passage missing');
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('selection inside the debate content', () => {
  it('counts a selection only when both ends lie inside the content area', () => {
    const { content, outside } = setup('<p data-passage="text" data-round-index="0" data-speaker-index="0">Hello world</p>');
    const text = passage(content, 0, 0).firstChild!;
    expect(isSelectionInside(content, rangeOf(text, 0, text, 5))).toBe(true);
    expect(isSelectionInside(content, rangeOf(outside.firstChild!, 2, text, 5))).toBe(false);
    expect(selectedPassage(content, rangeOf(outside.firstChild!, 2, text, 5))).toBeNull();
  });

  it('ignores an empty selection and one outside any turn', () => {
    const { content } = setup('<h3>First Speaker</h3><p data-passage="text" data-round-index="0" data-speaker-index="0">Hello world</p>');
    const heading = content.querySelector('h3')!.firstChild!;
    const text = passage(content, 0, 0).firstChild!;
    expect(selectedPassage(content, rangeOf(text, 3, text, 3))).toBeNull();
    expect(selectedPassage(content, rangeOf(heading, 0, heading, 5))).toBeNull();
  });

  it('refuses a selection spanning two turns', () => {
    const { content } = setup(
      '<p data-passage="text" data-round-index="0" data-speaker-index="0">First turn</p>' +
        '<p data-passage="text" data-round-index="0" data-speaker-index="1">Second turn</p>',
    );
    const a = passage(content, 0, 0).firstChild!;
    const b = passage(content, 0, 1).firstChild!;
    expect(selectedPassage(content, rangeOf(a, 2, b, 4))).toBeNull();
  });
});

describe('selection offsets', () => {
  it('gives the turn, the passage kind and code-point offsets', () => {
    const { content } = setup('<p data-passage="summary" data-round-index="2" data-speaker-index="1">The sky is blue today.</p>');
    const text = passage(content, 2, 1).firstChild!;
    expect(selectedPassage(content, rangeOf(text, 4, text, 15))).toEqual({
      roundIndex: 2,
      speakerIndex: 1,
      passage: 'summary',
      text: 'sky is blue',
      start: 4,
      end: 15,
    });
  });

  it('counts an emoji before the selection as one code point', () => {
    const { content } = setup('<p data-passage="text" data-round-index="0" data-speaker-index="0">I 😀 love this</p>');
    const text = passage(content, 0, 0).firstChild!;
    // UTF-16 offsets 5..9 are "love"; in code points it starts at 4.
    const result = selectedPassage(content, rangeOf(text, 5, text, 9));
    expect(result?.text).toBe('love');
    expect(result?.start).toBe(4);
    expect(result?.end).toBe(8);
  });

  it('counts across highlight marks inside the passage', () => {
    const { content } = setup(
      '<p data-passage="text" data-round-index="1" data-speaker-index="0">Alpha <mark>beta 😀</mark> gamma delta</p>',
    );
    const p = passage(content, 1, 0);
    const tail = p.lastChild!; // " gamma delta"
    const result = selectedPassage(content, rangeOf(tail, 1, tail, 6));
    expect(result).toMatchObject({ text: 'gamma', start: 13, end: 18, roundIndex: 1 });
    const inMark = p.querySelector('mark')!.firstChild!;
    expect(selectedPassage(content, rangeOf(inMark, 0, tail, 6))).toMatchObject({ text: 'beta 😀 gamma', start: 6, end: 18 });
  });

  it('trims surrounding whitespace and adjusts the offsets', () => {
    const { content } = setup('<p data-passage="text" data-round-index="0" data-speaker-index="0">one  two three</p>');
    const text = passage(content, 0, 0).firstChild!;
    expect(selectedPassage(content, rangeOf(text, 3, text, 9))).toMatchObject({ text: 'two', start: 5, end: 8 });
  });

  it('clips a triple-click selection that runs into the next block only by whitespace', () => {
    const { content } = setup(
      '<p data-passage="text" data-round-index="0" data-speaker-index="0">Whole paragraph</p>\n<p data-passage="text" data-round-index="0" data-speaker-index="1">Next</p>',
    );
    const first = passage(content, 0, 0);
    const next = passage(content, 0, 1);
    expect(selectedPassage(content, rangeOf(first.firstChild!, 0, next, 0))).toMatchObject({
      text: 'Whole paragraph',
      start: 0,
      end: 15,
      speakerIndex: 0,
    });
  });
});
