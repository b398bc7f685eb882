import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { aliases } from './config/aliases.ts';

// Vendor code changes far less often than ours: separate chunks stay cached
// across deploys and keep the entry chunk under Vite's 500 kB warning.
// Rolldown's codeSplitting groups (Rollup's object-form manualChunks is not supported).
const vendorChunks = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
  { name: 'vendor-supabase', test: /[\\/]node_modules[\\/](@supabase[\\/]|tslib[\\/]|iceberg-js[\\/])/ },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
});
