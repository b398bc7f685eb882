import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DELTA_ANCHOR_PREFIX, HighlightedText } from './HighlightedText.tsx';

const TEXT = 'Cities that moved first report fewer harms, and nobody there asks to go back.';

describe('∆ marks', () => {
  it('marks a passage with ∆s more strongly the more ∆s it has, and opens them by click, Enter or Space', () => {
    const onOpen = vi.fn();
    const { container } = render(
      <HighlightedText
        text={TEXT}
        anchors={[
          { id: `${DELTA_ANCHOR_PREFIX}d1`, start: 0, end: 20 },
          { id: `${DELTA_ANCHOR_PREFIX}d2`, start: 7, end: 20 },
          { id: 'response-1', start: 30, end: 42 },
        ]}
        onOpenDeltas={onOpen}
      />,
    );
    const marks = [...container.querySelectorAll<HTMLElement>('.delta-mark')];
    expect(marks.map((m) => [m.textContent, m.className])).toEqual([
      ['Cities ', 'delta-mark delta-mark--1'],
      ['that moved fi', 'delta-mark delta-mark--2'],
    ]);
    expect(marks.every((m) => m.tabIndex === 0 && m.getAttribute('role') === 'button')).toBe(true);
    // A response-only mark stays a plain highlight, and the text is still the stored text.
    expect(container.querySelector('.anchor-mark:not(.delta-mark)')?.getAttribute('data-anchor-ids')).toBe('response-1');
    expect(container.textContent).toBe(TEXT);

    fireEvent.click(marks[1]!);
    expect(onOpen).toHaveBeenLastCalledWith(['d1', 'd2']);
    fireEvent.keyDown(marks[0]!, { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(['d1']);
    fireEvent.keyDown(marks[0]!, { key: ' ' });
    expect(onOpen).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(marks[0]!, { key: 'a' });
    expect(onOpen).toHaveBeenCalledTimes(3);
  });
});
