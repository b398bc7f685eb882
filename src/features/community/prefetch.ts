// The entry's door into this feature: only what starts the first page early
// (the rest of the feature stays in its lazily loaded chunk).
export { prefetchRanking } from './api/rankingPrefetch.ts';
