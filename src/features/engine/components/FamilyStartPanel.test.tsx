import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_MAX_LENGTH } from '@contract/settings.ts';

const api = vi.hoisted(() => ({ fetchContinuableDebate: vi.fn() }));
vi.mock('@/entities/continuation/api/continuableApi.ts', () => api);

const { FamilyStartPanel } = await import('./FamilyStartPanel.tsx');
const { useGeneration } = await import('../stores/generation.ts');

const DEBATE = {
  id: '11111111-2222-4333-8444-555555555555',
  topic: 'Should cities ban cars?',
  moderatorEnabled: false,
  speakers: [
    { model: 'gpt-4', stance: 0.6, rhetoricStyle: 'formal' },
    { model: 'gpt-3.5-turbo', stance: -0.6, rhetoricStyle: 'casual' },
  ],
  points: [],
};

afterEach(() => {
  api.fetchContinuableDebate.mockReset();
  localStorage.clear();
});

function renderPanel(intent: Parameters<typeof FamilyStartPanel>[0]['intent']) {
  const onStart = vi.fn();
  const view = render(
    <MemoryRouter>
      <FamilyStartPanel intent={intent} running={false} onStart={onStart} />
    </MemoryRouter>,
  );
  return Object.assign(onStart, { unmount: view.unmount });
}

describe('FamilyStartPanel', () => {
  it("continues after a round's end with the reader's speakers and their question for both", async () => {
    api.fetchContinuableDebate.mockResolvedValue(DEBATE);
    const onStart = renderPanel({ kind: 'continue', debateId: DEBATE.id, after: { roundIndex: 1, speakerIndex: 1 } });
    await screen.findByRole('heading', { name: /“Should cities ban cars\?” after Round 2, Second Speaker/ });
    await userEvent.click(screen.getByRole('button', { name: 'Settings of the First Speaker' }));
    await userEvent.selectOptions(screen.getByLabelText('Model of the First Speaker'), 'gpt-3.5-turbo');
    await userEvent.type(screen.getByLabelText('Your question for both speakers'), '  What would change your mind?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue the debate' }));

    expect(onStart).toHaveBeenCalledTimes(1);
    const [start, display] = onStart.mock.calls[0]!;
    expect(start).toMatchObject({
      kind: 'continue',
      request: {
        debateId: DEBATE.id,
        after: { roundIndex: 1, speakerIndex: 1 },
        model1: { name: 'gpt-3.5-turbo', stance: 0.6, rhetoricStyle: 'formal' },
        model2: { name: 'gpt-3.5-turbo', stance: -0.6, rhetoricStyle: 'casual' },
        question: 'What would change your mind?',
        readersQuestion: false,
      },
    });
    expect(display).toEqual({
      topic: DEBATE.topic,
      speakers: [
        { name: 'gpt-3.5-turbo', stance: 0.6 },
        { name: 'gpt-3.5-turbo', stance: -0.6 },
      ],
    });
  });

  it('keeps the typed question through a reload and a failed start, and lets it go once the continuation exists', async () => {
    api.fetchContinuableDebate.mockResolvedValue(DEBATE);
    const after = { roundIndex: 0, speakerIndex: 1 } as const;
    const first = renderPanel({ kind: 'continue', debateId: DEBATE.id, after });
    await userEvent.type(await screen.findByLabelText('Your question for both speakers'), 'Who pays for the buses?');
    first.unmount();

    renderPanel({ kind: 'continue', debateId: DEBATE.id, after });
    const field = await screen.findByLabelText('Your question for both speakers');
    expect(field).toHaveValue('Who pays for the buses?');
    await userEvent.click(screen.getByRole('button', { name: 'Continue the debate' }));
    expect(field).toHaveValue('Who pays for the buses?');

    act(() => useGeneration.setState((s) => ({ run: { ...s.run, generationId: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee' } })));
    expect(field).toHaveValue('');
  });

  it('keeps a pasted question over the limit whole, says by how much, and starts nothing until it is shortened', async () => {
    api.fetchContinuableDebate.mockResolvedValue(DEBATE);
    const onStart = renderPanel({ kind: 'continue', debateId: DEBATE.id, after: { roundIndex: 0, speakerIndex: 1 } });
    const field = await screen.findByLabelText('Your question for both speakers');
    await userEvent.click(field);
    await userEvent.paste('?'.repeat(QUESTION_MAX_LENGTH + 5));

    expect(field).toHaveValue('?'.repeat(QUESTION_MAX_LENGTH + 5));
    expect(screen.getByText(`5 characters over the limit of ${QUESTION_MAX_LENGTH}: shorten it to continue.`)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Continue the debate' });
    expect(submit).toBeDisabled();

    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart.mock.calls[0]![0]).toMatchObject({ request: { question: '?'.repeat(QUESTION_MAX_LENGTH) } });
  });

  it('offers no question mid-round (a question waits for the end of a round)', async () => {
    api.fetchContinuableDebate.mockResolvedValue(DEBATE);
    const midRound = renderPanel({ kind: 'continue', debateId: DEBATE.id, after: { roundIndex: 1, speakerIndex: 0 } });
    await screen.findByTestId('continue-form');
    expect(screen.queryByLabelText('Your question for both speakers')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue the debate' }));
    expect(midRound.mock.calls[0]![0]).toMatchObject({ request: { question: null, readersQuestion: false } });
  });

  it('rematches with the models swapped and each seat keeping its stance', async () => {
    api.fetchContinuableDebate.mockResolvedValue(DEBATE);
    const onStart = renderPanel({ kind: 'rematch', debateId: DEBATE.id });
    const form = await screen.findByTestId('rematch-form');
    expect(form).toHaveTextContent('gpt-3.5-turbo now speaks first, gpt-4 second');
    await userEvent.click(screen.getByRole('button', { name: 'Start the rematch' }));
    expect(onStart).toHaveBeenCalledWith(
      { kind: 'rematch', debateId: DEBATE.id },
      {
        topic: DEBATE.topic,
        speakers: [
          { name: 'gpt-3.5-turbo', stance: 0.6 },
          { name: 'gpt-4', stance: -0.6 },
        ],
      },
    );
  });

  it('says plainly when the debate cannot be continued', async () => {
    api.fetchContinuableDebate.mockResolvedValue(null);
    const onStart = renderPanel({ kind: 'rematch', debateId: DEBATE.id });
    expect(await screen.findByText(/not one you can continue/)).toBeInTheDocument();
    expect(onStart).not.toHaveBeenCalled();
  });
});
