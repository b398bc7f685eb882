// The entry's door to a profile page's first screen, loaded only on /u/:handle
// (src/app/prefetch.ts): seeded from the server's page, or asked for early.
export { dropSeededProfile, prefetchProfile, seedProfile } from './api/profilePrefetch.ts';
