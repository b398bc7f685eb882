import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DebateUsage } from '../api/debateUsage.ts';

const api = vi.hoisted(() => ({ fetchDebateUsage: vi.fn() }));
vi.mock('../api/debateUsage.ts', () => api);

const { useUsage } = await import('./usage.ts');

function usage(extra: Partial<DebateUsage> = {}): DebateUsage {
  return {
    user_id: 'u1',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-20T00:00:00Z',
    free_debates_remaining: 100,
    total_debates: 7,
    last_debate_started: '2026-11-20T00:00:00Z',
    turn_credit: 0,
    ...extra,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  api.fetchDebateUsage.mockReset();
  useUsage.getState().clear();
});

describe('usage store', () => {
  it('takes the allowance a debate start reports, with the start time, without asking the server', async () => {
    api.fetchDebateUsage.mockResolvedValue(usage());
    await useUsage.getState().refresh();
    api.fetchDebateUsage.mockClear();

    useUsage.getState().debateStarted({ freeDebatesRemaining: 99, totalDebates: 8 }, '2026-11-21T10:00:00.000Z');

    expect(useUsage.getState()).toMatchObject({
      status: 'ready',
      usage: { user_id: 'u1', free_debates_remaining: 99, total_debates: 8, last_debate_started: '2026-11-21T10:00:00.000Z' },
    });
    expect(api.fetchDebateUsage).not.toHaveBeenCalled();
  });

  it('does not let a read sent before the start put the old count back', async () => {
    api.fetchDebateUsage.mockResolvedValueOnce(usage());
    await useUsage.getState().refresh();
    const slow = deferred<DebateUsage>();
    api.fetchDebateUsage.mockReturnValueOnce(slow.promise);
    const reading = useUsage.getState().refresh();

    useUsage.getState().debateStarted({ freeDebatesRemaining: 99, totalDebates: 8 });
    slow.resolve(usage({ free_debates_remaining: 100, total_debates: 7 }));
    await reading;

    expect(useUsage.getState().usage).toMatchObject({ free_debates_remaining: 99, total_debates: 8 });
    expect(useUsage.getState().status).toBe('ready');
  });

  it('reads the allowance from the server when it had none yet', async () => {
    api.fetchDebateUsage.mockResolvedValue(usage({ free_debates_remaining: 1, total_debates: 1 }));
    useUsage.getState().debateStarted({ freeDebatesRemaining: 1, totalDebates: 1 });
    await waitFor(() => expect(useUsage.getState().status).toBe('ready'));
    expect(api.fetchDebateUsage).toHaveBeenCalledTimes(1);
    expect(useUsage.getState().usage).toMatchObject({ free_debates_remaining: 1, total_debates: 1 });
  });

  it('forgets the allowance on clear, even if a read is still under way', async () => {
    const slow = deferred<DebateUsage>();
    api.fetchDebateUsage.mockReturnValueOnce(slow.promise);
    const reading = useUsage.getState().refresh();
    useUsage.getState().clear();
    slow.resolve(usage());
    await reading;
    expect(useUsage.getState()).toMatchObject({ usage: null, status: 'idle' });
  });
});
