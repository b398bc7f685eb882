// The entry's door into this feature: only what starts the viewer's debate
// early, or hands it the debate the server wrote into the page (the rest of
// the feature stays in its lazily loaded chunk).
export { dropSeededDebate, prefetchDebate, seedDebate } from './api/debatePrefetch.ts';
export type { RoomData } from './api/debatePrefetch.ts';
export type { DebateWithTurns } from '@/entities/debate/types/index.ts';
