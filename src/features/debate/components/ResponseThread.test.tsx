import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildThreads } from '../utils/threads.ts';
import { ResponseThread } from './ResponseThread.tsx';
import { makeResponse } from './testData.ts';

vi.mock('../api/responsesApi.ts', () => ({ postReply: vi.fn() }));

const now = new Date();

function renderThread() {
  const top = makeResponse('t1', { response_count: 2, created_at: new Date(now.getTime() - 5 * 60_000).toISOString() });
  const replies = [
    makeResponse('r1', { parent_id: 't1', root_id: 't1', depth: 1, content: 'First reply', created_at: new Date(now.getTime() - 3 * 3_600_000).toISOString() }),
    makeResponse('r2', { parent_id: 'r1', root_id: 't1', depth: 2, content: 'Nested reply', created_at: new Date(now.getTime() - 2 * 86_400_000).toISOString() }),
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
    expect(screen.getByText(/Replying to/)).toHaveTextContent(`“${'w'.repeat(100)}...”`);
  });

  it('asks a visitor to log in before replying', async () => {
    renderThread();
    await userEvent.click(screen.getAllByRole('button', { name: 'Reply' })[0]!);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Me too');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to reply');
  });
});
