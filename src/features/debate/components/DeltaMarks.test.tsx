import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReaderVerdict } from '../api/verdictApi.ts';
import { DELTA_ANCHOR_PREFIX, HighlightedText } from './HighlightedText.tsx';
import { deltaFailureText, verdictBadge, verdictText } from './verdictText.ts';

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

const verdict = (over: Partial<ReaderVerdict>): ReaderVerdict => ({
  status: 'decided',
  winner_speaker: 2,
  margin: 20,
  respondents: 7,
  is_final: false,
  closes_at: '2026-12-01T10:00:00Z',
  tie_margin: 5,
  min_respondents: 5,
  ...over,
});

describe('the verdict in words', () => {
  it('names the winner and its model, the tie and the missing votes', () => {
    expect(verdictText(verdict({}), ['gpt-4', 'gpt-3.5-turbo'])).toBe(
      'Second Speaker (gpt-3.5-turbo) won the room by 20 points among 7 readers.',
    );
    expect(verdictText(verdict({ status: 'too_close', winner_speaker: null, margin: 1 }), [])).toBe(
      "Too close to call: the two sides' gains are 1 point apart (under 5 points).",
    );
    expect(verdictText(verdict({ status: 'not_enough_votes', winner_speaker: null, respondents: 3 }), [])).toBe(
      'Not enough votes yet: 3 of the 5 readers needed have answered before and after.',
    );
    expect(verdictBadge('decided', 1, true)).toBe('First Speaker won · final');
    expect(verdictBadge('too_close', null, false)).toBe('Too close to call');
  });

  it('explains a refused ∆ by its code', () => {
    expect(deltaFailureText({ code: 'AG305', message: 'x' })).toMatch(/moved toward/);
    expect(deltaFailureText({ code: 'AG306', message: 'x' })).toBe('You have already awarded your ∆ in this debate.');
  });
});
