import { create } from 'zustand';
import { isBoolean } from '@/lib/guards.ts';
import { readStored, removeStored, writeStored } from '@/lib/storage.ts';
import { supabaseStarsRemote, type StarsRemote } from '../api/starsRemote.ts';
import { useSession } from '@/stores/session.ts';
import { announceToMyTabs } from '@/lib/userTopic.ts';

/** The spec's local storage key: a JSON list of starred debate ids. */
export const STARRED_STORAGE_KEY = 'starredDebates';

/**
 * Set while local stars have not reached the profile yet (starred as a
 * visitor, or a merge cut short by a reload): a restored session then merges
 * instead of letting the profile's list override them.
 */
export const MERGE_PENDING_KEY = 'agora.stars.mergePending';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStoredStars = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' && UUID.test(id));

export interface StarsState {
  starredIds: string[];
  /** The signed-in user the list is synced with, or null (local only). */
  userId: string | null;
  /**
   * Stars or unstars as the button showed it (starring what looked unstarred): locally at once,
   * then on the profile when signed in, and in the person's other tabs.
   */
  toggleStar(debateId: string): Promise<void>;
  /** The person starred or unstarred a debate in another tab or on another device. */
  starredElsewhere(debateId: string, starred: boolean): void;
  /** Sign-in: local stars join the profile's, and the profile's list then replaces the local one. */
  mergeOnSignIn(userId: string): Promise<void>;
  /** Session restored on load: the profile's list overrides local storage (after a pending merge, if any). */
  loadForUser(userId: string): Promise<void>;
  /**
   * Signed out: syncing stops and the signed-in user's stars leave this
   * browser, so the next person on a shared browser does not see them.
   */
  signOut(): void;
}

export function createStarsStore(remote: StarsRemote) {
  return create<StarsState>()((set, get) => {
    const replace = (ids: readonly string[]) => {
      const unique = [...new Set(ids)];
      writeStored(STARRED_STORAGE_KEY, unique);
      set({ starredIds: unique });
    };
    const withStar = (debateId: string, starred: boolean) => {
      const others = get().starredIds.filter((id) => id !== debateId);
      return starred ? [...others, debateId] : others;
    };
    // A sign-out or another user's sign-in while a call is in flight makes its answer stale.
    const stillFor = (userId: string) => get().userId === userId;
    // The person's own clicks, numbered: a profile list asked for before a click may come back
    // after it, and must not undo it (a star clicked while the session is being restored).
    let clicks = 0;
    const recentClicks: Array<{ at: number; debateId: string; starred: boolean }> = [];
    const withClicksSince = (at: number, ids: readonly string[]) =>
      recentClicks
        .filter((c) => c.at > at)
        .reduce((list, c) => (c.starred ? [...list, c.debateId] : list.filter((id) => id !== c.debateId)), [...ids]);

    return {
      starredIds: [...new Set(readStored(STARRED_STORAGE_KEY, isStoredStars, []))],
      userId: null,

      async toggleStar(debateId) {
        const wasStarred = get().starredIds.includes(debateId);
        recentClicks.push({ at: ++clicks, debateId, starred: !wasStarred });
        if (recentClicks.length > 50) recentClicks.shift();
        replace(withStar(debateId, !wasStarred));
        const userId = get().userId;
        if (userId === null) {
          writeStored(MERGE_PENDING_KEY, true);
          return;
        }
        try {
          const starred = await remote.set(debateId, !wasStarred);
          if (stillFor(userId)) replace(withStar(debateId, starred));
          announceToMyTabs('my_star', { debate_id: debateId, starred });
        } catch (error) {
          console.error('Could not update the starred debate', error);
          if (stillFor(userId)) replace(withStar(debateId, wasStarred));
        }
      },

      starredElsewhere(debateId, starred) {
        if (get().userId !== null) replace(withStar(debateId, starred));
      },

      async mergeOnSignIn(userId) {
        set({ userId });
        writeStored(MERGE_PENDING_KEY, true);
        const askedAt = clicks;
        try {
          const merged = await remote.merge(get().starredIds);
          removeStored(MERGE_PENDING_KEY);
          if (stillFor(userId)) replace(withClicksSince(askedAt, merged));
        } catch (error) {
          console.error('Could not merge starred debates into the profile', error);
        }
      },

      async loadForUser(userId) {
        if (readStored(MERGE_PENDING_KEY, isBoolean, false)) return get().mergeOnSignIn(userId);
        set({ userId });
        const askedAt = clicks;
        try {
          const list = await remote.list();
          if (stillFor(userId)) replace(withClicksSince(askedAt, list));
        } catch (error) {
          console.error('Could not load starred debates', error);
        }
      },

      signOut() {
        removeStored(STARRED_STORAGE_KEY);
        removeStored(MERGE_PENDING_KEY);
        set({ userId: null, starredIds: [] });
      },
    };
  });
}

export type StarsStore = ReturnType<typeof createStarsStore>;

type SessionSnapshot = Pick<ReturnType<typeof useSession.getState>, 'status' | 'user'>;

/**
 * Keeps the stars in step with the session: a sign-in during the visit merges
 * the local stars into the profile; a session restored on load reads the
 * profile's list, which overrides local storage; a sign-out stops syncing
 * and clears the user's stars from this browser.
 */
export function connectStarsToSession(stars: StarsStore, session: typeof useSession): () => void {
  const apply = (next: SessionSnapshot, prev: SessionSnapshot | null) => {
    const userId = next.status === 'signed-in' ? (next.user?.id ?? null) : null;
    const prevUserId = prev?.status === 'signed-in' ? (prev.user?.id ?? null) : null;
    if (userId === prevUserId) return;
    if (userId === null) {
      stars.getState().signOut();
    } else if (prev === null || prev.status === 'loading') {
      void stars.getState().loadForUser(userId);
    } else {
      void stars.getState().mergeOnSignIn(userId);
    }
  };
  const current = session.getState();
  if (current.status !== 'loading') apply(current, null);
  return session.subscribe((next, prev) => apply(next, prev));
}

/** The app's stars, synced with the signed-in user's profile. */
export const useStars = createStarsStore(supabaseStarsRemote);
connectStarsToSession(useStars, useSession);
