import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DebateCounts } from './debateCounts.ts';

// A fake Realtime: the test plays the server (the join's status, broadcasts).
const realtime = vi.hoisted(() => {
  const state = {
    channels: [] as { topic: string; onMessage: (m: { event: string; payload: unknown }) => void; onStatus: (status: string) => void }[],
    client: null as unknown,
    whenIdle: null as null | ((client: unknown) => void),
    authorisations: 0,
  };
  state.client = {
    setAuth: () => {
      state.authorisations++;
      return Promise.resolve();
    },
    channel(topic: string) {
      const entry = {
        topic,
        onMessage: (_m: { event: string; payload: unknown }) => undefined as void,
        onStatus: (_s: string) => undefined as void,
      };
      state.channels.push(entry);
      const channel = {
        on(_type: string, _filter: unknown, callback: typeof entry.onMessage) {
          entry.onMessage = callback;
          return channel;
        },
        subscribe(callback: typeof entry.onStatus) {
          entry.onStatus = callback;
          return channel;
        },
      };
      return channel;
    },
    removeChannel: () => Promise.resolve('ok'),
  };
  return state;
});
vi.mock('@/lib/realtime.ts', () => ({
  // Every follower waiting for Realtime gets it when the test lets the browser be idle.
  liveRealtime: () =>
    new Promise((resolve) => {
      const earlier = realtime.whenIdle;
      realtime.whenIdle = (client) => {
        earlier?.(client);
        resolve(client);
      };
    }),
}));
const counts = vi.hoisted(() => ({ fetchDebateCounts: vi.fn<(id: string) => Promise<DebateCounts | null>>() }));
vi.mock('./debateCounts.ts', () => counts);

import { followDebateChannel } from './debateChannel.ts';

const DEBATE = 'aaaaaaaa-0000-4000-8000-000000000018';

beforeEach(() => {
  realtime.channels = [];
  realtime.whenIdle = null;
  counts.fetchDebateCounts.mockReset().mockResolvedValue({ debateId: DEBATE, upvotes: 7, downvotes: 2, views: 40 });
});

describe('followDebateChannel', () => {
  it('joins once Realtime has loaded, then reads the counts again and tells each follower it joined', async () => {
    const first = { onTallies: vi.fn(), onViews: vi.fn(), onSubscribed: vi.fn() };
    const second = { onPoll: vi.fn(), onSubscribed: vi.fn() };
    const unfollowFirst = followDebateChannel(DEBATE, first);
    const unfollowSecond = followDebateChannel(DEBATE, second);
    // No Realtime yet (a visitor before idle): no channel, nothing read.
    await waitFor(() => expect(realtime.whenIdle).not.toBeNull());
    expect(realtime.channels).toHaveLength(0);

    realtime.whenIdle!(realtime.client);
    await waitFor(() => expect(realtime.channels).toHaveLength(1));
    expect(realtime.channels[0]!.topic).toBe(`debate:${DEBATE}`);
    expect(counts.fetchDebateCounts).not.toHaveBeenCalled();

    realtime.channels[0]!.onStatus('SUBSCRIBED');
    expect(first.onSubscribed).toHaveBeenCalledTimes(1);
    expect(second.onSubscribed).toHaveBeenCalledTimes(1);
    expect(counts.fetchDebateCounts).toHaveBeenCalledWith(DEBATE);
    await waitFor(() => expect(first.onTallies).toHaveBeenCalledWith({ debateId: DEBATE, upvotes: 7, downvotes: 2 }));
    expect(first.onViews).toHaveBeenCalledWith({ debateId: DEBATE, views: 40 });

    // A rejoin after a lost connection catches up again; other statuses do not.
    realtime.channels[0]!.onStatus('CHANNEL_ERROR');
    realtime.channels[0]!.onStatus('SUBSCRIBED');
    expect(first.onSubscribed).toHaveBeenCalledTimes(2);
    expect(counts.fetchDebateCounts).toHaveBeenCalledTimes(2);

    // Broadcasts still arrive as before.
    realtime.channels[0]!.onMessage({ event: 'tallies', payload: { debate_id: DEBATE, upvotes: 8, downvotes: 2 } });
    expect(first.onTallies).toHaveBeenLastCalledWith({ debateId: DEBATE, upvotes: 8, downvotes: 2 });
    unfollowFirst();
    unfollowSecond();
  });

  it('keeps a broadcast that arrives while the counts are read: the read may be older', async () => {
    let answer: (counts: DebateCounts) => void = () => {};
    counts.fetchDebateCounts.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const listeners = { onTallies: vi.fn(), onViews: vi.fn() };
    const debate = 'bbbbbbbb-0000-4000-8000-000000000002';
    const unfollow = followDebateChannel(debate, listeners);
    await waitFor(() => expect(realtime.whenIdle).not.toBeNull());
    realtime.whenIdle!(realtime.client);
    await waitFor(() => expect(realtime.channels).toHaveLength(1));
    realtime.channels[0]!.onStatus('SUBSCRIBED');
    realtime.channels[0]!.onMessage({ event: 'tallies', payload: { debate_id: debate, upvotes: 8, downvotes: 2 } });

    // The read's snapshot predates that vote; its view count has no newer broadcast.
    answer({ debateId: debate, upvotes: 7, downvotes: 2, views: 41 });
    await waitFor(() => expect(listeners.onViews).toHaveBeenCalledWith({ debateId: debate, views: 41 }));
    expect(listeners.onTallies).toHaveBeenCalledTimes(1);
    expect(listeners.onTallies).toHaveBeenLastCalledWith({ debateId: debate, upvotes: 8, downvotes: 2 });
    unfollow();
  });

  it("reads the reader's token for Realtime once, however many topics a list follows", async () => {
    const ids = ['cccccccc-0000-4000-8000-000000000001', 'cccccccc-0000-4000-8000-000000000002', 'cccccccc-0000-4000-8000-000000000003'];
    const unfollows = ids.map((id) => followDebateChannel(id, {}));
    await waitFor(() => expect(realtime.whenIdle).not.toBeNull());
    realtime.whenIdle!(realtime.client);
    await waitFor(() => expect(realtime.channels).toHaveLength(3));
    // The same client as the earlier tests' joins: authorised at the first of them, never again.
    expect(realtime.authorisations).toBe(1);
    for (const unfollow of unfollows) unfollow();
  });

  it('does not catch up for followers that have left', async () => {
    const listeners = { onTallies: vi.fn(), onSubscribed: vi.fn() };
    const unfollow = followDebateChannel('bbbbbbbb-0000-4000-8000-000000000001', listeners);
    await waitFor(() => expect(realtime.whenIdle).not.toBeNull());
    realtime.whenIdle!(realtime.client);
    await waitFor(() => expect(realtime.channels).toHaveLength(1));
    unfollow();
    realtime.channels[0]!.onStatus('SUBSCRIBED');
    expect(listeners.onSubscribed).not.toHaveBeenCalled();
    expect(counts.fetchDebateCounts).not.toHaveBeenCalled();
  });
});
