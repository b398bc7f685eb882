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
  findOpenGeneration: vi.fn(),
  stopGeneration: vi.fn(),
  discardGeneration: vi.fn(),
}));
// The person's live topic: the test plays the messages the database would send.
const topic = vi.hoisted(() => ({ listener: null as null | ((event: string, payload: unknown) => void), userId: '' }));
vi.mock('@/lib/userTopic.ts', () => ({
  followUserTopic: (userId: string, listener: (event: string, payload: unknown) => void) => {
    topic.userId = userId;
    topic.listener = listener;
    return () => {
      topic.listener = null;
    };
  },
}));
vi.mock('../api/openGeneration.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/openGeneration.ts')>()),
  findOpenGeneration: api.findOpenGeneration,
  stopGeneration: api.stopGeneration,
  discardGeneration: api.discardGeneration,
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
  turn_credit: 0,
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
  api.stopGeneration.mockResolvedValue(null);
  api.discardGeneration.mockResolvedValue(undefined);
  api.findOpenGeneration.mockResolvedValue(null);
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

const finishedTurn = {
  sequence: 0,
  ref: { role: 'speaker', speaker: 'First Speaker', speakerIndex: 0, roundIndex: 0, roundType: 'constructive' } as const,
  text: 'First.',
  summary: 'First.',
  fallback: false,
  complete: true,
};

async function savedDebate(id = 'd-1') {
  useGeneration.setState({ run: { ...idleRun, phase: 'done', generationId: 'g-1', turns: [finishedTurn] }, categories: ['Politics'] });
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

    await useGeneration.getState().stop();
    await running;
    expect(signal?.aborted).toBe(true);
    // The database stops it (wherever it is watched) and keeps what was finished.
    expect(api.stopGeneration).toHaveBeenCalledWith('g-1');
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

const openGeneration = (extra: Partial<import('../api/openGeneration.ts').OpenGeneration> = {}) => ({
  id: 'g-9',
  status: 'running' as const,
  stopReason: null,
  settings: { ...settings, topic: 'Is a hot dog a sandwich?' },
  generator: 'offline-demo' as const,
  turnCount: 6,
  savedDebateId: null,
  turns: [
    { ...finishedTurn, authorKind: 'demo' as const, model: 'gpt-4', text: 'A hot dog is a sandwich.' },
    {
      ...finishedTurn,
      sequence: 1,
      ref: { ...finishedTurn.ref, speaker: 'Second Speaker' as const, speakerIndex: 1 as const },
      text: 'It is n',
      complete: false,
      authorKind: 'demo' as const,
      model: 'gpt-4',
    },
  ],
  ...extra,
});

describe('a debate that lives on the server', () => {
  it('is found again still running after a reload, and follows its turns as the server reports them', async () => {
    api.findOpenGeneration.mockResolvedValue(openGeneration());
    await useGeneration.getState().findOpen();
    const { run, restored, lastSettings } = useGeneration.getState();
    expect(restored).toBe(true);
    expect(run).toMatchObject({ phase: 'streaming', topic: 'Is a hot dog a sandwich?', generationId: 'g-9', current: 1 });
    expect(run.turns.map((t) => t.text)).toEqual(['A hot dog is a sandwich.', 'It is n']);
    expect(lastSettings?.topic).toBe('Is a hot dog a sandwich?');

    const unfollow = useGeneration.getState().follow('u1');
    expect(topic.userId).toBe('u1');
    topic.listener?.('generation_turn', {
      generation_id: 'g-9',
      sequence: 1,
      role: 'speaker',
      round_index: 0,
      speaker_index: 1,
      text: 'It is not.',
      summary: 'Not a sandwich.',
      complete: true,
      author_kind: 'demo',
      model: 'gpt-4',
    });
    expect(useGeneration.getState().run.turns.map((t) => [t.text, t.complete])).toEqual([
      ['A hot dog is a sandwich.', true],
      ['It is not.', true],
    ]);
    expect(useGeneration.getState().run.current).toBeNull();
    // Finished on the server: the engine reads it again and offers it for saving.
    api.findOpenGeneration.mockResolvedValue(openGeneration({ status: 'completed', turns: [] }));
    topic.listener?.('generation_status', { generation_id: 'g-9', status: 'completed' });
    await waitFor(() => expect(useGeneration.getState().run.phase).toBe('done'));
    unfollow();
  });

  it('offers a stopped debate for saving as it is, and saves it', async () => {
    api.findOpenGeneration.mockResolvedValue(openGeneration({ status: 'stopped', stopReason: 'owner' }));
    await useGeneration.getState().findOpen();
    const state = useGeneration.getState();
    expect(state.run.phase).toBe('stopped');
    // Only what was finished is kept.
    expect(state.run.turns.map((t) => t.text)).toEqual(['A hot dog is a sandwich.']);
    useGeneration.getState().toggleCategory('Funny');
    api.saveDebate.mockResolvedValue('d-9');
    await useGeneration.getState().save();
    expect(api.saveDebate).toHaveBeenCalledWith('g-9', ['Funny']);
    expect(useGeneration.getState()).toMatchObject({ saveStatus: 'saved', savedDebateId: 'd-9', restored: false });
  });

  it('follows a save or a discard made in another tab', async () => {
    api.findOpenGeneration.mockResolvedValue(openGeneration({ status: 'completed' }));
    await useGeneration.getState().findOpen();
    const unfollow = useGeneration.getState().follow('u1');
    topic.listener?.('generation_status', { generation_id: 'g-9', status: 'completed', saved_debate_id: 'd-10' });
    expect(useGeneration.getState()).toMatchObject({ saveStatus: 'saved', savedDebateId: 'd-10' });

    useGeneration.getState().abort();
    await useGeneration.getState().findOpen();
    topic.listener?.('generation_status', { generation_id: 'g-9', status: 'completed', discarded: true });
    expect(useGeneration.getState().run.phase).toBe('idle');
    unfollow();
  });

  it('discards the unsaved debate when asked', async () => {
    api.findOpenGeneration.mockResolvedValue(openGeneration({ status: 'completed' }));
    await useGeneration.getState().findOpen();
    await useGeneration.getState().discard();
    expect(api.discardGeneration).toHaveBeenCalledWith('g-9');
    expect(useGeneration.getState().run.phase).toBe('idle');
  });
});
