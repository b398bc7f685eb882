import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AboutPage } from '../features/about/index.ts';
import { AccountPage, PersonalLibraryPage } from '../features/account/index.ts';
import { LoginPage } from '../features/auth/index.ts';
import { CommunityLayout, HistoryPage, RankingPage } from '../features/community/index.ts';
import { DebatePage } from '../features/debate/index.ts';
import { EnginePage } from '../features/engine/index.ts';
import { AppShell } from './layout/AppShell.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RequireAuth } from './RequireAuth.tsx';

/** The routes of spec §2. /history and /account are protected. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <Navigate to="/community/ranking" replace /> },
      { path: 'engine', element: <EnginePage /> },
      {
        path: 'community',
        element: <CommunityLayout />,
        children: [
          { index: true, element: <Navigate to="/community/ranking" replace /> },
          { path: 'ranking', element: <RankingPage /> },
          { path: 'history', element: <HistoryPage /> },
        ],
      },
      {
        path: 'history',
        element: (
          <RequireAuth>
            <PersonalLibraryPage />
          </RequireAuth>
        ),
      },
      { path: 'debate/:debateId', element: <DebatePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'login', element: <LoginPage /> },
      {
        path: 'account',
        element: (
          <RequireAuth>
            <AccountPage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
