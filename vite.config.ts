import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { aliases } from './config/aliases.ts';
import { prerenderShells } from './config/prerender.ts';
import { stacklessInitErrors } from './config/stacklessInitErrors.ts';

// Vendor code changes far less often than ours: separate chunks stay cached
// across deploys and keep the entry chunk under Vite's 500 kB warning.
// Rolldown's codeSplitting groups (Rollup's object-form manualChunks is not supported).
const vendorChunks = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
  // The first screens' PostgREST client (src/lib/db.ts); the rest of supabase-js
  // (auth, realtime) is loaded after the first render (src/lib/client.ts).
  { name: 'vendor-postgrest', test: /[\\/]node_modules[\\/]@supabase[\\/](postgrest-js[\\/]|supabase-js[\\/]package\.json)/, priority: 1 },
  // The rest of supabase-js in three chunks, not one: V8 finishes a streamed
  // compile on the main thread in one task per file, and one file of all of
  // it made that task long (bench:web, a visitor's idle load of the client).
  { name: 'vendor-supabase-auth', test: /[\\/]node_modules[\\/]@supabase[\\/]auth-js[\\/]/, priority: 2 },
  { name: 'vendor-supabase-realtime', test: /[\\/]node_modules[\\/]@supabase[\\/](realtime-js|phoenix)[\\/]/, priority: 2 },
  { name: 'vendor-supabase', test: /[\\/]node_modules[\\/](@supabase[\\/]|tslib[\\/]|iceberg-js[\\/])/ },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
];

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** Chunks at least this large (rendered, before minifying) carry the compile hint. */
const COMPILE_HINT_MIN_BYTES = 20_000;
const renderedBytes = (modules: Record<string, { renderedLength: number }>) =>
  Object.values(modules).reduce((sum, module) => sum + module.renderedLength, 0);

export default defineConfig({
  plugins: [react(), prerenderShells(), stacklessInitErrors()],
  resolve: {
    alias: [
      ...aliases,
      { find: '@supabase/storage-js', replacement: fileURLToPath(new URL('./src/lib/storage-js-stub.ts', import.meta.url)) },
    ],
  },
  server: { host: '127.0.0.1', strictPort: false },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json (not served: a dot directory): bench:bundle and
    // bench:web read each route's first-screen chunks from it.
    manifest: true,
    // The page's HTML preloads the entry's own imports. A dynamic import's are
    // not preloaded by script: inserting a <link rel=modulepreload> per chunk
    // cost the main thread ~40 ms at start-up on a phone (bench:web), more
    // than the round trip it saves while React, the largest chunk, still loads.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
        // Explicit compile hints (Chromium 136+): each chunk is loaded when the app is
        // about to run it (the split above), so V8 compiles all of its functions while
        // the file streams in, on a background thread, instead of each on its first
        // call on the main thread, where that was a good part of a phone's start-up.
        // Small chunks go without: their compiles are short, and the comment's bytes
        // count against the first screens' script budget (bench:bundle).
        postBanner: (chunk) => (renderedBytes(chunk.modules) >= COMPILE_HINT_MIN_BYTES ? COMPILE_HINT : ''),
      },
    },
  },
});
