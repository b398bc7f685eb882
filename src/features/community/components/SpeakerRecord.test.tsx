import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ getSpeakerRecord: vi.fn() }));
vi.mock('../api/profileApi.ts', () => api);

const { SpeakerRecord } = await import('./SpeakerRecord.tsx');

const record = {
  onLadder: true,
  spoken: 3,
  readers: { wins: 1, losses: 1, splits: 0 },
  judges: { wins: 0, losses: 0, splits: 1 },
  debates: [
    {
      id: 'd1',
      topic: 'Should cities ban cars?',
      sharedAt: '2026-05-01T09:00:00Z',
      speakerIndex: 0,
      counted: true,
      opponent: { kind: 'person', name: 'Bob Okafor', handle: 'bob' },
      readers: 'win',
      judges: 'split',
    },
    {
      id: 'd2',
      topic: 'Is chess a sport?',
      sharedAt: '2026-04-01T09:00:00Z',
      speakerIndex: 1,
      counted: false,
      opponent: { kind: 'demo', name: 'The offline demo' },
      readers: null,
      judges: null,
    },
  ],
};

afterEach(() => api.getSpeakerRecord.mockReset());

const renderRecord = () =>
  render(
    <MemoryRouter>
      <SpeakerRecord handle="ada" name="Ada" />
    </MemoryRouter>,
  );

describe('SpeakerRecord', () => {
  it('shows the debates spoken, the record by readers and judges, and links each shared debate and person', async () => {
    api.getSpeakerRecord.mockResolvedValue(record);
    renderRecord();
    const section = await screen.findByTestId('speaker-record');
    expect(api.getSpeakerRecord).toHaveBeenCalledWith('ada');
    expect(within(section).getByTestId('record-spoken')).toHaveTextContent('3');
    expect(within(section).getByTestId('record-readers')).toHaveTextContent('1 win, 1 loss, 0 splits');
    expect(within(section).getByTestId('record-judges')).toHaveTextContent('0 wins, 0 losses, 1 split');
    expect(within(section).getByRole('link', { name: 'Should cities ban cars?' })).toHaveAttribute('href', '/debate/d1');
    expect(within(section).getByRole('link', { name: 'Bob Okafor' })).toHaveAttribute('href', '/u/bob');
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('readers: won · judges: split');
    expect(items[1]).toHaveTextContent(
      'against The offline demo · readers: no verdict yet · judges: no verdict yet · not counted (the offline demo)',
    );
    expect(within(section).queryByText(/Only you see this/)).toBeNull();
  });

  it('tells the person that only they see it while they are off the ladder', async () => {
    api.getSpeakerRecord.mockResolvedValue({ ...record, onLadder: false });
    renderRecord();
    expect(await screen.findByText(/Only you see this: you are not on the ladder/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn it on in your account' })).toHaveAttribute('href', '/account#account-ladder');
  });

  it('shows nothing when the record is not for this reader', async () => {
    api.getSpeakerRecord.mockResolvedValue(null);
    const { container } = renderRecord();
    await waitFor(() => expect(api.getSpeakerRecord).toHaveBeenCalled());
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
  });
});
