import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JudgePassView, PanelView } from '@contract/judges.ts';
import { JudgesVerdict } from './JudgesVerdict.tsx';

const scores = { argument: 8, evidence: 7, engagement: 6, clarity: 9 };
const reasons = {
  argument: 'Sharper reasons than Speaker B.',
  evidence: 'More examples.',
  engagement: 'Answered more.',
  clarity: 'Plainer.',
};
const pass = (firstSpeakerAs: 'A' | 'B', winner: 'first' | 'second'): JudgePassView => ({
  firstSpeakerAs,
  outcome: 'answered',
  winner,
  scores: { first: scores, second: { ...scores, clarity: 5 } },
  reasons,
  rationale: 'Speaker A made the clearer case.',
  problem: null,
});

const panel: PanelView = {
  status: 'complete',
  generator: 'provider',
  generatorLabel: 'AI judges',
  verdict: 'second',
  judgesTotal: 3,
  judgesCounted: 2,
  judgesSplit: 1,
  judgesUnavailable: 0,
  judgesForVerdict: 2,
  asked: false,
  judges: [
    { index: 0, model: 'gpt-4', status: 'counted', winner: 'second', reason: null, passes: [pass('A', 'second'), pass('B', 'second')] },
    { index: 1, model: 'llama', status: 'counted', winner: 'second', reason: null, passes: [pass('A', 'second'), pass('B', 'second')] },
    {
      index: 2,
      model: 'mistral',
      status: 'split',
      winner: null,
      reason: 'Position flip: the First Speaker with the First Speaker as Speaker A, the Second Speaker with the sides swapped.',
      passes: [pass('A', 'first'), pass('B', 'second')],
    },
  ],
  readers: { status: 'decided', winner: 'first', respondents: 9, isFinal: false },
  agreement: 'disagree',
};

describe('JudgesVerdict', () => {
  it("sums the panel up in one line, beside the readers, with each judge's scores and reasons on demand", () => {
    render(<JudgesVerdict panel={panel} />);
    expect(screen.getByTestId('judges-headline').textContent).toBe('Judges: Second Speaker, 2 of 3; 1 split');
    expect(screen.getByTestId('judges-readers').textContent).toBe('Judges and readers disagree (readers: the First Speaker).');
    const toggle = screen.getByRole('button', { name: 'Scores and reasons' });
    expect(screen.queryByText(/Position flip/)).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Position flip/)).toBeVisible();
    expect(screen.getAllByTestId('judge')).toHaveLength(3);
    // The judges' anonymous labels never reach a reader: each pass's Speaker A is named as who it was.
    expect(screen.getAllByText('Sharper reasons than Second Speaker.')).toHaveLength(3);
    expect(screen.getAllByText('Sharper reasons than First Speaker.')).toHaveLength(3);
    const notes = [...document.querySelectorAll('.judges__pass-note')].map((note) => note.textContent);
    expect(notes.filter((n) => n === 'First reading: Second Speaker — First Speaker made the clearer case.')).toHaveLength(2);
    expect(notes.filter((n) => n === 'Sides swapped: Second Speaker — Second Speaker made the clearer case.')).toHaveLength(3);
    expect(
      screen.getByText('Position flip: the First Speaker in the first reading, the Second Speaker with the sides swapped.'),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Speaker [AB]\b/);
  });

  it('says when the judges were unavailable, with the offline demo judge labelled as such', () => {
    render(
      <JudgesVerdict
        panel={{
          ...panel,
          status: 'unavailable',
          generator: 'offline-demo',
          generatorLabel: 'offline demo judge',
          verdict: null,
          judges: [],
          readers: null,
        }}
      />,
    );
    expect(screen.getByTestId('judges-headline').textContent).toBe('Judges unavailable');
    expect(screen.getByTestId('judges-label').textContent).toBe('offline demo judge');
    expect(screen.queryByRole('button', { name: 'Scores and reasons' })).toBeNull();
  });
});
