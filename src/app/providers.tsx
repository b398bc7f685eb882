import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth.tsx';
import { useSession } from '../stores/session.ts';
// The stars follow the session from the first page on, not only once a page
// with a star is opened: a Sign Out on /account must clear them (shared browser).
import { useStars } from '@/entities/star/stores/stars.ts';
import { useUsage } from '@/entities/usage/stores/usage.ts';
import { useVotes } from '@/entities/vote/stores/votes.ts';
import { followUserTopic } from '@/lib/userTopic.ts';

/** Keeps per-user data in step with the session: read on sign-in, dropped on sign-out. */
function SessionSync() {
  const userId = useSession((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  useEffect(() => {
    if (userId) void useUsage.getState().refresh();
    else useUsage.getState().clear();
  }, [userId]);
  // The person looks the same in every tab: their own vote and star made elsewhere show here too.
  useEffect(() => {
    if (!userId) return;
    return followUserTopic(userId, (event, payload) => {
      if (typeof payload !== 'object' || payload === null) return;
      const { debate_id: debateId, value, starred } = payload as Record<string, unknown>;
      if (typeof debateId !== 'string') return;
      if (event === 'my_vote' && (value === 1 || value === -1 || value === 0)) useVotes.getState().setMyVote(debateId, value);
      else if (event === 'my_star' && typeof starred === 'boolean') useStars.getState().starredElsewhere(debateId, starred);
    });
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
