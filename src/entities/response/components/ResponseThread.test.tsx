import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildThreads } from '../utils/threads.ts';
import { ResponseThread } from './ResponseThread.tsx';
import { makeResponse } from '../testing/fixtures.ts';

vi.mock('../api/responsesApi.ts', () => ({ postReply: vi.fn(), editResponse: vi.fn(), deleteResponse: vi.fn() }));

const now = new Date();

function renderThread() {
  const top = makeResponse('t1', { response_count: 2, created_at: new Date(now.getTime() - 5 * 60_000).toISOString() });
  const replies = [
    makeResponse('r1', {
      parent_id: 't1',
      root_id: 't1',
      depth: 1,
      content: 'First reply',
      created_at: new Date(now.getTime() - 3 * 3_600_000).toISOString(),
    }),
    makeResponse('r2', {
      parent_id: 'r1',
      root_id: 't1',
      depth: 2,
      content: 'Nested reply',
      created_at: new Date(now.getTime() - 2 * 86_400_000).toISOString(),
    }),
  ];
  const [node] = buildThreads([top], replies);
  return render(
    <MemoryRouter>
      <ol>
        <ResponseThread node={node!} now={now} onReveal={() => {}} onReplyPosted={() => {}} />
      </ol>
    </MemoryRouter>,
  );
}

describe('a response thread', () => {
  it('nests replies and shows relative times', () => {
    renderThread();
    expect(screen.getByText('First reply')).toBeVisible();
    expect(screen.getByText('Nested reply')).toBeVisible();
    expect(screen.getByText('5m ago')).toBeInTheDocument();
    expect(screen.getByText('3h ago')).toBeInTheDocument();
    expect(screen.getByText('2d ago')).toBeInTheDocument();
  });

  it('collapses to +N replies and expands back with Hide replies', async () => {
    renderThread();
    const [outer] = screen.getAllByRole('button', { name: 'Hide replies' });
    await userEvent.click(outer!);
    const collapsed = screen.getByRole('button', { name: '+2 replies' });
    expect(collapsed).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First reply')).not.toBeVisible();
    expect(screen.getByText('Nested reply')).not.toBeVisible();
    await userEvent.click(collapsed);
    expect(screen.getByText('Nested reply')).toBeVisible();
  });

  it('previews the parent of a reply in at most 100 characters', async () => {
    const long = 'w'.repeat(150);
    const [node] = buildThreads([makeResponse('t1', { content: long })], []);
    render(
      <MemoryRouter>
        <ResponseThread node={node!} now={now} onReveal={() => {}} onReplyPosted={() => {}} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText(/Replying to/)).toHaveTextContent(`“${'w'.repeat(100)}...”`);
  });

  it('asks a visitor to log in before replying', async () => {
    renderThread();
    await userEvent.click(screen.getAllByRole('button', { name: 'Reply' })[0]!);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Me too');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to reply');
  });
});

describe("the author's own response", () => {
  it('offers Edit and Delete only to the author, and saves an edit with an "edited" label', async () => {
    const { useSession } = await import('@/stores/session.ts');
    const { editResponse } = await import('../api/responsesApi.ts');
    useSession.setState({
      status: 'signed-in',
      user: { id: 'me', email: 'me@example.org', displayName: 'Me', createdAt: '2026-01-01', isPro: false },
    });
    const editedAt = new Date(now.getTime() - 60_000).toISOString();
    vi.mocked(editResponse).mockResolvedValue(makeResponse('mine', { author_id: 'me', content: 'Better words', edited_at: editedAt }));
    const onChanged = vi.fn();
    const top = makeResponse('mine', { author_id: 'me', content: 'First words', response_count: 1 });
    const reply = makeResponse('theirs', { parent_id: 'mine', root_id: 'mine', depth: 1, content: 'Their reply' });
    const [node] = buildThreads([top], [reply]);
    render(
      <MemoryRouter>
        <ResponseThread node={node!} now={now} onReveal={() => {}} onReplyPosted={() => {}} onChanged={onChanged} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByLabelText('Edit your response');
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Better words');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(editResponse).toHaveBeenCalledWith('mine', 'Better words');
    useSession.setState({ status: 'loading', user: null });
  });

  it('renders a placeholder as "[deleted]" with its replies and no actions', () => {
    const placeholder = makeResponse('gone', {
      author_id: null,
      author_name: '[deleted]',
      content: '',
      deleted_at: now.toISOString(),
      response_count: 1,
    });
    const reply = makeResponse('kept', { parent_id: 'gone', root_id: 'gone', depth: 1, content: 'Still here' });
    const [node] = buildThreads([placeholder], [reply]);
    render(
      <MemoryRouter>
        <ResponseThread node={node!} now={now} onReveal={() => {}} onReplyPosted={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('[deleted]')).toBeInTheDocument();
    expect(screen.getByText('This response was deleted.')).toBeInTheDocument();
    expect(screen.getByText('Still here')).toBeVisible();
    // Only the kept reply can be replied to.
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
  });

  it('shows the edit time exactly on hover', () => {
    const editedAt = '2026-11-21T15:04:00Z';
    const [node] = buildThreads([makeResponse('e', { edited_at: editedAt })], []);
    render(
      <MemoryRouter>
        <ResponseThread node={node!} now={now} onReveal={() => {}} onReplyPosted={() => {}} />
      </MemoryRouter>,
    );
    const label = screen.getByText(/^edited /);
    expect(label).toHaveAttribute('dateTime', editedAt);
    expect(label.getAttribute('title')).toMatch(/^Edited Nov 21, 2026/);
  });
});

describe('what the page adds to each response', () => {
  it('shows the notice on every response and the actions on all but a "[deleted]" placeholder, at every depth', () => {
    const placeholder = makeResponse('gone', { author_id: null, content: '', deleted_at: now.toISOString(), response_count: 1 });
    const reply = makeResponse('kept', { parent_id: 'gone', root_id: 'gone', depth: 1, content: 'Still here' });
    const [node] = buildThreads([placeholder], [reply]);
    render(
      <MemoryRouter>
        <ResponseThread
          node={node!}
          now={now}
          extras={{ notice: (r) => <p role="note">Notice for {r.id}</p>, actions: (r) => <button type="button">Act on {r.id}</button> }}
          onReveal={() => {}}
          onReplyPosted={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual(['Notice for gone', 'Notice for kept']);
    expect(screen.queryByRole('button', { name: 'Act on gone' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Act on kept' })).toBeInTheDocument();
  });
});
