import { createPrefetch } from '@/lib/prefetch.ts';
import type { DebateWithTurns } from '../types/index.ts';
import { fetchDebate } from './debateApi.ts';

/** The viewer's debate, asked for by the entry before the viewer's code has loaded. */
export const debatePrefetch = createPrefetch<DebateWithTurns | null>();

export function prefetchDebate(debateId: string): void {
  debatePrefetch.start(debateId, () => fetchDebate(debateId));
}
