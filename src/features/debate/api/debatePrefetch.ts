import { createPrefetch } from '@/lib/prefetch.ts';
import type { DebateWithTurns } from '@/entities/debate/types/index.ts';
import type { DeltaRow, ReaderVerdict } from '@/entities/verdict/api/verdictApi.ts';
import { paintFrameTopic } from '../utils/frameTopic.ts';
import { fetchDebate } from './debateApi.ts';

/** The room's verdict and ∆s of a shared debate, as get_reader_verdict and list_deltas return them. */
export interface RoomData {
  verdict: ReaderVerdict | null;
  deltas: DeltaRow[];
}

/** The room's verdict the server rendered the page with (handed over like the debate). */
export const roomPrefetch = createPrefetch<RoomData>();

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

/**
 * The debate as the server wrote it into the page (src/app/ssr.tsx, and the
 * page's data block on the client): the viewer's first render shows it at
 * once, exactly as the server rendered it, so React hydrates that markup.
 */
export function seedDebate(debateId: string, debate: DebateWithTurns | null, room?: RoomData): void {
  debatePrefetch.seed(debateId, debate);
  if (room) roomPrefetch.seed(debateId, room);
}

/** Forgets a seeded debate nobody took (a server render that did not reach the viewer). */
export function dropSeededDebate(debateId: string): void {
  debatePrefetch.takeReady(debateId);
  roomPrefetch.takeReady(debateId);
}
