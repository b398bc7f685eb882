import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIdleCallbacks } from './testing/idleCallbacks.ts';

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

const idleRuns = fakeIdleCallbacks();

beforeEach(() => {
  vi.resetModules();
  chunk.imports = 0;
});

const client = () => import('./client.ts');
/** Lets pending imports and promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('supabaseWhenLoaded', () => {
  it('waits for something to ask for the client, without asking for it (not even when the browser is idle)', async () => {
    const { loadSupabase, supabaseWhenLoaded, loadedSupabase } = await client();
    const loaded = vi.fn();
    void supabaseWhenLoaded().then(loaded);
    await settle();
    expect(idleRuns).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(chunk.imports).toBe(0);
    expect(loadedSupabase()).toBeNull();
    expect(loaded).not.toHaveBeenCalled();

    await loadSupabase();
    await waitFor(() => expect(loaded).toHaveBeenCalledWith(chunk.supabase));
    expect(chunk.imports).toBe(1);
    expect(loadedSupabase()).toBe(chunk.supabase);
  });

  it('hands the client at once once it is loading', async () => {
    const { loadSupabase, supabaseWhenLoaded, loadingSupabase } = await client();
    expect(loadingSupabase()).toBeNull();
    const now = loadSupabase();
    expect(loadingSupabase()).toBe(now);
    await expect(supabaseWhenLoaded()).resolves.toBe(chunk.supabase);
    expect(chunk.imports).toBe(1);
  });
});

describe('loadSupabase', () => {
  it('imports the client at once for an action, once however many ask, and whoever waited gets it too', async () => {
    const { loadSupabase, supabaseWhenLoaded } = await client();
    const waiting = supabaseWhenLoaded();
    const now = loadSupabase();
    expect(loadSupabase()).toBe(now);
    expect(await now).toBe(chunk.supabase);
    expect(await waiting).toBe(chunk.supabase);
    expect(chunk.imports).toBe(1);
  });
});
