import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorageKey } from './db.ts';
import { fakeIdleCallbacks } from './testing/idleCallbacks.ts';

// The full client's chunk: counted when imported, with the auth calls the provider makes.
const chunk = vi.hoisted(() => {
  const state = {
    imports: 0,
    listeners: 0,
    supabase: {
      auth: {
        onAuthStateChange: () => {
          state.listeners += 1;
          return { data: { subscription: { unsubscribe: () => undefined } } };
        },
        signInWithPassword: () => Promise.resolve({ data: { session: null }, error: null }),
      },
    },
  };
  return state;
});
vi.mock('./supabase.ts', () => ({
  get createAppClient() {
    chunk.imports += 1;
    return () => chunk.supabase;
  },
}));

const SESSION_KEY = authStorageKey('http://127.0.0.1:9');
const idleRuns = fakeIdleCallbacks();

beforeEach(() => {
  vi.resetModules();
  chunk.imports = 0;
  chunk.listeners = 0;
  window.history.replaceState(null, '', '/debate/aaaaaaaa-0000-4000-8000-000000000027');
});

/** A fresh module graph (the client is loaded once per page), rendered under the provider. */
async function renderProvider() {
  const { AuthProvider, useAuth } = await import('./auth.tsx');
  const { useSession } = await import('../stores/session.ts');
  const rendered: string[] = [];
  let actions: ReturnType<typeof useAuth> | null = null;
  function Probe() {
    rendered.push(useSession((state) => state.status));
    actions = useAuth();
    return null;
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return { rendered, status: () => useSession.getState().status, actions: () => actions! };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('AuthProvider for a visitor', () => {
  it('renders `loading` first, then signs out without the client, and does not load it for an idle moment or a first press', async () => {
    const page = await renderProvider();
    expect(page.rendered[0]).toBe('loading');
    await settle();
    expect(page.status()).toBe('signed-out');
    expect(chunk.imports).toBe(0);

    // Auth-js is not a reading visitor's to load (realtime comes without it, src/lib/realtime.ts).
    expect(idleRuns).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(chunk.imports).toBe(0);
    expect(chunk.listeners).toBe(0);
    expect(page.status()).toBe('signed-out');
  });

  it('loads the client at once for an action, and follows its session from then on', async () => {
    const page = await renderProvider();
    await settle();
    expect(chunk.imports).toBe(0);
    await act(() => page.actions().signInWithEmail('ada@example.org', 'password123'));
    expect(chunk.imports).toBe(1);
    await waitFor(() => expect(chunk.listeners).toBe(1));
  });

  it('loads it when another tab signs in, and not for other keys', async () => {
    await renderProvider();
    await settle();
    window.dispatchEvent(new StorageEvent('storage', { key: 'agora.session.lastKnownSignedIn', newValue: 'true' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: null }));
    await settle();
    expect(chunk.imports).toBe(0);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: '{"access_token":"a"}' }));
    await waitFor(() => expect(chunk.listeners).toBe(1));
    expect(chunk.imports).toBe(1);
  });
});

describe('AuthProvider when someone may be signed in', () => {
  it('loads the client right after the first render with a stored session, and stays `loading` until auth-js reports', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1 }));
    const page = await renderProvider();
    expect(page.rendered[0]).toBe('loading');
    await waitFor(() => expect(chunk.listeners).toBe(1));
    expect(idleRuns).toHaveLength(0);
    expect(page.status()).toBe('loading');
  });

  it('loads it at once when the address carries a sign-in', async () => {
    window.history.replaceState(null, '', '/account#access_token=eyJ&refresh_token=r&type=signup');
    await renderProvider();
    await waitFor(() => expect(chunk.listeners).toBe(1));
    expect(idleRuns).toHaveLength(0);
  });
});
