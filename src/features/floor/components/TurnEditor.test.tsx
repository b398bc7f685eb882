import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TurnEditor } from './TurnEditor.tsx';

const LENGTH = { min: 20, max: 60 };
const props = { generationId: 'g1', sequence: 2, title: 'Round 2 · Rebuttal', length: LENGTH };

describe('the person’s turn editor', () => {
  beforeEach(() => localStorage.clear());

  it('counts as the person types and allows sending only within the lengths', async () => {
    const user = userEvent.setup();
    render(<TurnEditor {...props} onSubmit={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Submit turn' });
    await user.type(screen.getByLabelText('Your argument (Markdown)'), 'Too short');
    expect(screen.getByTestId('floor-counter')).toHaveTextContent('9 characters · 20–60');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Your argument (Markdown)'), ', but now it is long enough.');
    expect(submit).toBeEnabled();
  });

  it('keeps the draft through a reload (a new mount) and after a refusal; clears it once accepted', async () => {
    const user = userEvent.setup();
    const refused = vi.fn().mockRejectedValue(new Error('It is not your turn.'));
    const first = render(<TurnEditor {...props} onSubmit={refused} />);
    await user.type(screen.getByLabelText('Your argument (Markdown)'), 'Deliveries run before ten.');
    first.unmount();

    const second = render(<TurnEditor {...props} onSubmit={refused} />);
    expect(screen.getByLabelText('Your argument (Markdown)')).toHaveValue('Deliveries run before ten.');
    await user.click(screen.getByRole('button', { name: 'Submit turn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It is not your turn.');
    expect(screen.getByLabelText('Your argument (Markdown)')).toHaveValue('Deliveries run before ten.');
    second.unmount();

    const accepted = vi.fn().mockResolvedValue(undefined);
    render(<TurnEditor {...props} onSubmit={accepted} />);
    await user.click(screen.getByRole('button', { name: 'Submit turn' }));
    expect(accepted).toHaveBeenCalledWith('Deliveries run before ten.', null);
    expect(screen.getByLabelText('Your argument (Markdown)')).toHaveValue('');
  });
});
