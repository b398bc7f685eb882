// The entry's door into this feature: only what starts the viewer's debate
// early (the rest of the feature stays in its lazily loaded chunk).
export { prefetchDebate } from './api/debatePrefetch.ts';
