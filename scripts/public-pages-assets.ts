// `npm run functions:assets`: copies the preview image's WebAssembly and fonts
// from node_modules, and the app's server renderer from the build
// (dist/.ssr/app.js: run `npm run build` first), into
// supabase/functions/public-pages/assets/, which the deploy bundles with the
// function (config.toml's static_files). Run before
// `supabase functions deploy public-pages`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SSR_DIR, SSR_FILE } from '../config/prerender.ts';
import { ASSET_FILES, RENDERER_FILE } from '../supabase/functions/public-pages/host.ts';

const require = createRequire(import.meta.url);
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../supabase/functions/public-pages/assets');
fs.mkdirSync(target, { recursive: true });
for (const file of Object.values(ASSET_FILES)) {
  fs.copyFileSync(require.resolve(file), path.join(target, path.basename(file)));
  console.log(`copied ${file}`);
}

const renderer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist', SSR_DIR, SSR_FILE);
if (fs.existsSync(renderer)) {
  fs.copyFileSync(renderer, path.join(target, RENDERER_FILE));
  console.log(`copied dist/${SSR_DIR}/${SSR_FILE}`);
} else {
  console.warn(
    `dist/${SSR_DIR}/${SSR_FILE} is missing (run \`npm run build\` first): the function will answer debate pages with the loading frame.`,
  );
}
