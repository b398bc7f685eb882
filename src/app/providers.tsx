import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth.tsx';
import { useSession } from '../stores/session.ts';
// The stars follow the session from the first page on, not only once a page
// with a star is opened: a Sign Out on /account must clear them (shared browser).
import '@/entities/star/stores/stars.ts';
import { useUsage } from '@/entities/usage/stores/usage.ts';

/** Keeps per-user data in step with the session: read on sign-in, dropped on sign-out. */
function SessionSync() {
  const userId = useSession((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  useEffect(() => {
    if (userId) void useUsage.getState().refresh();
    else useUsage.getState().clear();
  }, [userId]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <SessionSync />
      {children}
    </AuthProvider>
  );
}
