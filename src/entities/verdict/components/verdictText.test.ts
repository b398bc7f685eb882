import { describe, expect, it } from 'vitest';
import type { ReaderVerdict } from '../api/verdictApi.ts';
import { deltaFailureText, verdictBadge, verdictText } from './verdictText.ts';

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
