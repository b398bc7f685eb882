import { fileURLToPath } from 'node:url';

// The import aliases of tsconfig.json's `paths`, for Vite and Vitest (which do
// not read tsconfig): `@/` is the SPA's src/, `@contract/` the contract the SPA
// shares with the edge function (it stays under supabase/functions so deploys
// include it; Deno reaches it by relative imports).
export const aliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
  { find: /^@contract\//, replacement: fileURLToPath(new URL('../supabase/functions/_shared/contract/', import.meta.url)) },
];
