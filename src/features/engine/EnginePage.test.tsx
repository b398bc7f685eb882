import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratorInfo } from '@contract/generator-info.ts';

// The function and database reads are replaced; the page and its stores are the real ones.
const api = vi.hoisted(() => ({ fetchGeneratorInfo: vi.fn(), fetchDebateUsage: vi.fn() }));
vi.mock('./api/generatorInfo.ts', () => ({ fetchGeneratorInfo: api.fetchGeneratorInfo }));
vi.mock('@/entities/usage/api/debateUsage.ts', () => ({ fetchDebateUsage: api.fetchDebateUsage }));

const { useSession } = await import('@/stores/session.ts');
const { useUsage } = await import('@/entities/usage/stores/usage.ts');
const { EnginePage } = await import('./EnginePage.tsx');
const { idleRun, startingRun } = await import('./model/run.ts');
const { MODELS } = await import('./model/settings.ts');
const { useEngineSettings } = await import('./stores/engineSettings.ts');
const { useGeneration } = await import('./stores/generation.ts');
const { useGeneratorInfo } = await import('./stores/generatorInfo.ts');

const demoWithExtras: GeneratorInfo = {
  models: [{ name: 'gpt-4' }, { name: 'gpt-3.5-turbo' }, { name: 'my-extra-model' }],
  generator: 'offline-demo',
  generatorLabel: 'offline demo (no AI provider configured)',
};

function renderEngine() {
  return render(
    <MemoryRouter initialEntries={['/engine']}>
      <EnginePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api.fetchGeneratorInfo.mockReset();
  api.fetchGeneratorInfo.mockResolvedValue(demoWithExtras);
  api.fetchDebateUsage.mockReset();
  useSession.getState().setSignedOut();
  useUsage.getState().clear();
  useEngineSettings.getState().reset(() => 0.2);
  useGeneration.setState({ run: idleRun, error: null, refusal: null, categories: [], saveStatus: 'unsaved' });
  useGeneratorInfo.setState({ status: 'idle', models: MODELS, generator: null, generatorLabel: null });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openSettings(speaker: 'First Speaker' | 'Second Speaker') {
  await userEvent.click(screen.getByRole('button', { name: `Settings of the ${speaker}` }));
  return screen.getByRole('combobox', { name: `Model of the ${speaker}` });
}

function optionsOf(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

describe('EnginePage', () => {
  it('shows both speaker panels with opposite initial stances', () => {
    renderEngine();
    const first = screen.getByRole('region', { name: 'First Speaker' });
    const second = screen.getByRole('region', { name: 'Second Speaker' });
    expect(within(first).getByTestId('stance-label')).toHaveTextContent('Against (-0.6)');
    expect(within(second).getByTestId('stance-label')).toHaveTextContent('For (+0.6)');
  });

  it('opens the login-required modal for a visitor who presses Generate, and returns focus on Escape', async () => {
    renderEngine();
    await userEvent.type(screen.getByLabelText('Debate topic'), 'Should cats vote?');
    const generate = screen.getByRole('button', { name: 'Generate discourse' });
    await userEvent.click(generate);
    const dialog = screen.getByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent('Login Required - sign in for 2 free debate generations instantly!');
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Fengine');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(generate).toHaveFocus();
    expect(useGeneration.getState().run.phase).toBe('idle');
  });

  it('puts a random sample topic in the field', async () => {
    renderEngine();
    await userEvent.click(screen.getByRole('button', { name: 'Random topic' }));
    expect((screen.getByLabelText('Debate topic') as HTMLInputElement).value).not.toBe('');
  });

  it('shows the progress indicator with speaker, round and round type, and the streamed text', () => {
    useGeneration.setState({
      run: {
        ...startingRun('Should cats vote?'),
        phase: 'streaming',
        turnCount: 6,
        current: 1,
        turns: [
          {
            sequence: 1,
            ref: { role: 'speaker', roundIndex: 0, roundType: 'constructive', speakerIndex: 1, speaker: 'Second Speaker' },
            text: 'Cats lack thumbs',
            summary: '',
            fallback: false,
            complete: false,
          },
        ],
      },
    });
    renderEngine();
    const progress = screen.getByTestId('progress');
    expect(within(progress).getByRole('status')).toHaveTextContent('Second Speaker·Round 1·Constructive Arguments');
    expect(screen.getByTestId('streaming-text')).toHaveTextContent('Cats lack thumbs');
    expect(screen.getByRole('button', { name: 'discussion in progress...' })).toBeDisabled();
  });

  it('shows the run-failure alert', () => {
    useGeneration.setState({
      run: { ...startingRun('x'), phase: 'failed' },
      error: 'An error occurred during the debate. Please try again.',
    });
    renderEngine();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred during the debate. Please try again.');
  });

  it('lists the models the function offers, extras included, and says who writes the debates', async () => {
    renderEngine();
    expect(await screen.findByTestId('generator-note')).toHaveTextContent(
      'Debates are written by: offline demo (no AI provider configured)',
    );
    const first = await openSettings('First Speaker');
    expect(optionsOf(first)).toEqual(['gpt-4', 'gpt-3.5-turbo', 'my-extra-model']);
    await userEvent.selectOptions(first, 'my-extra-model');
    expect(useEngineSettings.getState().settings.model1.name).toBe('my-extra-model');
    expect(optionsOf(await openSettings('Second Speaker'))).toEqual(['gpt-4', 'gpt-3.5-turbo', 'my-extra-model']);
    expect(api.fetchGeneratorInfo).toHaveBeenCalledTimes(1);
  });

  it("falls back to the spec's two models, with no generator note, when the function cannot be asked", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.fetchGeneratorInfo.mockRejectedValue(new Error('offline'));
    renderEngine();
    await waitFor(() => expect(useGeneratorInfo.getState().status).toBe('failed'));
    expect(optionsOf(await openSettings('First Speaker'))).toEqual(['gpt-4', 'gpt-3.5-turbo']);
    expect(screen.queryByTestId('generator-note')).toBeNull();
  });

  it('keeps the selection valid when a chosen model is no longer offered', async () => {
    useGeneratorInfo.setState({ status: 'ready', models: ['gpt-4', 'gpt-3.5-turbo', 'my-extra-model'] });
    useEngineSettings.getState().updateSpeaker(1, { name: 'my-extra-model' });
    renderEngine();
    const second = await openSettings('Second Speaker');
    expect(second).toHaveValue('my-extra-model');
    act(() => useGeneratorInfo.setState({ models: ['gpt-4', 'gpt-3.5-turbo'] }));
    expect(useEngineSettings.getState().settings.model2.name).toBe('gpt-4');
    expect(second).toHaveValue('gpt-4');
  });

  it('drops the free-debate count as soon as a debate starts', async () => {
    const usage = {
      user_id: 'u1',
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-20T00:00:00Z',
      free_debates_remaining: 100,
      total_debates: 3,
      last_debate_started: null,
    };
    api.fetchDebateUsage.mockResolvedValue(usage);
    useSession
      .getState()
      .setSignedIn({ id: 'u1', email: 'tester@agora.local', displayName: 'Tester', createdAt: '2026-11-01', isPro: false }, null);
    renderEngine();
    expect(await screen.findByTestId('engine-free-count')).toHaveTextContent('100 free debates remaining');
    act(() => useUsage.getState().debateStarted({ freeDebatesRemaining: 99, totalDebates: 4 }));
    expect(screen.getByTestId('engine-free-count')).toHaveTextContent('99 free debates remaining');
    expect(screen.getByTestId('engine-free-count')).not.toHaveTextContent('in hand');
    // A continuation that left part of a free debate: the turns in hand show beside the count.
    act(() => useUsage.getState().debateStarted({ freeDebatesRemaining: 98, totalDebates: 5, turnCredit: 2 }));
    expect(screen.getByTestId('engine-free-count')).toHaveTextContent('98 free debates remaining · 2 turns in hand');
  });
});
