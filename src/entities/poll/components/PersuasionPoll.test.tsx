import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowPoll } from './PersuasionPoll.tsx';

const api = vi.hoisted(() => ({ fetchPollResults: vi.fn(), recordPollAnswer: vi.fn() }));
// The debate's live channel, as the viewer hands it to the poll.
const topic = { followDebateChannel: vi.fn<FollowPoll>() };
vi.mock('../api/pollApi.ts', () => api);

const { PersuasionPoll } = await import('./PersuasionPoll.tsx');
const { useSession } = await import('@/stores/session.ts');

const bob = { id: 'bob', email: 'bob@agora.local', displayName: 'Bob', createdAt: '2026-01-01', isPro: false };
let listeners: Partial<Parameters<FollowPoll>[1]> = {};

const result = (extra: Record<string, unknown> = {}) => ({
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

const renderPoll = () =>
  render(
    <MemoryRouter>
      <PersuasionPoll debateId="d1" follow={topic.followDebateChannel} />
    </MemoryRouter>,
  );

beforeEach(() => {
  api.fetchPollResults.mockReset().mockResolvedValue(result());
  api.recordPollAnswer.mockReset();
  topic.followDebateChannel.mockReset().mockImplementation((_id, l) => {
    listeners = l;
    return () => {};
  });
  useSession.setState({ status: 'signed-in', user: bob, profile: null });
});
afterEach(() => useSession.setState({ status: 'loading', user: null, profile: null }));

describe('"Who convinced you?"', () => {
  it('asks before, then after, and shows the shift the database computed', async () => {
    renderPoll();
    await screen.findByRole('heading', { name: 'Who convinced you?' });
    const before = screen.getByRole('group', { name: 'Before reading, I am' });
    const after = screen.getByRole('group', { name: 'After reading, I am' });
    for (const button of after.querySelectorAll('button')) expect(button).toBeDisabled();

    api.recordPollAnswer.mockResolvedValueOnce(result({ before_against: 1, my_before: 'against' }));
    await userEvent.click(within(before).getByRole('button', { name: 'Against' }));
    expect(api.recordPollAnswer).toHaveBeenCalledWith('d1', 'before', 'against');
    expect(within(before).getByRole('button', { name: 'Against' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('poll-before')).toHaveTextContent('Against 100%');

    api.recordPollAnswer.mockResolvedValueOnce(
      result({
        before_against: 1,
        after_for: 1,
        respondents: 1,
        for_shift: 100,
        against_shift: -100,
        gaining_side: 'for',
        gaining_speaker: 1,
        my_before: 'against',
        my_after: 'for',
      }),
    );
    await userEvent.click(within(after).getByRole('button', { name: 'For' }));
    expect(api.recordPollAnswer).toHaveBeenLastCalledWith('d1', 'after', 'for');
    expect(screen.getByTestId('poll-after')).toHaveTextContent('For 100%');
    expect(screen.getByTestId('poll-winner')).toHaveTextContent('Speaker 1 (For) gained 100 points among 1 reader.');
  });

  it("moves the split live from the debate topic, keeping the reader's own answers", async () => {
    api.fetchPollResults.mockResolvedValue(result({ before_for: 1, my_before: 'for' }));
    renderPoll();
    await screen.findByTestId('poll-before');
    // The subscription is a passive effect: it may run just after the split is on screen.
    await waitFor(() => expect(topic.followDebateChannel).toHaveBeenCalledWith('d1', expect.any(Object)));
    act(() =>
      listeners.onPoll?.({
        debate_id: 'd1',
        before_for: 1,
        before_neutral: 1,
        before_against: 0,
        after_for: 0,
        after_neutral: 0,
        after_against: 0,
        respondents: 0,
        for_shift: null,
        against_shift: null,
        gaining_side: null,
        gaining_speaker: null,
      }),
    );
    expect(screen.getByTestId('poll-before')).toHaveTextContent('For 50% · Neutral 50%');
    expect(screen.getByRole('button', { name: 'For', pressed: true })).toBeInTheDocument();
  });

  it('reads the split again when the live channel joins late, so answers given meanwhile are not lost', async () => {
    api.fetchPollResults.mockResolvedValueOnce(result({ before_for: 1 }));
    renderPoll();
    await screen.findByTestId('poll-before');
    await waitFor(() => expect(topic.followDebateChannel).toHaveBeenCalledWith('d1', expect.any(Object)));
    api.fetchPollResults.mockResolvedValueOnce(result({ before_for: 1, before_against: 1 }));
    act(() => listeners.onSubscribed?.());
    await waitFor(() => expect(screen.getByTestId('poll-before')).toHaveTextContent(/For 50% · Neutral 0% · Against 50%/));
  });

  it('keeps an answer given while that late read was on its way', async () => {
    renderPoll();
    const before = await screen.findByRole('group', { name: 'Before reading, I am' });
    await waitFor(() => expect(topic.followDebateChannel).toHaveBeenCalledWith('d1', expect.any(Object)));
    let answerRead!: (row: unknown) => void;
    api.fetchPollResults.mockReturnValueOnce(new Promise((resolve) => (answerRead = resolve)));
    act(() => listeners.onSubscribed?.());
    api.recordPollAnswer.mockResolvedValueOnce(result({ before_for: 1, my_before: 'for' }));
    await userEvent.click(within(before).getByRole('button', { name: 'For' }));
    await waitFor(() => expect(within(before).getByRole('button', { name: 'For' })).toHaveAttribute('aria-pressed', 'true'));
    // The read started before the answer: its older split must not undo it.
    await act(async () => answerRead(result()));
    expect(within(before).getByRole('button', { name: 'For' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps an aggregate pushed while that late read was on its way', async () => {
    renderPoll();
    await screen.findByTestId('poll-before');
    await waitFor(() => expect(topic.followDebateChannel).toHaveBeenCalledWith('d1', expect.any(Object)));
    let answerRead!: (row: unknown) => void;
    api.fetchPollResults.mockReturnValueOnce(new Promise((resolve) => (answerRead = resolve)));
    act(() => listeners.onSubscribed?.());
    act(() =>
      listeners.onPoll?.({
        debate_id: 'd1',
        before_for: 0,
        before_neutral: 0,
        before_against: 1,
        after_for: 0,
        after_neutral: 0,
        after_against: 0,
        respondents: 0,
        for_shift: null,
        against_shift: null,
        gaining_side: null,
        gaining_speaker: null,
      }),
    );
    expect(screen.getByTestId('poll-before')).toHaveTextContent('Against 100%');
    // The read's snapshot predates the push: its empty split must not undo it.
    await act(async () => answerRead(result()));
    expect(screen.getByTestId('poll-before')).toHaveTextContent('Against 100%');
  });

  it('says what the database refused', async () => {
    api.recordPollAnswer.mockRejectedValueOnce({ code: 'AG163', message: 'This poll closed 7 days after the debate was shared.' });
    renderPoll();
    const before = await screen.findByRole('group', { name: 'Before reading, I am' });
    await userEvent.click(within(before).getByRole('button', { name: 'For' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This poll closed 7 days after the debate was shared.');
  });

  it('invites visitors to sign in and still shows the split', async () => {
    useSession.setState({ status: 'signed-out', user: null, profile: null });
    renderPoll();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('group', { name: 'Before reading, I am' })).toBeNull();
    expect(screen.getByTestId('poll-winner')).toHaveTextContent('Nobody has answered before and after yet.');
  });
});
