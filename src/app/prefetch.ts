import { prefetchRanking } from '@/features/community/prefetch.ts';
import { prefetchDebate } from '@/features/debate/prefetch.ts';

type ChunkLoader = () => Promise<unknown>;

/**
 * Called by the entry (src/boot.ts) before anything else: the first screen's
 * data is asked for as soon as the address is known, in parallel with the
 * app's code, instead of waiting for the code and the router. Returns the
 * loader of the route's chunk, which the entry starts together with the app
 * (the components take the answers over: see src/lib/prefetch.ts).
 * Keep the paths in step with the routes in router.tsx.
 */
export function prefetchRoute({ pathname, search }: Pick<Location, 'pathname' | 'search'>): ChunkLoader | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/community/ranking' || path === '/community' || path === '/') {
    // The index routes redirect to the ranking without the query.
    prefetchRanking(path === '/community/ranking' ? search : '');
    return () => import('../features/community/index.ts');
  }
  const debate = /^\/debate\/([^/]+)$/.exec(path);
  if (debate?.[1]) {
    prefetchDebate(decodeURIComponent(debate[1]));
    return () => import('../features/debate/index.ts');
  }
  if (path === '/engine') return () => import('../features/engine/index.ts');
  return undefined;
}
