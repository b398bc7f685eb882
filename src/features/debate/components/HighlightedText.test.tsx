import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sliceCodePoints } from '@/lib/codePoints.ts';
import { selectedPassage } from '@/lib/selectionAnchor.ts';
import { HighlightedText } from './HighlightedText.tsx';

const TEXT =
  'Downtown streets belong to people 🚶 first.\n\nA ban frees space for buses,\nbikes and cafés.\n\n\nThe evidence from Oslo shows it works.';

function renderPassage(anchors: { id: string; start: number; end: number }[] = []) {
  const { container } = render(
    <div data-testid="content">
      <div data-passage="text" data-round-index="1" data-speaker-index="0">
        <HighlightedText text={TEXT} anchors={anchors} />
      </div>
    </div>,
  );
  const content = container.firstElementChild as HTMLElement;
  const passageEl = content.querySelector<HTMLElement>('[data-passage]')!;
  return { content, passageEl };
}

/** The text node and offset holding code point `index` of the stored text (all chars here are BMP except the emoji). */
function locate(root: Node, index: number): [Node, number] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let remaining = sliceCodePoints(TEXT, 0, index).length; // UTF-16 units before the point
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = (node as Text).data.length;
    if (remaining <= length) return [node, remaining];
    remaining -= length;
  }
  throw new Error('offset past the text');
}

describe('HighlightedText in paragraphs', () => {
  it('renders paragraphs and line breaks while its text stays the stored text', () => {
    const { passageEl } = renderPassage();
    expect(passageEl.querySelectorAll('p')).toHaveLength(3);
    expect(passageEl.querySelectorAll('br')).toHaveLength(1);
    expect(passageEl.textContent).toBe(TEXT);
  });

  it('gives the exact stored offsets and quote for a selection in a later paragraph, across a line break', () => {
    const { content, passageEl } = renderPassage();
    const quote = 'buses,\nbikes';
    const start = Array.from(TEXT.slice(0, TEXT.indexOf(quote))).length;
    const end = start + Array.from(quote).length;
    const range = document.createRange();
    range.setStart(...locate(passageEl, start));
    range.setEnd(...locate(passageEl, end));
    const selected = selectedPassage(content, range);
    expect(selected).toEqual({ roundIndex: 1, speakerIndex: 0, passage: 'text', text: quote, start, end });
    expect(sliceCodePoints(TEXT, selected!.start, selected!.end)).toBe(quote);
  });

  it('keeps offsets exact around highlights spanning paragraphs', () => {
    const markStart = Array.from(TEXT.slice(0, TEXT.indexOf('first.'))).length;
    const markEnd = Array.from(TEXT.slice(0, TEXT.indexOf('frees'))).length;
    const { content, passageEl } = renderPassage([{ id: 'r1', start: markStart, end: markEnd }]);
    expect(passageEl.querySelectorAll('mark').length).toBeGreaterThanOrEqual(2);
    expect(passageEl.textContent).toBe(TEXT);
    const start = Array.from(TEXT.slice(0, TEXT.indexOf('Oslo'))).length;
    const range = document.createRange();
    range.setStart(...locate(passageEl, start));
    range.setEnd(...locate(passageEl, start + 4));
    expect(selectedPassage(content, range)).toMatchObject({ text: 'Oslo', start, end: start + 4 });
  });
});
