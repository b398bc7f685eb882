import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const debateApi = vi.hoisted(() => ({
  fetchDebate: vi.fn(),
  recordDebateView: vi.fn(),
  fetchMyVote: vi.fn(),
  castVote: vi.fn(),
}));
const responsesApi = vi.hoisted(() => ({
  listTopLevelResponses: vi.fn(),
  listThreadReplies: vi.fn(),
  listAnchors: vi.fn(),
  postResponse: vi.fn(),
  postReply: vi.fn(),
}));
const realtime = vi.hoisted(() => ({ subscribeToDebate: vi.fn() }));
vi.mock('../api/debateApi.ts', () => debateApi);
vi.mock('@/entities/response/api/responsesApi.ts', () => responsesApi);
vi.mock('../api/realtime.ts', () => realtime);
// The stars store syncs with the session through the PostgREST client; no server here.
vi.mock('@/lib/db.ts', () => ({
  db: { rpc: () => new Promise(() => {}), from: () => ({ select: () => ({ order: () => ({ order: () => new Promise(() => {}) }) }) }) },
}));

const { DebatePage } = await import('./DebatePage.tsx');
const { useSession } = await import('@/stores/session.ts');
const { useToasts } = await import('@/components/index.ts');
const { DEBATE_ID, makeDebate } = await import('@/entities/debate/testing/fixtures.ts');
const { makeResponse } = await import('@/entities/response/testing/fixtures.ts');

const bob = { id: 'bob', email: 'bob@agora.local', displayName: 'Bob', createdAt: '2026-01-01', isPro: false };

function renderDebate(id = DEBATE_ID, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: `/debate/${id}`, state }]}>
      <Routes>
        <Route path="/debate/:debateId" element={<DebatePage />} />
        <Route path="/community/ranking" element={<h1>Ranking</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  for (const fn of [...Object.values(debateApi), ...Object.values(responsesApi)]) fn.mockReset();
  debateApi.fetchDebate.mockResolvedValue(makeDebate());
  debateApi.recordDebateView.mockResolvedValue(undefined);
  debateApi.fetchMyVote.mockResolvedValue(0);
  responsesApi.listTopLevelResponses.mockResolvedValue([]);
  responsesApi.listThreadReplies.mockResolvedValue([]);
  responsesApi.listAnchors.mockResolvedValue([]);
  realtime.subscribeToDebate.mockReset().mockReturnValue(() => {});
  useSession.setState({ status: 'signed-out', user: null, profile: null });
});

afterEach(() => {
  vi.restoreAllMocks();
  useSession.setState({ status: 'loading', user: null, profile: null });
});

describe('the debate viewer', () => {
  it("shows the rounds with the viewer's titles and toggles summary and full text", async () => {
    renderDebate();
    expect(await screen.findByRole('heading', { name: 'Is free will an illusion?' })).toBeInTheDocument();
    for (const title of ['Opening Statements', 'Rebuttals', 'Closing Arguments']) {
      expect(screen.getByRole('heading', { name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(screen.getByText('Summary 1.1: evidence favours it.')).toBeInTheDocument();
    const [showMore] = screen.getAllByRole('button', { name: 'Show More' });
    await userEvent.click(showMore!);
    expect(screen.getByText(/Full text of round 1 by speaker 1/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByText(/Full text of round 1 by speaker 1/)).not.toBeInTheDocument();
    expect(screen.getByText('No responses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/community/ranking');
  });

  it('says Debate not found, or Failed to load debate, with a Back link', async () => {
    debateApi.fetchDebate.mockResolvedValueOnce(null);
    const { unmount } = renderDebate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Debate not found');
    expect(screen.getByRole('link', { name: /Back/ })).toBeInTheDocument();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    debateApi.fetchDebate.mockRejectedValueOnce(new Error('offline'));
    renderDebate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load debate');
  });

  it('goes Back to the ranking as the reader had filtered it', async () => {
    renderDebate(DEBATE_ID, { backTo: '/community/ranking?category=Funny' });
    expect(await screen.findByRole('link', { name: /Back/ })).toHaveAttribute('href', '/community/ranking?category=Funny');
  });

  it('says No rounds found for this debate when it has no turns', async () => {
    debateApi.fetchDebate.mockResolvedValueOnce(makeDebate({ debate_turns: [] }));
    renderDebate();
    expect(await screen.findByText('No rounds found for this debate')).toBeInTheDocument();
  });

  it('asks a visitor to log in to vote', async () => {
    renderDebate();
    await userEvent.click(await screen.findByRole('button', { name: 'Upvote (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent('You need to be logged in to vote on debates.');
    expect(debateApi.castVote).not.toHaveBeenCalled();
  });

  it("shows the server's tallies after a vote and clears it on a second click", async () => {
    useSession.setState({ status: 'signed-in', user: bob });
    debateApi.castVote.mockResolvedValueOnce({ upvotes: 3, downvotes: 1, myVote: 1 });
    renderDebate();
    await userEvent.click(await screen.findByRole('button', { name: 'Upvote (2)' }));
    const up = await screen.findByRole('button', { name: 'Upvote (3)' });
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('vote-percentage')).toHaveTextContent('75%');
    expect(debateApi.castVote).toHaveBeenLastCalledWith(DEBATE_ID, 1);
    expect(JSON.parse(localStorage.getItem('userVotes')!)).toEqual({ [DEBATE_ID]: 1 });
    debateApi.castVote.mockResolvedValueOnce({ upvotes: 2, downvotes: 1, myVote: 0 });
    await userEvent.click(up);
    expect(debateApi.castVote).toHaveBeenLastCalledWith(DEBATE_ID, 0);
    expect(await screen.findByRole('button', { name: 'Upvote (2)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("updates the tallies pushed live by another reader's vote", async () => {
    renderDebate();
    await screen.findByRole('button', { name: 'Upvote (2)' });
    // The subscription may start a moment after the first render on a busy machine.
    await waitFor(() => expect(realtime.subscribeToDebate).toHaveBeenCalled());
    const listeners = realtime.subscribeToDebate.mock.calls[0]![1] as {
      onTallies: (t: object) => void;
      onViews: (views: number) => void;
    };
    act(() => listeners.onTallies({ upvotes: 5, downvotes: 1 }));
    act(() => listeners.onViews(8));
    expect(screen.getByRole('button', { name: 'Upvote (5)' })).toBeInTheDocument();
    expect(screen.getByText('8 views')).toBeInTheDocument();
  });

  it('shows an edit made elsewhere to a response already on the page, live', async () => {
    responsesApi.listTopLevelResponses.mockResolvedValue([makeResponse('r1', { content: 'First words.' })]);
    renderDebate();
    await screen.findByText('First words.');
    await waitFor(() => expect(realtime.subscribeToDebate).toHaveBeenCalled());
    const listeners = realtime.subscribeToDebate.mock.calls[0]![1] as { onResponseChanged: (row: object) => void };
    act(() => listeners.onResponseChanged(makeResponse('r1', { content: 'Better words.', edited_at: new Date().toISOString() })));
    expect(await screen.findByText('Better words.')).toBeInTheDocument();
    expect(screen.queryByText('First words.')).toBeNull();
  });

  it('highlights anchored passages and opens the response modal on a selection inside a turn', async () => {
    responsesApi.listAnchors.mockResolvedValue([makeResponse('r1')]);
    responsesApi.listTopLevelResponses.mockResolvedValue([makeResponse('r1')]);
    renderDebate();
    const passage = (await screen.findByText(/Summary 1\.1/)).closest<HTMLElement>('[data-passage]')!;
    const mark = await within(passage).findByText('evidence', { selector: 'mark' });
    expect(mark).toHaveAttribute('data-anchor-ids', 'r1');

    const text = passage.querySelector('p')!.lastChild!; // " favours it."
    const range = document.createRange();
    range.setStart(text, 1);
    range.setEnd(text, 8);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    // userEvent's pointer would move the selection; the browser's mouseup after a drag leaves it.
    fireEvent.mouseUp(passage);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('favours')).toBeInTheDocument();

    // A selection reaching outside the debate content does not count.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const outside = screen.getByRole('heading', { name: 'Community Responses' }).firstChild!;
    const across = document.createRange();
    across.setStart(text, 1);
    across.setEnd(outside, 4);
    selection.removeAllRanges();
    selection.addRange(across);
    fireEvent.mouseUp(passage);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a response as a thread and counts the end of the list', async () => {
    responsesApi.listTopLevelResponses.mockResolvedValue([makeResponse('r1')]);
    responsesApi.listThreadReplies.mockResolvedValue([
      makeResponse('r2', { parent_id: 'r1', root_id: 'r1', depth: 1, content: 'A reply' }),
    ]);
    renderDebate();
    expect(await screen.findByText('A reply')).toBeInTheDocument();
    expect(screen.getByText('No more responses to load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide replies' })).toBeInTheDocument();
  });
});

describe('a vote that fails', () => {
  it('says when a vote was not saved, and keeps the tallies as they were', async () => {
    useSession.setState({ status: 'signed-in', user: bob });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    debateApi.castVote.mockRejectedValueOnce(new Error('connection reset'));
    renderDebate();
    await userEvent.click(await screen.findByRole('button', { name: 'Upvote (2)' }));
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.message)).toContain('Your vote was not saved. Please try again.'));
    expect(screen.getByRole('button', { name: 'Upvote (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(logged).toHaveBeenCalledWith('Voting failed', expect.any(Error));
  });
});
