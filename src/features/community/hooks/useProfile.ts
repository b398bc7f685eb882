import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { PROFILE_PAGE_SIZE, type PublicProfile } from '@contract/profile.ts';
import { toAppError } from '@/lib/errors.ts';
import { listProfileDebates } from '../api/profileApi.ts';
import { fetchProfileFirstPage, profileFirstPage } from '../api/profilePrefetch.ts';
import type { PublicDebate } from '../types/index.ts';

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
  // The first screen the server wrote into the page, or the entry's request that has already answered: shown from the first render.
  const [seeded] = useState(() => profileFirstPage.takeReady(handle)?.value);
  const [status, setStatus] = useState<ProfileState['status']>(seeded ? (seeded.profile ? 'ready' : 'missing') : 'loading');
  const [profile, setProfile] = useState<PublicProfile | null>(seeded?.profile ?? null);
  const [debates, setDebates] = useState<PublicDebate[]>(seeded?.debates ?? []);
  const [error, setError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(seeded ? seeded.debates.length === PROFILE_PAGE_SIZE : false);
  const [loadingMore, setLoadingMore] = useState(false);
  const seededFor = useRef(seeded ? handle : undefined);

  useEffect(() => {
    // Kept through StrictMode's second run; another handle later loads afresh.
    if (seededFor.current === handle) return;
    seededFor.current = undefined;
    let live = true;
    setStatus('loading');
    setDebates([]);
    (profileFirstPage.take(handle) ?? fetchProfileFirstPage(handle)).then(
      // The page of cards is a large render: in a transition React does it in slices.
      ({ profile: found, debates: page }) => {
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
        // Asked for by a press of "Load more": the person waits for it, so it renders at once.
        (page) => {
          setDebates((rows) => [...rows, ...page]);
          setHasMore(page.length === PROFILE_PAGE_SIZE);
        },
        (failure: unknown) => setError(toAppError(failure, 'Could not load more debates.').message),
      )
      .finally(() => setLoadingMore(false));
  }, [debates, handle, loadingMore]);

  return { status, profile, debates, error, hasMore, loadingMore, loadMore };
}
