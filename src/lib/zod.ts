import * as z from 'zod/mini';

// The one door to zod in the SPA (eslint forbids importing 'zod' elsewhere):
// - zod/mini, the tree-shakable build: a page pays only for the checks it uses;
// - jitless before any schema runs: zod otherwise probes `new Function` once,
//   which the production Content-Security-Policy (script-src 'self') refuses
//   and reports as a violation.
z.config({ jitless: true });

export { z };
