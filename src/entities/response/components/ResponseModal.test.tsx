import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectedPassage } from '@/lib/selectionAnchor.ts';

const api = vi.hoisted(() => ({ postResponse: vi.fn(), postReply: vi.fn() }));
vi.mock('../api/responsesApi.ts', () => api);

const { ResponseModal } = await import('./ResponseModal.tsx');
const { useSession } = await import('@/stores/session.ts');
const { makeResponse, DEBATE_ID } = await import('../testing/fixtures.ts');

const selection: SelectedPassage = { roundIndex: 0, speakerIndex: 1, passage: 'text', text: 'evidence', start: 4, end: 12 };
const alice = { id: 'a', email: 'alice@agora.local', displayName: 'Alice', createdAt: '2026-01-01', isPro: false };

function renderModal(sel: SelectedPassage | null = selection) {
  const onPosted = vi.fn();
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <ResponseModal debateId={DEBATE_ID} selection={sel} onClose={onClose} onPosted={onPosted} />
    </MemoryRouter>,
  );
  return { onPosted, onClose };
}

beforeEach(() => {
  api.postResponse.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useSession.setState({ status: 'signed-in', user: alice, profile: null });
});

afterEach(() => {
  vi.restoreAllMocks();
  useSession.setState({ status: 'loading', user: null, profile: null });
});

describe('the response modal', () => {
  it('shows the selected text and focuses the response field', () => {
    renderModal();
    expect(screen.getByRole('dialog')).toHaveTextContent('evidence');
    expect(screen.getByRole('textbox', { name: 'Your response' })).toHaveFocus();
  });

  it('keeps Post disabled while the response is empty or only whitespace, and says Markdown works', async () => {
    renderModal();
    const post = screen.getByRole('button', { name: 'Post Response' });
    expect(post).toBeDisabled();
    const field = screen.getByRole('textbox', { name: 'Your response' });
    await userEvent.type(field, '   {enter}  ');
    expect(post).toBeDisabled();
    await userEvent.type(field, 'x');
    expect(post).toBeEnabled();
    expect(field).toHaveAccessibleDescription(/Markdown is supported/);
  });

  it('tells a visitor to log in', async () => {
    useSession.setState({ status: 'signed-out', user: null });
    renderModal();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your response' }), 'Agreed');
    await userEvent.click(screen.getByRole('button', { name: 'Post Response' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must be logged in to post responses.');
    expect(api.postResponse).not.toHaveBeenCalled();
  });

  it('refuses a response of only spaces', async () => {
    renderModal();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your response' }), '   ');
    expect(screen.getByRole('button', { name: 'Post Response' })).toBeDisabled();
    // A submit that bypasses the button (e.g. assistive tech) still gets the spec's alert.
    fireEvent.submit(screen.getByRole('textbox', { name: 'Your response' }).closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a response.');
    expect(api.postResponse).not.toHaveBeenCalled();
  });

  it('refuses when no text is selected', async () => {
    renderModal({ ...selection, text: '' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Your response' }), 'Hmm');
    await userEvent.click(screen.getByRole('button', { name: 'Post Response' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No text selected.');
  });

  it('posts the trimmed response with the anchor and closes', async () => {
    const row = makeResponse('new');
    api.postResponse.mockResolvedValue(row);
    const { onPosted, onClose } = renderModal();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your response' }), '  Good point  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Response' }));
    expect(api.postResponse).toHaveBeenCalledWith(DEBATE_ID, selection, 'Good point');
    expect(onPosted).toHaveBeenCalledWith(row);
    expect(onClose).toHaveBeenCalled();
  });

  it('reports a failure with its reason, or the fallback, and matches rule codes', async () => {
    renderModal();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your response' }), 'Text');
    api.postResponse.mockRejectedValueOnce({ code: 'AG063', message: 'The selected text is not part of this round.' });
    await userEvent.click(screen.getByRole('button', { name: 'Post Response' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit response: The selected text is not part of this round.');
    api.postResponse.mockRejectedValueOnce({});
    await userEvent.click(screen.getByRole('button', { name: 'Post Response' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit response. Please try again.');
    api.postResponse.mockRejectedValueOnce({ code: 'AG060', message: 'anything' });
    await userEvent.click(screen.getByRole('button', { name: 'Post Response' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must be logged in to post responses.');
  });
});
