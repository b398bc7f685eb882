import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { DelayedSpinner } from '../components/index.ts';
import { AppShell } from './layout/AppShell.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RequireAuth } from './RequireAuth.tsx';

// Each area is its own chunk, loaded when first visited; the shell, the
// session and the shared components are in the entry chunk.
const community = () => import('../features/community/index.ts');

/** Every route of the app (docs/architecture.md lists the screens). /history and /account need a signed-in user. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    hydrateFallbackElement: <DelayedSpinner />,
    children: [
      { index: true, element: <Navigate to="/community/ranking" replace /> },
      { path: 'engine', lazy: async () => ({ Component: (await import('../features/engine/index.ts')).EnginePage }) },
      {
        path: 'community',
        lazy: async () => ({ Component: (await community()).CommunityLayout }),
        children: [
          { index: true, element: <Navigate to="/community/ranking" replace /> },
          { path: 'ranking', lazy: async () => ({ Component: (await community()).RankingPage }) },
          { path: 'history', lazy: async () => ({ Component: (await community()).HistoryPage }) },
          { path: 'challenges', lazy: async () => ({ Component: (await import('../features/floor/index.ts')).ChallengesPage }) },
          { path: 'leaderboard', lazy: async () => ({ Component: (await import('./LeaderboardRoute.tsx')).LeaderboardRoute }) },
          // The AI judges' record was a community tab of its own; old links open its leaderboard tab.
          { path: 'judges', element: <Navigate to="/community/leaderboard?table=judges" replace /> },
        ],
      },
      {
        path: 'history',
        lazy: async () => {
          const { PersonalLibraryPage } = await import('../features/account/index.ts');
          return {
            element: (
              <RequireAuth>
                <PersonalLibraryPage />
              </RequireAuth>
            ),
          };
        },
      },
      { path: 'u/:handle', lazy: async () => ({ Component: (await community()).ProfilePage }) },
      { path: 'people/:userId', lazy: async () => ({ Component: (await community()).PersonRedirect }) },
      { path: 'floor/:generationId', lazy: async () => ({ Component: (await import('../features/floor/index.ts')).FloorPage }) },
      { path: 'debate/:debateId', lazy: async () => ({ Component: (await import('../features/debate/index.ts')).DebatePage }) },
      {
        path: 'notifications',
        lazy: async () => {
          const { NotificationsPage } = await import('../features/notifications/index.ts');
          return {
            element: (
              <RequireAuth>
                <NotificationsPage />
              </RequireAuth>
            ),
          };
        },
      },
      { path: 'moderation', lazy: async () => ({ Component: (await import('../features/moderation/index.ts')).ModerationPage }) },
      { path: 'about', lazy: async () => ({ Component: (await import('../features/about/index.ts')).AboutPage }) },
      { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/index.ts')).LoginPage }) },
      // The recovery email's link lands here; supabase-js signs the person in from the address.
      {
        path: 'update-password',
        lazy: async () => ({ Component: (await import('../features/auth/index.ts')).UpdatePasswordPage }),
      },
      {
        path: 'account',
        lazy: async () => {
          const { AccountPage } = await import('../features/account/index.ts');
          return {
            element: (
              <RequireAuth>
                <AccountPage />
              </RequireAuth>
            ),
          };
        },
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter(routeTree: RouteObject[] = routes) {
  return createBrowserRouter(routeTree);
}

/**
 * The routes, with the lazy parts the address matches already loaded. A router
 * created from these starts initialized: otherwise it runs a first navigation
 * to load them inside the task that creates it, about half of that start-up task.
 * The route's chunk is already on its way (src/boot.ts), so nothing waits longer.
 */
export async function routesLoadedFor(location: { pathname: string }, tree: RouteObject[] = routes): Promise<RouteObject[]> {
  const matched = new Set((matchRoutes(tree, location) ?? []).map((match) => match.route));
  const load = (level: RouteObject[]): Promise<RouteObject[]> =>
    Promise.all(
      level.map(async (route) => {
        let loaded = route;
        if (matched.has(route) && typeof route.lazy === 'function') {
          const { lazy, ...rest } = route;
          // A chunk that fails to arrive stays lazy: the router asks again and shows its error.
          loaded = await lazy().then(
            (parts) => ({ ...rest, ...parts }) as RouteObject,
            () => route,
          );
        }
        return route.children ? ({ ...loaded, children: await load(route.children) } as RouteObject) : loaded;
      }),
    );
  return load(tree);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first address's lazy routes have loaded (the router is initialized). */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
