// The entry's door into this feature: only what starts the first page early
// (the rest of the feature stays in its lazily loaded chunk; a profile's first
// screen has its own door, ./profilePrefetch.ts).
export { dropSeededRanking, isServedRanking, prefetchRanking, seedRanking } from './api/rankingPrefetch.ts';
export type { ProfileFirstPage, RankedDebate } from './types/index.ts';
