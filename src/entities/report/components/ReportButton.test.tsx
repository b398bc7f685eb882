import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fileReport: vi.fn() }));
vi.mock('../api/reportApi.ts', () => api);

const { ReportButton } = await import('./ReportButton.tsx');
const { ModerationNotice } = await import('./ModerationNotice.tsx');
const { useSession } = await import('@/stores/session.ts');

const bob = { id: 'bob', email: 'bob@agora.local', displayName: 'Bob', createdAt: '2026-01-01', isPro: false };
const target = { type: 'response', id: 'r1' } as const;

beforeEach(() => {
  api.fileReport.mockReset();
  useSession.setState({ status: 'signed-in', user: bob, profile: null });
});
afterEach(() => useSession.setState({ status: 'loading', user: null, profile: null }));

describe('reporting', () => {
  it("is offered on other people's content only, to signed-in readers", () => {
    const { rerender } = render(<ReportButton target={target} authorId="bob" />);
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    rerender(<ReportButton target={target} authorId="alice" />);
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    useSession.setState({ status: 'signed-out', user: null });
    rerender(<ReportButton target={target} authorId="alice" />);
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('needs a reason, and text for "Other"; sends the report', async () => {
    api.fileReport.mockResolvedValue(undefined);
    render(<ReportButton target={target} authorId="alice" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a reason.');
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please describe the problem.');
    expect(api.fileReport).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Details/ }), 'Personal attack');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(api.fileReport).toHaveBeenCalledWith(target, 'other', 'Personal attack');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the coded refusal and keeps the typed text (a limit says when to try again)', async () => {
    api.fileReport.mockRejectedValueOnce({ code: 'AG142', message: 'You are reporting too often. Try again in 40 minutes.' });
    api.fileReport.mockRejectedValueOnce({ code: 'AG172', message: 'You have already reported this.' });
    render(<ReportButton target={target} authorId="alice" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Details/ }), 'Ads everywhere');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are reporting too often. Try again in 40 minutes.');
    expect(screen.getByRole('textbox', { name: /Details/ })).toHaveValue('Ads everywhere');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this.')).toBeInTheDocument();
  });
});

describe('the moderation notice', () => {
  it('tells others an item is hidden, and its author that only they see it', () => {
    const { rerender } = render(<ModerationNotice state="hidden" authorId={null} kind="response" />);
    expect(screen.getByRole('note')).toHaveTextContent('This response is hidden pending review.');
    rerender(<ModerationNotice state="hidden" authorId="bob" kind="response" />);
    expect(screen.getByRole('note')).toHaveTextContent('only you can see it');
    rerender(<ModerationNotice state="visible" authorId="bob" kind="response" />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
