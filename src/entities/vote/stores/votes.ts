import { create } from 'zustand';
import { isRecord } from '@/lib/guards.ts';
import { readStored, writeStored } from '@/lib/storage.ts';
import { useSession } from '@/stores/session.ts';

/** The spec's local storage key: a JSON map of debate id to the user's vote. */
export const VOTES_STORAGE_KEY = 'userVotes';

type Vote = 1 | -1;

const isStoredVotes = (value: unknown): value is Record<string, Vote> =>
  isRecord(value) && Object.values(value).every((vote) => vote === 1 || vote === -1);

/** Vote percentage as the spec defines it: votes / (up + down), rounded, in percent (0 with no votes). */
export function votePercentage(votes: number, upvotes: number, downvotes: number): number {
  const total = upvotes + downvotes;
  if (total <= 0) return 0;
  return Math.round((votes / total) * 100);
}

export interface VotesState {
  /**
   * The signed-in user's own votes as the server last reported them; a local
   * mirror so the buttons show the right state before the server answers.
   * Tallies are never derived from it.
   */
  userVotes: Record<string, Vote>;
  /** Records the user's vote on a debate (0: none). */
  setMyVote(debateId: string, value: number): void;
  /** Signed out: the votes belonged to that user. */
  clear(): void;
}

export function createVotesStore() {
  return create<VotesState>()((set, get) => ({
    userVotes: readStored(VOTES_STORAGE_KEY, isStoredVotes, {}),
    setMyVote(debateId, value) {
      const next = { ...get().userVotes };
      if (value === 1 || value === -1) next[debateId] = value;
      else delete next[debateId];
      writeStored(VOTES_STORAGE_KEY, next);
      set({ userVotes: next });
    },
    clear() {
      writeStored(VOTES_STORAGE_KEY, {});
      set({ userVotes: {} });
    },
  }));
}

export type VotesStore = ReturnType<typeof createVotesStore>;

/** Clears the mirrored votes when nobody is signed in any more or another user signs in. */
export function connectVotesToSession(votes: VotesStore, session: typeof useSession): () => void {
  return session.subscribe((next, prev) => {
    const userId = next.status === 'signed-in' ? (next.user?.id ?? null) : null;
    const prevUserId = prev.status === 'signed-in' ? (prev.user?.id ?? null) : null;
    if (userId === prevUserId) return;
    // A restored session keeps the mirror (the viewer re-reads the vote anyway).
    if (prev.status === 'loading' && userId !== null) return;
    votes.getState().clear();
  });
}

/** The app's own-votes mirror. */
export const useVotes = createVotesStore();
connectVotesToSession(useVotes, useSession);
