import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session.ts';
import { connectVotesToSession, createVotesStore, votePercentage, VOTES_STORAGE_KEY } from './votes.ts';

const alice = { id: 'a', email: 'alice@agora.local', displayName: 'Alice', createdAt: '2026-01-01', isPro: false };

afterEach(() => {
  useSession.setState({ status: 'loading', user: null, profile: null });
});

describe('vote percentage', () => {
  it('is votes / (up + down), rounded', () => {
    expect(votePercentage(2, 2, 1)).toBe(67);
    expect(votePercentage(1, 2, 1)).toBe(33);
    expect(votePercentage(1, 1, 0)).toBe(100);
    expect(votePercentage(1, 1, 7)).toBe(13);
  });

  it('is 0 when nobody has voted', () => {
    expect(votePercentage(0, 0, 0)).toBe(0);
  });
});

describe('own votes mirror', () => {
  it("mirrors the user's votes in localStorage under userVotes", () => {
    const votes = createVotesStore();
    votes.getState().setMyVote('d1', 1);
    votes.getState().setMyVote('d2', -1);
    expect(JSON.parse(localStorage.getItem(VOTES_STORAGE_KEY)!)).toEqual({ d1: 1, d2: -1 });
    votes.getState().setMyVote('d1', 0);
    expect(JSON.parse(localStorage.getItem(VOTES_STORAGE_KEY)!)).toEqual({ d2: -1 });
  });

  it('reads back a valid stored map and ignores a corrupt one', () => {
    localStorage.setItem(VOTES_STORAGE_KEY, JSON.stringify({ d1: -1 }));
    expect(createVotesStore().getState().userVotes).toEqual({ d1: -1 });
    localStorage.setItem(VOTES_STORAGE_KEY, JSON.stringify({ d1: 5 }));
    expect(createVotesStore().getState().userVotes).toEqual({});
  });

  it('forgets the votes on sign-out, keeps them when a session is restored', () => {
    const votes = createVotesStore();
    const stop = connectVotesToSession(votes, useSession);
    votes.getState().setMyVote('d1', 1);
    useSession.getState().setSignedIn(alice, null);
    expect(votes.getState().userVotes).toEqual({ d1: 1 });
    useSession.getState().setSignedOut();
    expect(votes.getState().userVotes).toEqual({});
    expect(localStorage.getItem(VOTES_STORAGE_KEY)).toBe('{}');
    stop();
  });
});
