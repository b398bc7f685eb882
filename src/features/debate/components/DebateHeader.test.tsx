import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeDebate } from '@/entities/debate/testing/fixtures.ts';
import { DebateContent } from './DebateContent.tsx';
import { DebateHeader } from './DebateHeader.tsx';

const alice = { speakerIndex: 0, userId: 'u-alice', name: 'Alice Moreau', handle: 'alice_m' };

function personDebate() {
  const debate = makeDebate({ generator: 'provider', person_speakers: [alice] });
  return { ...debate, debate_turns: debate.debate_turns.map((t) => ({ ...t, author_kind: t.speaker_index === 0 ? 'person' : 'model' })) };
}

describe('a saved debate a person spoke in', () => {
  it('names the person in the header, linked to their profile and labelled a person, and the model in the other seat', () => {
    render(
      <MemoryRouter>
        <DebateHeader debate={personDebate()} views={3} actions={null} />
      </MemoryRouter>,
    );
    const first = screen.getByText('First Speaker').closest('div')!;
    expect(within(first).getByRole('link', { name: 'Alice Moreau' })).toHaveAttribute('href', '/people/u-alice');
    expect(first).toHaveTextContent('Alice Moreau · person');
    expect(first).not.toHaveTextContent('gpt-4');
    expect(screen.getByText('Second Speaker').closest('div')).toHaveTextContent('gpt-3.5-turbo');
  });

  it('names the person on each of their turns, the model on the model’s', () => {
    render(
      <MemoryRouter>
        <DebateContent debate={personDebate()} expanded={{}} onToggle={() => {}} anchors={[]} onSelectionEnd={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('Alice Moreau · person')).toHaveLength(3);
    expect(screen.getAllByText('gpt-3.5-turbo')).toHaveLength(3);
    expect(screen.queryByText('gpt-4')).toBeNull();
  });
});
