import { config } from 'zod/mini';

// Imported (for this side effect) by the lazily loaded areas that run zod
// schemas, before any of them runs: jitless, so zod never probes `new Function`,
// which the production Content-Security-Policy (script-src 'self') refuses and
// reports. The first screens (entry, ranking, viewer) use no zod at all: their
// few shapes are narrowed by hand (guards.ts), zod would be 25 KB gzip there.
config({ jitless: true });
