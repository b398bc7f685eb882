import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FloorBallot } from '@/entities/floor/api/floorApi.ts';
import { BallotCard } from './BallotCard.tsx';

const ballot: FloorBallot = {
  speakerIndex: 1,
  judge: 'provider',
  model: 'gpt-4',
  arguments: [{ name: 'Pontevedra kept its shops', strength: 'strong', reason: 'A named town backs it.' }],
  dropped: ['deliveries need vans'],
  improvements: ['Answer the vans.', 'Put a figure on the air.'],
};

describe('a ballot card', () => {
  it('names the AI judge model that wrote a provider ballot, and shows what it said', () => {
    render(<BallotCard ballot={ballot} title="Your ballot" />);
    const card = screen.getByRole('region', { name: 'Your ballot' });
    expect(card).toHaveTextContent('Ballot by the AI judge gpt-4.');
    expect(card).not.toHaveTextContent('offline judge');
    expect(card).toHaveTextContent('Strong Pontevedra kept its shops: A named town backs it.');
    expect(card).toHaveTextContent('deliveries need vans');
  });

  it('says when the offline judge wrote it, and what it can do', () => {
    render(<BallotCard ballot={{ ...ballot, judge: 'offline-demo', model: undefined }} title="Your ballot" />);
    expect(screen.getByRole('region', { name: 'Your ballot' })).toHaveTextContent(
      'Ballot by the offline judge, from what it can establish from the text.',
    );
  });
});
