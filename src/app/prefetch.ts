import { prefetchRanking } from '@/features/community/prefetch.ts';
import { prefetchDebate } from '@/features/debate/prefetch.ts';

/**
 * Called by the entry before the first render: the first screen's data and
 * its route's chunk are asked for as soon as the address is known, in
 * parallel, instead of the data waiting for the chunk and the chunk for the
 * router (the components take the answers over: see src/lib/prefetch.ts).
 * Keep the paths in step with the routes in router.tsx.
 */
export function prefetchRoute({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/community/ranking' || path === '/community' || path === '/') {
    // The index routes redirect to the ranking without the query.
    prefetchRanking(path === '/community/ranking' ? search : '');
    void import('../features/community/index.ts');
    return;
  }
  const debate = /^\/debate\/([^/]+)$/.exec(path);
  if (debate?.[1]) {
    prefetchDebate(decodeURIComponent(debate[1]));
    void import('../features/debate/index.ts');
    return;
  }
  if (path === '/engine') void import('../features/engine/index.ts');
}
