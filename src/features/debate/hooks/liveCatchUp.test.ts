import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DebateChannelListeners } from '@/entities/debate/api/debateChannel.ts';
import type { DebateListeners } from '../api/realtime.ts';
import type { ResponseRow } from '@/entities/response/types/index.ts';

// The live topic as the hooks see it: the test says when it has joined.
const live = vi.hoisted(() => ({
  subscribeToDebate: vi.fn<(id: string, listeners: DebateListeners) => () => void>(),
  listResponsesSince: vi.fn<(id: string, since: string) => Promise<ResponseRow[]>>(),
}));
vi.mock('../api/realtime.ts', () => ({ subscribeToDebate: live.subscribeToDebate }));
vi.mock('@/entities/response/api/liveResponses.ts', () => ({ listResponsesSince: live.listResponsesSince }));
const channel = vi.hoisted(() => ({ followDebateChannel: vi.fn<(id: string, listeners: DebateChannelListeners) => () => void>() }));
vi.mock('@/entities/debate/api/debateChannel.ts', () => channel);
const verdicts = vi.hoisted(() => ({ fetchReaderVerdict: vi.fn(), listDeltas: vi.fn() }));
vi.mock('@/entities/verdict/api/verdictApi.ts', () => verdicts);

const { useDebateLive } = await import('./useDebateLive.ts');
const { useRoomVerdict } = await import('./useRoomVerdict.ts');

const DEBATE = 'aaaaaaaa-0000-4000-8000-000000000018';
const row = (id: string) => ({ id, debate_id: DEBATE, parent_id: null }) as ResponseRow;

beforeEach(() => {
  live.subscribeToDebate.mockReset().mockReturnValue(() => undefined);
  live.listResponsesSince.mockReset().mockResolvedValue([row('r1'), row('r2')]);
  channel.followDebateChannel.mockReset().mockReturnValue(() => undefined);
  verdicts.fetchReaderVerdict.mockReset().mockResolvedValue(null);
  verdicts.listDeltas.mockReset().mockResolvedValue([]);
});

describe('useDebateLive', () => {
  it('on each join, passes on the responses created since the viewer opened (less a clock margin)', async () => {
    const onResponse = vi.fn();
    renderHook(() => useDebateLive(DEBATE, { onTallies: vi.fn(), onViews: vi.fn(), onResponse, onResponseChanged: vi.fn() }));
    const opened = Date.now();
    const listeners = live.subscribeToDebate.mock.calls[0]![1];
    expect(live.listResponsesSince).not.toHaveBeenCalled();

    listeners.onSubscribed!();
    await waitFor(() => expect(onResponse).toHaveBeenCalledTimes(2));
    expect(onResponse.mock.calls.map(([r]) => (r as ResponseRow).id)).toEqual(['r1', 'r2']);
    const [id, since] = live.listResponsesSince.mock.calls[0]!;
    expect(id).toBe(DEBATE);
    const margin = opened - new Date(since).getTime();
    expect(margin).toBeGreaterThanOrEqual(10_000);
    expect(margin).toBeLessThan(60_000);
  });

  it('drops what arrives after the viewer closed', async () => {
    const onResponse = vi.fn();
    let answer!: (rows: ResponseRow[]) => void;
    live.listResponsesSince.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { unmount } = renderHook(() =>
      useDebateLive(DEBATE, { onTallies: vi.fn(), onViews: vi.fn(), onResponse, onResponseChanged: vi.fn() }),
    );
    live.subscribeToDebate.mock.calls[0]![1].onSubscribed!();
    unmount();
    answer([row('r1')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onResponse).not.toHaveBeenCalled();
  });
});

describe('useRoomVerdict', () => {
  it('reads the verdict and the ∆s again when the topic joins', async () => {
    renderHook(() => useRoomVerdict(DEBATE, true));
    await waitFor(() => expect(verdicts.listDeltas).toHaveBeenCalledTimes(1));
    const listeners = channel.followDebateChannel.mock.calls[0]![1];
    listeners.onSubscribed!();
    await waitFor(() => expect(verdicts.listDeltas).toHaveBeenCalledTimes(2));
    expect(verdicts.fetchReaderVerdict).toHaveBeenCalledTimes(2);
  });
});

describe('useRoomVerdict on a join that finds nothing new', () => {
  const decided = { status: 'decided', winner_speaker: 2, margin: 33.3 };
  const marks = [{ id: 'd1', round_index: 0 }];

  it('renders nothing again for the same verdict and ∆s, and takes a changed verdict', async () => {
    verdicts.fetchReaderVerdict.mockResolvedValue({ ...decided });
    verdicts.listDeltas.mockResolvedValue(marks.map((m) => ({ ...m })));
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useRoomVerdict(DEBATE, true);
    });
    await waitFor(() => expect(result.current.deltas).toHaveLength(1));
    await waitFor(() => expect(result.current.verdict).not.toBeNull());
    const [verdictBefore, deltasBefore, rendersBefore] = [result.current.verdict, result.current.deltas, renders];

    // Equal values in new objects, as a new read brings them.
    channel.followDebateChannel.mock.calls[0]![1].onSubscribed!();
    await waitFor(() => expect(verdicts.listDeltas).toHaveBeenCalledTimes(2));
    await Promise.all([verdicts.fetchReaderVerdict.mock.results[1]!.value, verdicts.listDeltas.mock.results[1]!.value]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current.verdict).toBe(verdictBefore);
    expect(result.current.deltas).toBe(deltasBefore);
    expect(renders).toBe(rendersBefore);

    verdicts.fetchReaderVerdict.mockResolvedValue({ ...decided, margin: 40 });
    channel.followDebateChannel.mock.calls[0]![1].onSubscribed!();
    await waitFor(() => expect(result.current.verdict).toEqual({ ...decided, margin: 40 }));
    expect(result.current.deltas).toBe(deltasBefore);
  });

  it('drops the answer of a read overtaken by a newer one', async () => {
    let answerFirst!: (row: unknown) => void;
    verdicts.fetchReaderVerdict.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)));
    verdicts.fetchReaderVerdict.mockResolvedValue({ ...decided, margin: 50 });
    const { result } = renderHook(() => useRoomVerdict(DEBATE, true));
    await waitFor(() => expect(verdicts.fetchReaderVerdict).toHaveBeenCalledTimes(1));
    channel.followDebateChannel.mock.calls[0]![1].onPoll!({} as never);
    await waitFor(() => expect(result.current.verdict).toEqual({ ...decided, margin: 50 }));
    answerFirst({ ...decided, margin: 10 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current.verdict).toEqual({ ...decided, margin: 50 });
  });
});
