import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DelayedSpinner } from '../components/index.ts';
import { loginPathFrom } from '../lib/returnTo.ts';
import { useSession } from '../stores/session.ts';

/** Protected routes (/history, /account): signed-out visitors go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <DelayedSpinner label="Checking your session…" />;
  if (status !== 'signed-in') return <Navigate to={loginPathFrom(location)} replace />;
  return <>{children}</>;
}
