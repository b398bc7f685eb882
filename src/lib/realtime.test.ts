import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIdleCallbacks } from './testing/idleCallbacks.ts';

// The full client and the visitor's realtime-js chunk: the test only watches which one is used, and when.
const full = vi.hoisted(() => ({ loading: null as Promise<unknown> | null, realtime: { name: "the full client's Realtime" } }));
vi.mock('./client.ts', () => ({ loadingSupabase: () => full.loading }));
const visitor = vi.hoisted(() => ({ imports: 0, fail: false, realtime: { name: "a visitor's Realtime" } }));
vi.mock('./visitorRealtime.ts', () => ({
  get createVisitorRealtime() {
    visitor.imports += 1;
    if (visitor.fail) throw new Error('the chunk did not arrive');
    return () => visitor.realtime;
  },
}));

const idleRuns = fakeIdleCallbacks();

beforeEach(() => {
  vi.resetModules();
  full.loading = null;
  visitor.imports = 0;
  visitor.fail = false;
});

const module = () => import('./realtime.ts');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('liveRealtime', () => {
  it('gives a visitor realtime-js alone when the browser is idle, not before, and the same one to every caller', async () => {
    const { liveRealtime } = await module();
    const first = liveRealtime();
    const second = liveRealtime();
    await settle();
    expect(visitor.imports).toBe(0);
    expect(idleRuns).toHaveLength(1);
    idleRuns[0]!();
    expect(await first).toBe(visitor.realtime);
    expect(await second).toBe(visitor.realtime);
    expect(await liveRealtime()).toBe(visitor.realtime);
    expect(visitor.imports).toBe(1);
  });

  it.each(['pointerdown', 'keydown', 'focusin', 'touchstart'])("loads a visitor's at the first %s", async (type) => {
    const { liveRealtime } = await module();
    const live = liveRealtime();
    await settle();
    window.dispatchEvent(new Event(type));
    expect(await live).toBe(visitor.realtime);
  });

  it("uses the full client's when someone may be signed in, without loading realtime-js alone", async () => {
    full.loading = Promise.resolve({ realtime: full.realtime });
    const { liveRealtime } = await module();
    expect(await liveRealtime()).toBe(full.realtime);
    expect(idleRuns).toHaveLength(0);
    expect(visitor.imports).toBe(0);
  });

  it("uses the full client's when a sign-in started it before the idle moment", async () => {
    const { liveRealtime } = await module();
    const live = liveRealtime();
    full.loading = Promise.resolve({ realtime: full.realtime });
    idleRuns[0]!();
    expect(await live).toBe(full.realtime);
    expect(visitor.imports).toBe(0);
  });

  it('asks again after a chunk that failed to arrive', async () => {
    visitor.fail = true;
    const { liveRealtime } = await module();
    const failed = liveRealtime();
    await settle();
    idleRuns[0]!();
    await expect(failed).rejects.toThrow('the chunk did not arrive');
    visitor.fail = false;
    const again = liveRealtime();
    await settle();
    idleRuns.at(-1)!();
    expect(await again).toBe(visitor.realtime);
  });
});
