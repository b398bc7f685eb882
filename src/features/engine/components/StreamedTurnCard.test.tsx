import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StreamedTurnCard } from './StreamedTurnCard.tsx';
import type { TurnView } from '../model/run.ts';

const copied: TurnView = {
  sequence: 1,
  ref: { role: 'speaker', roundIndex: 0, roundType: 'constructive', speakerIndex: 1, speaker: 'Second Speaker' },
  text: 'What the Second Speaker said.',
  summary: 'In short.',
  fallback: false,
  complete: true,
  author: { kind: 'person', model: null, inherited: true, name: null },
};

describe('a copied turn in a continuation', () => {
  it('shows its summary, with Show More for the text', () => {
    render(<StreamedTurnCard turn={copied} />);
    expect(screen.getByTestId('turn-summary')).toHaveTextContent('In short.');
    expect(screen.getByRole('button', { name: 'Show More' })).toBeInTheDocument();
    expect(screen.queryByTestId('turn-withheld')).not.toBeInTheDocument();
  });

  it('says a moderator hid it when it is withheld, with nothing to expand', () => {
    render(<StreamedTurnCard turn={{ ...copied, text: '', summary: '', withheld: true }} />);
    expect(screen.getByRole('article', { name: 'Second Speaker' })).toHaveTextContent('This turn was hidden by a moderator.');
    expect(screen.getByTestId('turn-inherited')).toHaveTextContent('from the debate it continues');
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('turn-summary')).not.toBeInTheDocument();
  });
});
