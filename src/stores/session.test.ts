import { describe, expect, it } from 'vitest';
import { LAST_KNOWN_SIGNED_IN_KEY, readLastKnownSignedIn, selectAppearsSignedIn, useSession } from './session.ts';

const user = { id: 'u1', email: 'ada@example.org', displayName: null, createdAt: '2026-01-01T00:00:00Z', isPro: false };

describe('last-known signed-in state', () => {
  it('is remembered in localStorage on sign-in and sign-out', () => {
    useSession.getState().setSignedIn(user, null);
    expect(localStorage.getItem(LAST_KNOWN_SIGNED_IN_KEY)).toBe('true');
    expect(readLastKnownSignedIn()).toBe(true);
    useSession.getState().setSignedOut();
    expect(localStorage.getItem(LAST_KNOWN_SIGNED_IN_KEY)).toBe('false');
    expect(readLastKnownSignedIn()).toBe(false);
  });

  it('is forgotten when the profile read fails (error state, no user)', () => {
    useSession.getState().setSignedIn(user, null);
    useSession.getState().setError('Failed to read profile');
    const state = useSession.getState();
    expect(state.status).toBe('error');
    expect(state.user).toBeNull();
    expect(state.authError).toBe('Failed to read profile');
    expect(readLastKnownSignedIn()).toBe(false);
  });

  it('reads a damaged stored value as signed out', () => {
    localStorage.setItem(LAST_KNOWN_SIGNED_IN_KEY, '{nope');
    expect(readLastKnownSignedIn()).toBe(false);
    localStorage.setItem(LAST_KNOWN_SIGNED_IN_KEY, '"yes"');
    expect(readLastKnownSignedIn()).toBe(false);
  });

  it('decides what the navigation shows: remembered while loading, real state afterwards', () => {
    expect(selectAppearsSignedIn({ status: 'loading', lastKnownSignedIn: true })).toBe(true);
    expect(selectAppearsSignedIn({ status: 'loading', lastKnownSignedIn: false })).toBe(false);
    expect(selectAppearsSignedIn({ status: 'signed-out', lastKnownSignedIn: true })).toBe(false);
    expect(selectAppearsSignedIn({ status: 'signed-in', lastKnownSignedIn: false })).toBe(true);
  });
});
