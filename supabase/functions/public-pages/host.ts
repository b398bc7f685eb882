// What the public-pages function does differently from the local prod server:
// where its path, templates and image assets come from.
import { TEMPLATE_FILES, type AppRenderer, type Template } from '../_shared/public-pages/options.ts';
import type { ImageAssets } from '../_shared/public-pages/image.ts';

/** The site's path of a request to the function (/functions/v1/public-pages/debate/x → /debate/x). */
export function sitePath(pathname: string): string {
  const at = pathname.indexOf('/public-pages');
  const rest = at === -1 ? pathname : pathname.slice(at + '/public-pages'.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** How long a fetched page of the build is reused before it is asked for again (a deploy replaces it). */
const TEMPLATE_TTL_MS = 60_000;

/**
 * The site's built pages, fetched from the static host: debate/index.html,
 * u/index.html and index.html are files there, which the host serves before any proxy
 * rule (Netlify does not shadow existing files with a non-forced rule).
 */
export function templateLoader(siteUrl: string, send: typeof fetch = fetch): (name: Template) => Promise<string> {
  const cache = new Map<Template, { at: number; page: Promise<string> }>();
  return (name) => {
    const hit = cache.get(name);
    if (hit && Date.now() - hit.at < TEMPLATE_TTL_MS) return hit.page;
    const page = send(new URL(`/${TEMPLATE_FILES[name]}`, siteUrl)).then(async (response) => {
      if (!response.ok) throw new Error(`the site answered ${response.status} for its ${name} page`);
      return response.text();
    });
    page.catch(() => cache.delete(name));
    cache.set(name, { at: Date.now(), page });
    return page;
  };
}

/**
 * The drawing's assets: the WebAssembly and fonts npm installed. Deployed,
 * they are files of the function (`npm run functions:assets` copies them into
 * ./assets, which config.toml's static_files bundles); locally they are read
 * from node_modules (the runtime's working directory is the project).
 */
export const ASSET_FILES = {
  resvgWasm: '@resvg/resvg-wasm/index_bg.wasm',
  fontRegular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  fontBold: '@fontsource/inter/files/inter-latin-700-normal.woff',
} as const;

/** Where an asset is looked for: the function's own copy first, then node_modules. */
function assetCandidates(file: string, functionDir: URL): string[] {
  return [new URL(`assets/${file.split('/').at(-1)}`, functionDir).pathname, `node_modules/${file}`];
}

export async function loadAssets(read: (path: string) => Promise<Uint8Array>, functionDir: URL): Promise<ImageAssets> {
  const first = async (file: string) => {
    let failure: unknown;
    for (const candidate of assetCandidates(file, functionDir)) {
      try {
        return await read(candidate);
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  };
  const buffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const [resvgWasm, fontRegular, fontBold] = await Promise.all([
    first(ASSET_FILES.resvgWasm),
    first(ASSET_FILES.fontRegular),
    first(ASSET_FILES.fontBold),
  ]);
  return { resvgWasm, fontRegular: buffer(fontRegular), fontBold: buffer(fontBold) };
}

/** Where the deployed function finds the app's server renderer (`npm run functions:assets` copies the build's .ssr/app.js there). */
export const RENDERER_FILE = 'app.js';

/**
 * The app's server renderer, imported on first use: the file named by
 * APP_RENDERER_FILE (the local stack names its prod build's, or the one its
 * dev server builds), else the function's own copy in ./assets. Until the
 * file is there, every debate page falls back to the build's loading frame
 * (the handler catches the failure and logs this message), and the next
 * request looks again: the dev server builds its renderer after it starts.
 */
export function appRenderer(functionDir: URL, file: string | undefined, exists: (path: string) => Promise<boolean>): AppRenderer {
  const url = file ? new URL(`file://${file}`) : new URL(`assets/${RENDERER_FILE}`, functionDir);
  let renderer: Promise<{ renderApp: AppRenderer }> | undefined;
  const load = async () => {
    if (!(await exists(url.pathname))) {
      throw new Error(
        `the app's server renderer is not at ${url.pathname}: deployed, run \`npm run build\` and \`npm run functions:assets\` before deploying; locally, the dev server builds it once it has started`,
      );
    }
    return (await import(url.href)) as { renderApp: AppRenderer };
  };
  return async (input) => {
    renderer ??= load().catch((error: unknown) => {
      renderer = undefined;
      throw error;
    });
    return (await renderer).renderApp(input);
  };
}
