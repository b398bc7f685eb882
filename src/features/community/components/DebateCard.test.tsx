import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session.ts';
import { publicDebate } from '../testing/fixtures.ts';
import type { PublicDebate } from '../types/index.ts';
import { DebateCard, responseCountLabel } from './DebateCard.tsx';
import { DebateListSkeleton } from './DebateListSkeleton.tsx';

const opening =
  'Cities that close their centres to cars see fewer injuries, cleaner air and busier shops. ' +
  'The evidence from Oslo, Ghent and Pontevedra is consistent: footfall rises, deliveries adapt, ' +
  'and the people who live there';

function debate(extra: Partial<PublicDebate> = {}): PublicDebate {
  return publicDebate(1, {
    topic: 'Should cities ban cars?',
    categories: ['Politics', 'Environment'],
    shared_at: '2026-11-21T10:00:00+00:00',
    upvotes: 5,
    downvotes: 2,
    response_count: 3,
    opening_preview: opening,
    ...extra,
  });
}

function renderCard(row: PublicDebate) {
  return render(
    <MemoryRouter>
      <DebateCard debate={row} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSession.setState({ status: 'signed-out', user: null, profile: null });
});

describe('responseCountLabel', () => {
  it('says "response" for exactly one and "responses" otherwise', () => {
    expect(responseCountLabel(0)).toBe('0 responses');
    expect(responseCountLabel(1)).toBe('1 response');
    expect(responseCountLabel(2)).toBe('2 responses');
    expect(responseCountLabel(21)).toBe('21 responses');
  });
});

describe('DebateCard', () => {
  it('shows the response count and the opening argument under the title', () => {
    renderCard(debate());
    expect(screen.getByTestId('response-count')).toHaveTextContent(/^3 responses$/);
    const preview = screen.getByTestId('opening-preview');
    expect(preview).toHaveTextContent(opening);
    expect(preview).toHaveClass('debate-card__preview');
    // The preview sits between the byline and the categories.
    const title = screen.getByRole('link', { name: 'Should cities ban cars?' });
    expect(title.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      preview.compareDocumentPosition(screen.getByRole('list', { name: 'Categories' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says "1 response" for one', () => {
    renderCard(debate({ response_count: 1 }));
    expect(screen.getByTestId('response-count')).toHaveTextContent(/^1 response$/);
  });

  it('keeps the preview line (empty) when there is no preview, so every card has the same shape', () => {
    renderCard(debate({ opening_preview: null, response_count: null }));
    expect(screen.getByTestId('opening-preview')).toBeEmptyDOMElement();
    expect(screen.getByTestId('response-count')).toHaveTextContent(/^0 responses$/);
  });

  it('keeps the tallies and the vote control', () => {
    renderCard(debate());
    expect(screen.getByTestId('upvotes')).toHaveTextContent('5');
    expect(screen.getByTestId('card-score')).toHaveTextContent('3');
  });
});

describe('DebateListSkeleton', () => {
  it("reserves the preview's two lines on ranking cards only", () => {
    const { container, unmount } = render(<DebateListSkeleton variant="ranking" />);
    expect(container.querySelectorAll('.skeleton-line--preview').length).toBe(6);
    unmount();
    const history = render(<DebateListSkeleton variant="history" />);
    expect(history.container.querySelectorAll('.skeleton-line--preview').length).toBe(0);
  });
});

describe('a debate family on its card', () => {
  it('says how many continuations and rematches are grouped under an original, linking to them', () => {
    renderCard(debate({ continuation_count: 3, rematch_count: 1 }));
    const family = screen.getByTestId('card-family');
    expect(family).toHaveTextContent('3 continuations · 1 rematch');
    expect(family).toHaveAttribute('href', `/debate/${debate().id}#follow-ups`);
  });

  it('says nothing of a family a debate does not have, and names what a continuation listed apart is', () => {
    renderCard(debate({ family_kind: 'continuation', continued_after_label: 'Round 2, First Speaker' }));
    expect(screen.queryByTestId('card-family')).toBeNull();
    expect(screen.getByTestId('card-family-kind')).toHaveTextContent('Continuation after Round 2, First Speaker');
  });
});
