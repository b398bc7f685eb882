import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session.ts';
import { makeDebate } from '@/entities/debate/testing/fixtures.ts';
import { DebateContent } from './DebateContent.tsx';
import { DebateHeader } from './DebateHeader.tsx';

const alice = { speakerIndex: 0, userId: 'u-alice', name: 'Alice Moreau', handle: 'alice_m' };

function personDebate() {
  const debate = makeDebate({ generator: 'provider', person_speakers: [alice] });
  return { ...debate, debate_turns: debate.debate_turns.map((t) => ({ ...t, author_kind: t.speaker_index === 0 ? 'person' : 'model' })) };
}

afterEach(() => useSession.setState({ status: 'loading', user: null, profile: null }));

function renderContent(debate: ReturnType<typeof personDebate>) {
  render(
    <MemoryRouter>
      <DebateContent debate={debate} expanded={{}} onToggle={() => {}} anchors={[]} onSelectionEnd={() => {}} />
    </MemoryRouter>,
  );
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

describe('reporting a person’s turn', () => {
  it('offers Report on the person’s turns to another signed-in reader, not on the model’s, nor to the person', () => {
    const reader = { id: 'u-carol', email: 'carol@example.org', displayName: 'Carol', createdAt: '2026-01-01', isPro: false };
    useSession.setState({ status: 'signed-in', user: reader, profile: null });
    renderContent(personDebate());
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(3);
    cleanup();
    useSession.setState({ status: 'signed-in', user: { ...reader, id: 'u-alice' }, profile: null });
    renderContent(personDebate());
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('shows where a hidden turn was, without its text', () => {
    const debate = personDebate();
    const hiddenText = debate.debate_turns[2]!.text;
    renderContent({
      ...debate,
      debate_turns: debate.debate_turns.filter((t) => !(t.round_index === 1 && t.speaker_index === 0)),
      hidden_turns: [{ round: 1, speaker: 0, state: 'hidden' }],
    });
    const round = screen.getByRole('region', { name: /Round 2/ });
    const turns = within(round).getAllByRole('article');
    expect(turns[0]).toHaveTextContent('First Speaker');
    expect(turns[0]).toHaveTextContent('This turn was hidden by a moderator.');
    expect(turns[1]).toHaveTextContent('Second Speaker');
    expect(screen.queryByText(hiddenText)).toBeNull();
  });
});
