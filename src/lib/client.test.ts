import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Stands in for the supabase-js chunk: the test only watches when it is
// imported (the mock module itself is evaluated once per file, so each
// import's read of its export is what is counted).
const chunk = vi.hoisted(() => ({ imports: 0, supabase: { name: 'the full client' } }));
vi.mock('./supabase.ts', () => ({
  get createAppClient() {
    chunk.imports += 1;
    return () => chunk.supabase;
  },
}));

type IdleRun = () => void;
let idleRuns: IdleRun[] = [];

beforeEach(() => {
  vi.resetModules();
  chunk.imports = 0;
  idleRuns = [];
  window.requestIdleCallback = (run: IdleRequestCallback) => idleRuns.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
  window.cancelIdleCallback = (id: number) => {
    idleRuns[id - 1] = () => undefined;
  };
});

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

const client = () => import('./client.ts');
/** Lets pending imports and promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadSupabaseWhenIdle', () => {
  it('imports the client when the browser is idle, not before', async () => {
    const { loadSupabaseWhenIdle, loadedSupabase } = await client();
    const loaded = vi.fn();
    void loadSupabaseWhenIdle().then(loaded);
    await settle();
    expect(chunk.imports).toBe(0);
    expect(loadedSupabase()).toBeNull();
    expect(idleRuns).toHaveLength(1);

    idleRuns[0]!();
    await waitFor(() => expect(loaded).toHaveBeenCalledWith(chunk.supabase));
    expect(chunk.imports).toBe(1);
    expect(loadedSupabase()).toBe(chunk.supabase);
  });

  it.each(['pointerdown', 'keydown', 'focusin', 'touchstart'])('imports it at the first %s', async (type) => {
    const { loadSupabaseWhenIdle } = await client();
    const whenLoaded = loadSupabaseWhenIdle();
    await settle();
    expect(chunk.imports).toBe(0);
    window.dispatchEvent(new Event(type));
    await expect(whenLoaded).resolves.toBe(chunk.supabase);
    expect(chunk.imports).toBe(1);
  });

  it('asks for one idle moment however many wait, and all get the one client', async () => {
    const { loadSupabaseWhenIdle } = await client();
    const first = loadSupabaseWhenIdle();
    const second = loadSupabaseWhenIdle();
    expect(idleRuns).toHaveLength(1);
    idleRuns[0]!();
    expect(await first).toBe(await second);
    expect(chunk.imports).toBe(1);
  });
});

describe('loadSupabase', () => {
  it('imports the client at once for an action, and whoever waited for idle gets it too', async () => {
    const { loadSupabase, loadSupabaseWhenIdle } = await client();
    const waiting = loadSupabaseWhenIdle();
    const now = loadSupabase();
    expect(await now).toBe(chunk.supabase);
    expect(await waiting).toBe(chunk.supabase);
    expect(chunk.imports).toBe(1);
    // The idle moment that comes later loads nothing more.
    for (const run of idleRuns) run();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(chunk.imports).toBe(1);
  });

  it('hands an idle waiter the client at once once it has loaded', async () => {
    const { loadSupabase, loadSupabaseWhenIdle } = await client();
    await loadSupabase();
    await expect(loadSupabaseWhenIdle()).resolves.toBe(chunk.supabase);
    expect(idleRuns).toHaveLength(0);
  });
});
