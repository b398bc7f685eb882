import { startTransition, useCallback, useEffect, useState } from 'react';
import type { PublicProfile } from '@contract/profile.ts';
import { toAppError } from '@/lib/errors.ts';
import { getPublicProfile, listProfileDebates } from '../api/profileApi.ts';
import type { PublicDebate } from '../types/index.ts';

const PROFILE_PAGE_SIZE = 20;

export interface ProfileState {
  status: 'loading' | 'ready' | 'missing' | 'error';
  profile: PublicProfile | null;
  debates: PublicDebate[];
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

/** A public profile and its shared debates, paged newest first. */
export function useProfile(handle: string): ProfileState {
  const [status, setStatus] = useState<ProfileState['status']>('loading');
  const [profile, setProfile] = useState<PublicProfile | null>(null);
  const [debates, setDebates] = useState<PublicDebate[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    setDebates([]);
    Promise.all([getPublicProfile(handle), listProfileDebates(handle, PROFILE_PAGE_SIZE)]).then(
      // The page of cards is a large render: in a transition React does it in slices.
      ([found, page]) => {
        if (!live) return;
        startTransition(() => {
          setProfile(found);
          setDebates(page);
          setHasMore(page.length === PROFILE_PAGE_SIZE);
          setStatus(found ? 'ready' : 'missing');
        });
      },
      (failure: unknown) => {
        if (!live) return;
        setError(toAppError(failure, 'Could not load this profile.').message);
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [handle]);

  const loadMore = useCallback(() => {
    const last = debates.at(-1);
    if (!last?.shared_at || loadingMore) return;
    setLoadingMore(true);
    listProfileDebates(handle, PROFILE_PAGE_SIZE, { sharedAt: last.shared_at, id: last.id })
      .then(
        (page) =>
          startTransition(() => {
            setDebates((rows) => [...rows, ...page]);
            setHasMore(page.length === PROFILE_PAGE_SIZE);
          }),
        (failure: unknown) => setError(toAppError(failure, 'Could not load more debates.').message),
      )
      .finally(() => setLoadingMore(false));
  }, [debates, handle, loadingMore]);

  return { status, profile, debates, error, hasMore, loadingMore, loadMore };
}
