// `npm run functions:assets`: copies the preview image's WebAssembly and fonts
// from node_modules into supabase/functions/public-pages/assets/, which the
// deploy bundles with the function (config.toml's static_files). Run before
// `supabase functions deploy public-pages`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSET_FILES } from '../supabase/functions/public-pages/host.ts';

const require = createRequire(import.meta.url);
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../supabase/functions/public-pages/assets');
fs.mkdirSync(target, { recursive: true });
for (const file of Object.values(ASSET_FILES)) {
  fs.copyFileSync(require.resolve(file), path.join(target, path.basename(file)));
  console.log(`copied ${file}`);
}
