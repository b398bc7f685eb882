import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session.ts';
import { EnginePage } from './EnginePage.tsx';
import { idleRun, startingRun } from './model/run.ts';
import { useEngineSettings } from './stores/engineSettings.ts';
import { useGeneration } from './stores/generation.ts';

function renderEngine() {
  return render(
    <MemoryRouter initialEntries={['/engine']}>
      <EnginePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSession.getState().setSignedOut();
  useEngineSettings.getState().reset(() => 0.2);
  useGeneration.setState({ run: idleRun, error: null, refusal: null, categories: [], saveStatus: 'unsaved' });
});

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
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
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
    useGeneration.setState({ run: { ...startingRun('x'), phase: 'failed' }, error: 'An error occurred during the debate. Please try again.' });
    renderEngine();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred during the debate. Please try again.');
  });
});
