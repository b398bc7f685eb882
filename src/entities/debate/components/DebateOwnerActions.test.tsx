import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDebate, setDebateCategories, unshareDebate } from '../api/ownDebates.ts';
import { DebateOwnerActions } from './DebateOwnerActions.tsx';

vi.mock('../api/ownDebates.ts', async (original) => ({
  ...(await original<typeof import('../api/ownDebates.ts')>()),
  deleteDebate: vi.fn(),
  unshareDebate: vi.fn(),
  setDebateCategories: vi.fn(),
}));

const debate = { id: 'd1', topic: 'Is free will an illusion?', is_public: true, categories: ['Philosophy' as const] };

function renderActions(overrides: Partial<typeof debate> = {}) {
  const onDeleted = vi.fn();
  const onChanged = vi.fn();
  render(<DebateOwnerActions debate={{ ...debate, ...overrides }} onDeleted={onDeleted} onChanged={onChanged} />);
  return { onDeleted, onChanged };
}

beforeEach(() => {
  vi.mocked(deleteDebate).mockReset();
  vi.mocked(unshareDebate).mockReset();
  vi.mocked(setDebateCategories).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe("the owner's debate actions", () => {
  it('offers Unshare only for a shared debate', () => {
    renderActions({ is_public: false });
    expect(screen.queryByRole('button', { name: 'Unshare' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    vi.mocked(deleteDebate).mockResolvedValue();
    const { onDeleted } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this debate?' });
    expect(dialog).toHaveTextContent('Is free will an illusion?');
    expect(deleteDebate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete debate' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(deleteDebate).toHaveBeenCalledWith('d1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the reason when the database refuses', async () => {
    vi.mocked(unshareDebate).mockRejectedValue({ code: 'AG110', message: 'Only the author can change this debate.' });
    const { onChanged } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Unshare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unshare debate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the author can change this debate.');
    expect(screen.getByRole('dialog', { name: 'Unshare this debate?' })).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('changes categories with the save rules: at most 3, at least 1', async () => {
    vi.mocked(setDebateCategories).mockResolvedValue({ id: 'd1', categories: ['Philosophy', 'Science'] } as never);
    const { onChanged } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Change categories' }));
    const save = screen.getByRole('button', { name: 'Save categories' });
    expect(save).toBeDisabled(); // unchanged
    await userEvent.click(screen.getByRole('button', { name: 'Philosophy' }));
    expect(save).toBeDisabled(); // none chosen
    await userEvent.click(screen.getByRole('button', { name: 'Philosophy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Science' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ethics' }));
    expect(screen.getByRole('button', { name: 'Funny' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ethics' }));
    await userEvent.click(save);
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ id: 'd1', categories: ['Philosophy', 'Science'] }));
    expect(setDebateCategories).toHaveBeenCalledWith('d1', ['Philosophy', 'Science']);
  });
});
