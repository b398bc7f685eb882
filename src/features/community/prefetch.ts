// The entry's door into this feature: only what starts the first page early,
// or hands a profile page what the server wrote into it (the rest of the
// feature stays in its lazily loaded chunk).
export { prefetchRanking } from './api/rankingPrefetch.ts';
export { dropSeededProfile, prefetchProfile, seedProfile } from './api/profilePrefetch.ts';
export type { ProfileFirstPage } from './types/index.ts';
