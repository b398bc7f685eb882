import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session.ts';
import { connectStarsToSession, createStarsStore, MERGE_PENDING_KEY, STARRED_STORAGE_KEY } from './stars.ts';
import type { StarsRemote } from '../api/starsRemote.ts';

// The app-wide store is connected to the session too; its calls never reach a server here.
vi.mock('@/lib/db.ts', () => {
  const pending = (): unknown =>
    new Proxy(() => {}, { get: (_t, key) => (key === 'then' ? undefined : pending), apply: () => new Promise(() => {}) });
  return { db: { rpc: () => new Promise(() => {}), from: pending } };
});

const D1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const D2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const D3 = 'aaaaaaaa-0000-4000-8000-000000000003';
const alice = { id: 'a', email: 'alice@agora.local', displayName: 'Alice', createdAt: '2026-01-01', isPro: false };

function fakeRemote(initial: string[]) {
  const state = { profile: [...initial] };
  const remote = {
    get profile() {
      return state.profile;
    },
    set: vi.fn(async (id: string, starred: boolean): Promise<boolean> => {
      const others = state.profile.filter((x) => x !== id);
      state.profile = starred ? [...others, id] : others;
      return starred;
    }),
    merge: vi.fn(async (ids: readonly string[]): Promise<string[]> => {
      state.profile = [...new Set([...state.profile, ...ids])];
      return state.profile;
    }),
    list: vi.fn(async (): Promise<string[]> => state.profile),
  } satisfies StarsRemote & { profile: string[] };
  return remote;
}

const stored = () => JSON.parse(localStorage.getItem(STARRED_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useSession.setState({ status: 'loading', user: null, profile: null });
});

afterEach(() => {
  vi.restoreAllMocks();
  useSession.setState({ status: 'loading', user: null, profile: null });
});

describe('stars for a visitor', () => {
  it('toggles locally and keeps the list in localStorage under starredDebates', async () => {
    const remote = fakeRemote([]);
    const stars = createStarsStore(remote);
    await stars.getState().toggleStar(D1);
    await stars.getState().toggleStar(D2);
    expect(stored()).toEqual([D1, D2]);
    await stars.getState().toggleStar(D1);
    expect(stars.getState().starredIds).toEqual([D2]);
    expect(remote.set).not.toHaveBeenCalled();
  });

  it('reads the stored list back and ignores a corrupt one', () => {
    localStorage.setItem(STARRED_STORAGE_KEY, JSON.stringify([D1, D1, D2]));
    expect(createStarsStore(fakeRemote([])).getState().starredIds).toEqual([D1, D2]);
    localStorage.setItem(STARRED_STORAGE_KEY, '{"not":"a list"}');
    expect(createStarsStore(fakeRemote([])).getState().starredIds).toEqual([]);
  });
});

describe('stars and the session', () => {
  it('on sign-in merges the local stars into the profile, whose list then overrides local storage', async () => {
    localStorage.setItem(STARRED_STORAGE_KEY, JSON.stringify([D1]));
    const remote = fakeRemote([D2, D3]);
    const stars = createStarsStore(remote);
    const stop = connectStarsToSession(stars, useSession);
    useSession.getState().setSignedOut();
    useSession.getState().setSignedIn(alice, null);
    await waitFor(() => expect(remote.merge).toHaveBeenCalledWith([D1]));
    await waitFor(() => expect(stars.getState().starredIds).toEqual([D2, D3, D1]));
    expect(stored()).toEqual([D2, D3, D1]);
    stop();
  });

  it('on a session restored at load the profile list overrides local storage', async () => {
    localStorage.setItem(STARRED_STORAGE_KEY, JSON.stringify([D1]));
    const remote = fakeRemote([D3]);
    const stars = createStarsStore(remote);
    const stop = connectStarsToSession(stars, useSession);
    useSession.getState().setSignedIn(alice, null);
    await waitFor(() => expect(stars.getState().starredIds).toEqual([D3]));
    expect(remote.merge).not.toHaveBeenCalled();
    expect(stored()).toEqual([D3]);
    stop();
  });

  it('finishes a merge a reload cut short: a restored session merges pending local stars', async () => {
    const visitor = createStarsStore(fakeRemote([]));
    await visitor.getState().toggleStar(D1);
    const remote = fakeRemote([D2]);
    const stars = createStarsStore(remote);
    const stop = connectStarsToSession(stars, useSession);
    useSession.getState().setSignedIn(alice, null);
    await waitFor(() => expect(stars.getState().starredIds).toEqual([D2, D1]));
    expect(remote.merge).toHaveBeenCalledWith([D1]);
    expect(remote.list).not.toHaveBeenCalled();
    expect(localStorage.getItem(MERGE_PENDING_KEY)).toBeNull();
    stop();
  });

  it('syncs toggles to the profile while signed in and clears them from the browser at sign-out', async () => {
    const remote = fakeRemote([]);
    const stars = createStarsStore(remote);
    const stop = connectStarsToSession(stars, useSession);
    useSession.getState().setSignedIn(alice, null);
    await waitFor(() => expect(remote.list).toHaveBeenCalled());
    await stars.getState().toggleStar(D2);
    expect(remote.set).toHaveBeenCalledWith(D2, true);
    expect(remote.profile).toEqual([D2]);
    expect(stored()).toEqual([D2]);
    useSession.getState().setSignedOut();
    expect(stars.getState().userId).toBeNull();
    // A shared browser: the next visitor must not see the previous user's stars.
    expect(stars.getState().starredIds).toEqual([]);
    expect(localStorage.getItem(STARRED_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(MERGE_PENDING_KEY)).toBeNull();
    await stars.getState().toggleStar(D1);
    expect(remote.set).toHaveBeenCalledTimes(1);
    expect(stars.getState().starredIds).toEqual([D1]);
    stop();
  });

  it("merges a visitor's stars after a previous user signed out on the same browser", async () => {
    const remote = fakeRemote([D3]);
    const stars = createStarsStore(remote);
    const stop = connectStarsToSession(stars, useSession);
    useSession.getState().setSignedIn(alice, null);
    await waitFor(() => expect(stars.getState().starredIds).toEqual([D3]));
    useSession.getState().setSignedOut();
    expect(stars.getState().starredIds).toEqual([]);
    await stars.getState().toggleStar(D1);
    const bob = { ...alice, id: 'b', email: 'bob@agora.local' };
    useSession.getState().setSignedIn(bob, null);
    await waitFor(() => expect(remote.merge).toHaveBeenCalledWith([D1]));
    stop();
  });

  it('undoes an optimistic toggle the server refused', async () => {
    const remote = fakeRemote([]);
    remote.set.mockRejectedValueOnce(new Error('offline'));
    const stars = createStarsStore(remote);
    await stars.getState().loadForUser('a');
    await stars.getState().toggleStar(D1);
    expect(stars.getState().starredIds).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('stars what the button showed as unstarred, even when another tab starred it meanwhile', async () => {
    // Another tab starred D1 on the server; this tab still shows it unstarred.
    const remote = fakeRemote([D1]);
    const stars = createStarsStore(remote);
    stars.setState({ userId: 'a', starredIds: [] });
    await stars.getState().toggleStar(D1);
    expect(remote.set).toHaveBeenCalledWith(D1, true);
    expect(remote.profile).toEqual([D1]);
    expect(stars.getState().starredIds).toEqual([D1]);
  });

  it('follows a star or unstar made in another tab while signed in', async () => {
    const stars = createStarsStore(fakeRemote([]));
    stars.setState({ userId: 'a', starredIds: [D1] });
    stars.getState().starredElsewhere(D2, true);
    stars.getState().starredElsewhere(D1, false);
    expect(stars.getState().starredIds).toEqual([D2]);
  });
});

describe('a click while the profile list is on its way', () => {
  it('keeps the star clicked after the list was asked for, whatever the list says', async () => {
    const remote = fakeRemote([D2]);
    let answer: (ids: string[]) => void = () => {};
    remote.list.mockImplementationOnce(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const stars = createStarsStore(remote);
    const loading = stars.getState().loadForUser('a');
    await stars.getState().toggleStar(D1);
    // The list left before the click reached the profile.
    answer([D2]);
    await loading;
    expect(stars.getState().starredIds).toEqual([D2, D1]);
    expect(remote.profile).toEqual([D2, D1]);
  });
});
