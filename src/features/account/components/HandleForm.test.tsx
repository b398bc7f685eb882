import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@/lib/errors.ts';
import { getMyHandle, setHandle } from '../api/accountApi.ts';
import { HandleForm } from './HandleForm.tsx';

vi.mock('../api/accountApi.ts', async (original) => ({
  ...(await original<typeof import('../api/accountApi.ts')>()),
  getMyHandle: vi.fn(),
  setHandle: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getMyHandle).mockResolvedValue('ada');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.mocked(getMyHandle).mockReset();
  vi.mocked(setHandle).mockReset();
});

function renderForm() {
  render(
    <MemoryRouter>
      <HandleForm />
    </MemoryRouter>,
  );
}

describe('HandleForm', () => {
  it('renames the handle and links the new profile address', async () => {
    vi.mocked(setHandle).mockResolvedValue('ada_l');
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Change handle' }, { timeout: 5_000 }));
    const input = screen.getByLabelText('New handle');
    expect(input).toHaveValue('ada');
    await userEvent.clear(input);
    await userEvent.type(input, ' ada_l ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your profile is now at /u/ada_l'), { timeout: 5_000 });
    expect(setHandle).toHaveBeenCalledWith('ada_l');
    expect(screen.getByRole('link', { name: '@ada_l' })).toHaveAttribute('href', '/u/ada_l');
  });

  it('refuses a malformed handle before sending it', async () => {
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Change handle' }, { timeout: 5_000 }));
    await userEvent.clear(screen.getByLabelText('New handle'));
    await userEvent.type(screen.getByLabelText('New handle'), 'no');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A handle has 3 to 30 letters, digits or underscores.');
    expect(setHandle).not.toHaveBeenCalled();
  });

  it('keeps the form open with the database’s reason when the handle is taken', async () => {
    vi.mocked(setHandle).mockRejectedValue({ code: ErrorCode.handleTaken, message: 'taken' });
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Change handle' }, { timeout: 5_000 }));
    await userEvent.type(screen.getByLabelText('New handle'), '_two');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('That handle is taken.');
    expect(screen.getByLabelText('New handle')).toHaveValue('ada_two');
  });

  it('says so when the handle cannot be loaded, with nothing to edit', async () => {
    vi.mocked(getMyHandle).mockRejectedValue(new Error('offline'));
    renderForm();
    await waitFor(() => expect(screen.getByTestId('handle')).toHaveTextContent('Could not load your handle.'), { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Change handle' })).toBeNull();
  });
});
