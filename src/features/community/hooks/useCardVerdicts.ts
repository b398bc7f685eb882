import { startTransition, useEffect, useState } from 'react';
import { fetchCardVerdicts, type CardVerdict } from '../api/leaderboardApi.ts';

/** The room's verdicts of the listed debates, fetched in one call per new set of ids. */
export function useCardVerdicts(debateIds: readonly string[]): ReadonlyMap<string, CardVerdict> {
  const [verdicts, setVerdicts] = useState<ReadonlyMap<string, CardVerdict>>(new Map());
  const key = debateIds.join(',');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',');
    const missing = ids.filter((id) => !verdicts.has(id)).slice(0, 100);
    if (missing.length === 0) return;
    let current = true;
    fetchCardVerdicts(missing).then(
      (rows) => {
        if (!current) return;
        // Every listed card renders again: in slices, as a transition.
        startTransition(() =>
          setVerdicts((existing) => {
            const next = new Map(existing);
            for (const row of rows) next.set(row.debate_id, row);
            return next;
          }),
        );
      },
      (error: unknown) => console.error('Loading the verdicts failed', error),
    );
    return () => {
      current = false;
    };
    // Only a new set of listed ids asks again; the map is what it fills.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return verdicts;
}
