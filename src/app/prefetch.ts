import { isServedRanking, prefetchRanking, seedRanking } from '@/features/community/prefetch.ts';
import { prefetchDebate, seedDebate } from '@/features/debate/prefetch.ts';
import { readServerData } from './serverData.ts';

interface RoutePrefetch {
  /** Loads the route's chunk. */
  loadChunk: () => Promise<unknown>;
  /**
   * Settles once the route's largest content has been written into the
   * prerendered frame from its data (or could not be): the viewer's topic.
   */
  contentWritten?: Promise<void>;
}

/**
 * Called by the entry (src/boot.ts) before anything else: the first screen's
 * data is asked for as soon as the address is known, in parallel with the
 * app's code, instead of waiting for the code and the router. Returns the
 * loader of the route's chunk, which the entry starts together with the app
 * (the components take the answers over: see src/lib/prefetch.ts), and what
 * the entry may wait for before it loads them.
 * Keep the paths in step with the routes in router.tsx.
 */
export function prefetchRoute({ pathname, search }: Pick<Location, 'pathname' | 'search'>): RoutePrefetch | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/community/ranking' || path === '/community' || path === '/') {
    // The server wrote the first page into the page (no filters): nothing to ask for.
    const written = isServedRanking(path, search) ? readServerData() : undefined;
    if (written?.path === path && written.ranking) seedRanking(written.ranking);
    // The index routes redirect to the ranking without the query.
    else prefetchRanking(path === '/community/ranking' ? search : '');
    return { loadChunk: () => import('../features/community/index.ts') };
  }
  const debate = /^\/debate\/([^/]+)$/.exec(path);
  if (debate?.[1]) {
    const debateId = decodeURIComponent(debate[1]);
    // The server wrote the debate into the page: nothing to ask for or to paint.
    const written = readServerData()?.debate;
    if (written?.id === debateId) {
      seedDebate(debateId, written.value, written.room);
      return { loadChunk: () => import('../features/debate/index.ts') };
    }
    const contentWritten = prefetchDebate(debateId);
    return { loadChunk: () => import('../features/debate/index.ts'), contentWritten };
  }
  const profile = /^\/u\/([^/]+)$/.exec(path);
  if (profile?.[1]) {
    const handle = decodeURIComponent(profile[1]);
    const written = readServerData()?.profile;
    // Its own small chunk, so the other first screens do not carry it. It
    // arrives long before the app (which needs all of React), so the page's
    // first render finds the profile seeded or its request under way.
    void import('@/features/community/profilePrefetch.ts').then((profiles) => {
      if (written?.handle === handle) profiles.seedProfile(handle, written.value);
      else profiles.prefetchProfile(handle);
    });
    return { loadChunk: () => import('../features/community/index.ts') };
  }
  if (path === '/engine') return { loadChunk: () => import('../features/engine/index.ts') };
  return undefined;
}
