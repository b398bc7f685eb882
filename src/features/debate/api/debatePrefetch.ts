import { createPrefetch } from '@/lib/prefetch.ts';
import type { DebateWithTurns } from '../types/index.ts';
import { paintFrameTopic } from '../utils/frameTopic.ts';
import { fetchDebate } from './debateApi.ts';

/** The viewer's debate, asked for by the entry before the viewer's code has loaded. */
export const debatePrefetch = createPrefetch<DebateWithTurns | null>();

/**
 * Asks for the debate and, when it arrives while the prerendered frame is still
 * on screen, writes its topic there. The promise settles (never fails) once that
 * is done or the request has failed: the entry may wait for it (src/boot.ts).
 */
export function prefetchDebate(debateId: string): Promise<void> {
  const request = fetchDebate(debateId);
  debatePrefetch.start(debateId, () => request);
  return request.then(
    (debate) => {
      if (debate) paintFrameTopic(debate.topic);
    },
    () => undefined,
  );
}
