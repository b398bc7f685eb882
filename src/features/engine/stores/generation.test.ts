import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DebateUsage } from '@/entities/usage/api/debateUsage.ts';
import type { DebateEvent } from '@contract/sse-events.ts';
import type { StreamDebateOptions } from '../api/generateDebate.ts';

// The function and database calls are replaced; the stores under test are the real ones.
const api = vi.hoisted(() => ({
  streamDebate: vi.fn(),
  currentAccessToken: vi.fn(),
  saveDebate: vi.fn(),
  shareDebate: vi.fn(),
  fetchDebateUsage: vi.fn(),
}));
vi.mock('../api/generateDebate.ts', () => ({
  RUN_FAILURE_MESSAGE: 'An error occurred during the debate. Please try again.',
  streamDebate: api.streamDebate,
  currentAccessToken: api.currentAccessToken,
}));
vi.mock('@/entities/debate/api/shareDebate.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/entities/debate/api/shareDebate.ts')>()),
  shareDebate: api.shareDebate,
}));
vi.mock('@/entities/usage/api/debateUsage.ts', () => ({ fetchDebateUsage: api.fetchDebateUsage }));
vi.mock('../api/saveDebate.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/saveDebate.ts')>()),
  saveDebate: api.saveDebate,
}));

const { useGeneration } = await import('./generation.ts');
const { useUsage } = await import('@/entities/usage/stores/usage.ts');
const { useVotes } = await import('@/entities/vote/stores/votes.ts');
const { useToasts } = await import('@/components/index.ts');
const { defaultSettings } = await import('../model/settings.ts');
const { idleRun } = await import('../model/run.ts');

const settings = { ...defaultSettings(() => 0), topic: 'Should cats vote?' };

const usageRow: DebateUsage = {
  user_id: 'u1',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-20T00:00:00Z',
  free_debates_remaining: 100,
  total_debates: 4,
  last_debate_started: '2026-11-20T00:00:00Z',
};

const startEvent: DebateEvent = {
  type: 'start',
  generationId: 'g-1',
  generator: 'offline-demo',
  generatorLabel: 'offline demo (no AI provider configured)',
  freeDebatesRemaining: 99,
  totalDebates: 5,
  turnCount: 6,
};

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function toastTexts(kind: 'success' | 'error') {
  return useToasts
    .getState()
    .toasts.filter((t) => t.kind === kind)
    .map((t) => t.message);
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.currentAccessToken.mockResolvedValue('user-token');
  api.fetchDebateUsage.mockResolvedValue(usageRow);
  useUsage.setState({ usage: usageRow, status: 'ready' });
  useGeneration.getState().abort();
  useVotes.getState().clear();
  useToasts.setState({ toasts: [] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a run and the free-debate count', () => {
  it('shows the allowance of the start event while the debate is still streaming', async () => {
    const finish = deferred();
    api.streamDebate.mockImplementation(async (_settings: unknown, options: StreamDebateOptions) => {
      options.onEvent(startEvent);
      await finish.promise;
      return 'finished';
    });
    api.fetchDebateUsage.mockResolvedValue({ ...usageRow, free_debates_remaining: 99, total_debates: 5 });

    const running = useGeneration.getState().start(settings);
    await waitFor(() => expect(useGeneration.getState().run.phase).toBe('streaming'));

    expect(useUsage.getState().usage).toMatchObject({ free_debates_remaining: 99, total_debates: 5 });
    expect(api.fetchDebateUsage).not.toHaveBeenCalled();

    finish.resolve();
    await running;
    // The end of the run reads the allowance again, which agrees.
    expect(api.fetchDebateUsage).toHaveBeenCalledTimes(1);
    expect(useUsage.getState().usage).toMatchObject({ free_debates_remaining: 99, total_debates: 5 });
  });
});

async function savedDebate(id = 'd-1') {
  useGeneration.setState({ run: { ...idleRun, phase: 'done', generationId: 'g-1' }, categories: ['Politics'] });
  api.saveDebate.mockResolvedValue(id);
  await useGeneration.getState().save();
  expect(useGeneration.getState()).toMatchObject({ saveStatus: 'saved', savedDebateId: id, shareStatus: 'private' });
}

describe('sharing right after saving', () => {
  it('goes private → sharing → shared, records the author upvote and says so in a green toast', async () => {
    await savedDebate('d-1');
    const answer = deferred<object>();
    api.shareDebate.mockReturnValue(answer.promise);

    const sharing = useGeneration.getState().share();
    expect(useGeneration.getState().shareStatus).toBe('sharing');
    expect(api.shareDebate).toHaveBeenCalledWith('d-1');

    answer.resolve({ id: 'd-1', is_public: true });
    await sharing;
    expect(useGeneration.getState().shareStatus).toBe('shared');
    expect(useVotes.getState().userVotes['d-1']).toBe(1);
    expect(toastTexts('success')).toContain('Debate shared successfully! It will appear in Community Rankings.');

    await useGeneration.getState().share();
    expect(api.shareDebate).toHaveBeenCalledTimes(1);
  });

  it('goes back to private with a red toast when sharing fails', async () => {
    await savedDebate('d-2');
    api.shareDebate.mockRejectedValue({ code: 'AG031', message: 'Only the author can share this debate.' });

    await useGeneration.getState().share();
    expect(useGeneration.getState().shareStatus).toBe('private');
    expect(useVotes.getState().userVotes['d-2']).toBeUndefined();
    expect(toastTexts('error')).toEqual(['Failed to share debate. Please try again.']);
  });

  it('does nothing before the debate is saved', async () => {
    await useGeneration.getState().share();
    expect(api.shareDebate).not.toHaveBeenCalled();
    expect(useGeneration.getState().shareStatus).toBe('private');
  });

  it('drops a share answer that arrives after a new run began', async () => {
    await savedDebate('d-3');
    const answer = deferred<object>();
    api.shareDebate.mockReturnValue(answer.promise);
    const sharing = useGeneration.getState().share();
    useGeneration.getState().abort();
    answer.resolve({ id: 'd-3' });
    await sharing;
    expect(useGeneration.getState()).toMatchObject({ savedDebateId: null, shareStatus: 'private' });
    expect(toastTexts('success')).not.toContain('Debate shared successfully! It will appear in Community Rankings.');
  });
});

const turnRef = { role: 'speaker', speaker: 'First Speaker', speakerIndex: 0, roundIndex: 0, roundType: 'constructive' } as const;

describe('stopping, running again and a debate given back', () => {
  it('Stop aborts the request and keeps the finished turns; Run again starts the same settings', async () => {
    let signal: AbortSignal | undefined;
    api.streamDebate.mockImplementation(async (_settings: unknown, options: StreamDebateOptions) => {
      signal = options.signal;
      options.onEvent(startEvent);
      options.onEvent({ type: 'turn_start', sequence: 0, turn: turnRef });
      options.onEvent({ type: 'turn_end', sequence: 0, turn: turnRef, text: 'First.\n\nSecond.', summary: 'First.', fallback: false });
      options.onEvent({ type: 'turn_start', sequence: 1, turn: { ...turnRef, speaker: 'Second Speaker', speakerIndex: 1 } });
      options.onEvent({ type: 'delta', sequence: 1, text: 'Half a' });
      await new Promise<void>((resolve) => options.signal?.addEventListener('abort', () => resolve()));
      return 'aborted';
    });
    api.fetchDebateUsage.mockResolvedValue({ ...usageRow, free_debates_remaining: 99, total_debates: 5 });
    const running = useGeneration.getState().start(settings);
    await waitFor(() => expect(useGeneration.getState().run.current).toBe(1));

    useGeneration.getState().stop();
    await running;
    expect(signal?.aborted).toBe(true);
    const { run, lastSettings } = useGeneration.getState();
    expect(run.phase).toBe('stopped');
    expect(run.turns.map((t) => t.text)).toEqual(['First.\n\nSecond.']);
    // The debate started, so the count stays spent.
    expect(useUsage.getState().usage).toMatchObject({ free_debates_remaining: 99 });
    expect(lastSettings).toEqual(settings);

    api.streamDebate.mockResolvedValue('finished');
    await useGeneration.getState().start(lastSettings!);
    expect(api.streamDebate).toHaveBeenCalledTimes(2);
    expect(api.streamDebate.mock.calls[1]![0]).toEqual(settings);
  });

  it('shows the message and the count when the database gave the debate back', async () => {
    api.streamDebate.mockImplementation(async (_settings: unknown, options: StreamDebateOptions) => {
      options.onEvent(startEvent);
      options.onEvent({
        type: 'done',
        debate: {} as never,
        allowanceReturned: { freeDebatesRemaining: 100, totalDebates: 4, message: 'Given back.' },
      });
      return 'finished';
    });
    // The read after the run is slower than the event: the count must come from the event first.
    api.fetchDebateUsage.mockReturnValue(new Promise(() => {}));
    void useGeneration.getState().start(settings);
    await waitFor(() => expect(useGeneration.getState().allowanceReturnedMessage).toBe('Given back.'));
    expect(useUsage.getState().usage).toMatchObject({ free_debates_remaining: 100, total_debates: 4 });
  });
});
