// The poll around the rounds: the before question first, the after question and the room's
// verdict below, folded until the reader answered after reading (or asks to see it); a visitor's
// answers kept through the sign-in; and, beside the poll, every state of the verdict in words
// that never contradict themselves.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PollResult } from '@/entities/poll/api/pollApi.ts';
import type { FollowPoll } from '@/entities/poll/hooks/usePoll.ts';
import type { ReaderVerdict } from '@/entities/verdict/api/verdictApi.ts';

const api = vi.hoisted(() => ({ fetchPollResults: vi.fn(), recordPollAnswer: vi.fn() }));
vi.mock('@/entities/poll/api/pollApi.ts', () => api);
const userTopic = vi.hoisted(() => ({
  announceToMyTabs: vi.fn(),
  listeners: [] as ((event: string, payload: unknown) => void)[],
}));
vi.mock('@/lib/userTopic.ts', () => ({
  announceToMyTabs: userTopic.announceToMyTabs,
  followUserTopic: (_id: string, listener: (event: string, payload: unknown) => void) => {
    userTopic.listeners.push(listener);
    return () => userTopic.listeners.splice(userTopic.listeners.indexOf(listener), 1);
  },
}));

const { usePoll } = await import('@/entities/poll/hooks/usePoll.ts');
const { PollAfter, PollBefore } = await import('./DebatePoll.tsx');
const { useSession } = await import('@/stores/session.ts');

const bob = { id: 'bob', email: 'bob@agora.local', displayName: 'Bob', createdAt: '2026-01-01', isPro: false };
const follow: FollowPoll = () => () => {};

const result = (extra: Partial<PollResult> = {}): PollResult => ({
  before_for: 0,
  before_neutral: 0,
  before_against: 0,
  after_for: 0,
  after_neutral: 0,
  after_against: 0,
  respondents: 0,
  for_shift: null,
  against_shift: null,
  gaining_side: null,
  gaining_speaker: null,
  for_speaker: 1,
  against_speaker: 2,
  my_before: null,
  my_after: null,
  closes_at: new Date(Date.now() + 86_400_000).toISOString(),
  ...extra,
});
const verdict = (extra: Partial<ReaderVerdict>): ReaderVerdict => ({
  status: 'decided',
  winner_speaker: 2,
  margin: 15.4,
  respondents: 13,
  is_final: false,
  closes_at: new Date(Date.now() + 86_400_000).toISOString(),
  tie_margin: 5,
  min_respondents: 5,
  ...extra,
});

/** The viewer's arrangement: the question above the rounds, the rounds, the after question and the room below. */
function Viewer({ room }: { room: ReaderVerdict }) {
  const poll = usePoll('d1', { shared: true, follow });
  return (
    <>
      <PollBefore poll={poll} />
      <section aria-label="Rounds">
        <h2>Round 1 Opening Statements</h2>
      </section>
      <PollAfter poll={poll} room={{ verdict: room, deltas: [], authors: ['gpt-4 · offline demo', 'gpt-3.5-turbo · offline demo'] }} />
    </>
  );
}

const renderViewer = (room: ReaderVerdict = verdict({})) =>
  render(
    <MemoryRouter initialEntries={['/debate/d1']}>
      <Viewer room={room} />
    </MemoryRouter>,
  );

const beforeGroup = () => screen.getByRole('group', { name: 'Before reading, where do you stand?' });
const afterGroup = () => screen.getByRole('group', { name: 'After reading, where do you stand?' });
const show = () => screen.getByRole('button', { name: 'Show the room’s verdict' });

beforeEach(() => {
  api.fetchPollResults.mockReset().mockResolvedValue(result());
  api.recordPollAnswer.mockReset();
  userTopic.announceToMyTabs.mockReset();
  userTopic.listeners.length = 0;
  localStorage.clear();
  useSession.setState({ status: 'signed-in', user: bob, profile: null });
});
afterEach(() => useSession.setState({ status: 'loading', user: null, profile: null }));

describe('the poll around the rounds', () => {
  it('asks before reading above the first round, after reading below it, and folds the verdict until answered after', async () => {
    renderViewer();
    await screen.findByText('Who convinced you?');
    // In the page's order: the before question, the rounds, the after question.
    const order = [beforeGroup(), screen.getByRole('region', { name: 'Rounds' }), afterGroup()];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    for (const button of within(afterGroup()).getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.queryByTestId('room-verdict')).toBeNull();
    expect(screen.queryByTestId('poll-before')).toBeNull();

    api.recordPollAnswer.mockResolvedValueOnce(result({ before_against: 1, my_before: 'against' }));
    await userEvent.click(within(beforeGroup()).getByRole('button', { name: 'Against' }));
    expect(api.recordPollAnswer).toHaveBeenCalledWith('d1', 'before', 'against');
    expect(within(beforeGroup()).getByRole('button', { name: 'Against' })).toHaveAttribute('aria-pressed', 'true');
    expect(userTopic.announceToMyTabs).toHaveBeenLastCalledWith('my_poll', { debate_id: 'd1', my_before: 'against', my_after: null });
    // Answering before does not show the result.
    expect(screen.queryByTestId('room-verdict')).toBeNull();

    api.recordPollAnswer.mockResolvedValueOnce(
      result({
        before_against: 1,
        after_for: 1,
        respondents: 1,
        for_shift: 100,
        against_shift: -100,
        my_before: 'against',
        my_after: 'for',
      }),
    );
    await userEvent.click(within(afterGroup()).getByRole('button', { name: 'For' }));
    expect(await screen.findByTestId('room-verdict')).toBeInTheDocument();
    expect(screen.getByTestId('poll-after')).toHaveTextContent('For 100% · Neutral 0% · Against 0%(1 answer)');
    expect(screen.getByRole('button', { name: 'Hide the room’s verdict' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets a reader who does not take part open the results', async () => {
    useSession.setState({ status: 'signed-out', user: null, profile: null });
    renderViewer();
    await screen.findByText('Who convinced you?');
    expect(show()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show());
    expect(await screen.findByTestId('verdict-text')).toHaveTextContent('Second Speaker (gpt-3.5-turbo · offline demo) won the room');
    expect(screen.getByTestId('poll-before')).toBeInTheDocument();
  });

  it("keeps a visitor's answers through the sign-in it asks for, and records them, before then after, on their return", async () => {
    useSession.setState({ status: 'signed-out', user: null, profile: null });
    renderViewer();
    await screen.findByText('Who convinced you?');
    await userEvent.click(within(beforeGroup()).getByRole('button', { name: 'Neutral' }));
    expect(within(beforeGroup()).getByRole('button', { name: 'Neutral' })).toHaveAttribute('aria-pressed', 'true');
    const signIn = within(beforeGroup()).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?next=%2Fdebate%2Fd1');
    await userEvent.click(within(afterGroup()).getByRole('button', { name: 'For' }));
    expect(api.recordPollAnswer).not.toHaveBeenCalled();
    // Answered after reading: the room's verdict unfolds, as for anyone who answered.
    expect(await screen.findByTestId('room-verdict')).toBeInTheDocument();

    api.recordPollAnswer
      .mockResolvedValueOnce(result({ before_neutral: 1, my_before: 'neutral' }))
      .mockResolvedValueOnce(result({ before_neutral: 1, after_for: 1, respondents: 1, my_before: 'neutral', my_after: 'for' }));
    await act(async () => useSession.setState({ status: 'signed-in', user: bob, profile: null }));
    await waitFor(() => expect(api.recordPollAnswer).toHaveBeenCalledTimes(2));
    expect(api.recordPollAnswer.mock.calls).toEqual([
      ['d1', 'before', 'neutral'],
      ['d1', 'after', 'for'],
    ]);
    expect(await within(afterGroup()).findByRole('button', { name: 'For', pressed: true })).toBeInTheDocument();
    expect(localStorage.getItem('agora:draft:poll:d1')).toBeNull();
  });

  it("keeps a visitor's answers in the browser until the database has them (a failed request on the way loses nothing)", async () => {
    useSession.setState({ status: 'signed-out', user: null, profile: null });
    renderViewer();
    await screen.findByText('Who convinced you?');
    await userEvent.click(within(beforeGroup()).getByRole('button', { name: 'Against' }));
    api.recordPollAnswer.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => useSession.setState({ status: 'signed-in', user: bob, profile: null }));
    await waitFor(() => expect(api.recordPollAnswer).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(beforeGroup()).getByRole('button', { name: 'Against' })).not.toBeDisabled());
    expect(localStorage.getItem('agora:draft:poll:d1')).toContain('against');
  });

  it('shows the answers the reader gave in another tab', async () => {
    renderViewer();
    await screen.findByText('Who convinced you?');
    await waitFor(() => expect(userTopic.listeners.length).toBeGreaterThan(0));
    act(() => {
      for (const listener of [...userTopic.listeners]) listener('my_poll', { debate_id: 'd1', my_before: 'for', my_after: 'against' });
    });
    expect(within(beforeGroup()).getByRole('button', { name: 'For' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(afterGroup()).getByRole('button', { name: 'Against' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByTestId('room-verdict')).toBeInTheDocument();
  });
});

describe('every verdict beside the poll', () => {
  const states: Array<{ room: ReaderVerdict; says: RegExp; never: RegExp }> = [
    {
      room: verdict({ status: 'not_enough_votes', winner_speaker: null, margin: null, respondents: 1 }),
      says: /Not enough votes yet: 1 of the 5 readers needed/,
      never: / won|gained|Too close/,
    },
    {
      room: verdict({ status: 'too_close', winner_speaker: null, margin: 3 }),
      says: /Too close to call: the two sides' gains are 3 points apart \(under 5 points\)\./,
      never: / won|Not enough|Neither side/,
    },
    {
      room: verdict({ status: 'decided', winner_speaker: 1, margin: 1, respondents: 1 }),
      says: /First Speaker \(gpt-4 · offline demo\) won the room by 1 point among 1 reader\./,
      never: /Second Speaker[^·]* won|Too close|Not enough|Neither side/,
    },
    {
      room: verdict({ status: 'decided', winner_speaker: 2, margin: 15.4, respondents: 13, is_final: true }),
      says: /Second Speaker \(gpt-3\.5-turbo · offline demo\) won the room by 15\.4 points among 13 readers\./,
      never: /First Speaker[^·]* won|Too close|Not enough|Neither side/,
    },
  ];
  for (const { room, says, never } of states) {
    it(`says "${room.status}${room.winner_speaker ? ` ${room.winner_speaker}` : ''}" once, and nothing beside it says otherwise`, async () => {
      api.fetchPollResults.mockResolvedValue(
        result({
          before_for: 2,
          before_neutral: 11,
          after_neutral: 13,
          respondents: 13,
          for_shift: -15.4,
          against_shift: 0,
          my_before: 'for',
          my_after: 'neutral',
        }),
      );
      renderViewer(room);
      const panel = await screen.findByTestId('poll');
      await within(panel).findByTestId('poll-after');
      const words = panel.textContent ?? '';
      expect(words).toMatch(says);
      expect(words).not.toMatch(never);
      // Who gained is said in one sentence on the page.
      expect(words.match(/ won the room|Too close to call:|Not enough votes yet:/g)).toHaveLength(1);
    });
  }
});
