import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DelayedSpinner } from './DelayedSpinner.tsx';
import { Modal } from './Modal.tsx';
import { Tabs } from './Tabs.tsx';
import { toast, useToasts } from './toast.ts';
import { Toaster } from './Toaster.tsx';

afterEach(() => {
  vi.useRealTimers();
  useToasts.setState({ toasts: [] });
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Post a response" footer={<button>Post</button>}>
        <label>
          Response <textarea />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, traps Tab, closes on Escape and returns focus to the opener', async () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Post a response' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Response' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Post' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Post' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('toasts', () => {
  it('are announced in live regions and disappear after 3 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Debate saved to your history!');
      toast.error('Failed to save debate. Please try again.');
    });
    const polite = screen.getByTestId('toasts-polite');
    const urgent = screen.getByTestId('toasts-urgent');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(urgent).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toHaveTextContent('Debate saved to your history!');
    expect(urgent).toHaveTextContent('Failed to save debate. Please try again.');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});

describe('DelayedSpinner', () => {
  it('shows nothing during the first second of loading', () => {
    vi.useFakeTimers();
    render(<DelayedSpinner label="Loading debates…" />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading debates…');
  });
});

describe('Tabs', () => {
  it('switches panels by click and by arrow keys', async () => {
    render(
      <Tabs
        label="About"
        tabs={[
          { id: 'a', label: 'The Philosophy', content: <p>phil</p> },
          { id: 'b', label: 'The Science', content: <p>sci</p> },
          { id: 'c', label: 'The Backers', content: <p>back</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('phil');
    await userEvent.click(screen.getByRole('tab', { name: 'The Science' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('sci');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'The Backers' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('back');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'The Philosophy' })).toHaveAttribute('aria-selected', 'true');
  });
});
