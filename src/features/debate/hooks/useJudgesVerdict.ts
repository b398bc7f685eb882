import { startTransition, useEffect, useState } from 'react';
import type { PanelView } from '@contract/judges.ts';
import { fetchJudgesVerdict } from '@/entities/judges/index.ts';

export type JudgesLoad = { status: 'loading' } | { status: 'ready'; panel: PanelView | null } | { status: 'error' };

/** The debate's judges' panel (with the readers' verdict beside it), loaded beside the debate. */
export function useJudgesVerdict(debateId: string): [JudgesLoad, (panel: PanelView) => void] {
  const [load, setLoad] = useState<JudgesLoad>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    fetchJudgesVerdict(debateId).then(
      (panel) => active && startTransition(() => setLoad({ status: 'ready', panel })),
      (error: unknown) => {
        if (!active) return;
        console.error("Loading the judges' verdict failed", error);
        setLoad({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [debateId]);
  return [load, (panel) => setLoad({ status: 'ready', panel })];
}
