import { lazy, Suspense } from 'react';
import { DelayedSpinner } from '@/components/index.ts';
import { LeaderboardPage } from '@/features/community/index.ts';

// The AI judges' record is a tab of the leaderboard but its own feature (features
// never import each other), so the app puts it in; its chunk loads with the tab.
const JudgesRecord = lazy(() => import('@/features/judges/index.ts').then((m) => ({ default: m.JudgesRecord })));

/** /community/leaderboard with its "AI judges" tab. */
export function LeaderboardRoute() {
  return (
    <LeaderboardPage
      judgesRecord={
        <Suspense fallback={<DelayedSpinner label="Loading the judges' record…" />}>
          <JudgesRecord />
        </Suspense>
      }
    />
  );
}
