import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DebateWithTurns } from '@/entities/debate/types/index.ts';

const api = vi.hoisted(() => ({
  fetchDebate: vi.fn(),
  recordDebateView: vi.fn(),
}));
vi.mock('../api/debateApi.ts', () => api);

const { useDebate } = await import('./useDebate.ts');
const { prefetchDebate } = await import('../api/debatePrefetch.ts');

const ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const debate = { id: ID, is_public: false, topic: 'Topic', debate_turns: [] } as unknown as DebateWithTurns;

beforeEach(() => {
  api.fetchDebate.mockReset();
  api.recordDebateView.mockReset().mockResolvedValue(undefined);
});

describe('useDebate with the entry prefetch', () => {
  it('takes over a debate still in flight: fetched once', async () => {
    let answer!: (row: DebateWithTurns) => void;
    api.fetchDebate.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    prefetchDebate(ID);
    const { result } = renderHook(() => useDebate(ID));
    expect(result.current.status).toBe('loading');
    act(() => answer(debate));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', debate }));
    expect(api.fetchDebate).toHaveBeenCalledTimes(1);
  });

  it('starts ready with a debate that already arrived, without a request', async () => {
    api.fetchDebate.mockResolvedValueOnce(debate);
    prefetchDebate(ID);
    await act(async () => {});
    const { result } = renderHook(() => useDebate(ID));
    expect(result.current).toEqual({ status: 'ready', debate });
    expect(api.fetchDebate).toHaveBeenCalledTimes(1);
  });

  it('fetches another debate than the prefetched one', async () => {
    api.fetchDebate.mockResolvedValue(null);
    prefetchDebate(ID);
    const other = 'aaaaaaaa-0000-4000-8000-000000000002';
    const { result } = renderHook(() => useDebate(other));
    await waitFor(() => expect(result.current).toEqual({ status: 'not-found' }));
    expect(api.fetchDebate).toHaveBeenCalledTimes(2);
    expect(api.fetchDebate).toHaveBeenLastCalledWith(other);
  });
});
