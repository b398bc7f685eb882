import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { routesLoadedFor } from './router.tsx';

/** The route objects on the way to `path` (by path segment), from the root down. */
function chain(tree: RouteObject[], ...paths: string[]): RouteObject[] {
  const found: RouteObject[] = [];
  let level = tree;
  for (const path of paths) {
    const route = level.find((candidate) => (candidate.path ?? '') === path);
    if (!route) throw new Error(`no route ${path}`);
    found.push(route);
    level = route.children ?? [];
  }
  return found;
}

describe('routesLoadedFor', () => {
  it('loads the lazy routes the address matches, and only those', async () => {
    const tree = await routesLoadedFor({ pathname: '/community/ranking' });
    const [, community, ranking] = chain(tree, '', 'community', 'ranking');
    for (const route of [community!, ranking!]) {
      expect(route.lazy).toBeUndefined();
      expect(route.Component).toBeTypeOf('function');
    }
    expect(chain(tree, '', 'community', 'history')[2]!.lazy).toBeTypeOf('function');
    expect(chain(tree, '', 'engine')[1]!.lazy).toBeTypeOf('function');
  });

  it('gives a router that starts initialized, with no first navigation to run', async () => {
    const tree = await routesLoadedFor({ pathname: '/about' });
    const router = createMemoryRouter(tree, { initialEntries: ['/about'] });
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.path).toBe('about');
    router.dispose();
  });

  it('leaves a route whose chunk fails to arrive to the router', async () => {
    const failing: RouteObject[] = [{ path: '/', lazy: () => Promise.reject(new Error('offline')) }];
    const tree = await routesLoadedFor({ pathname: '/' }, failing);
    expect(tree[0]).toBe(failing[0]);
  });
});
