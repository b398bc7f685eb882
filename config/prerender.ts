// Build step (a Vite plugin): each first screen a visitor may land on gets its
// own HTML page holding that screen's loading state — nav, headings, filters,
// skeletons — rendered by React from the app's own components
// (src/app/shell.tsx), with its route's stylesheet linked. The browser paints
// it before any script has run; src/boot.ts then starts the app over it.
import fs from 'node:fs';
import path from 'node:path';
import { build, createServer, type Plugin, type ResolvedConfig } from 'vite';

/** The server renderer's entry (src/app/ssr.tsx). */
const SSR_ENTRY = 'src/app/ssr.tsx';
/**
 * Where the build puts the server renderer: one ESM file with every
 * dependency inside, which Node (stack/web) and Deno (the public-pages
 * function) import. A dot directory, which the static server does not serve.
 */
export const SSR_DIR = '.ssr';
export const SSR_FILE = 'app.js';

/** The app itself, which the entry starts once the frame has painted. */
const APP_CHUNK = 'src/main.tsx';

interface Shell {
  /** The address rendered. */
  path: string;
  /** Where the page goes in the build; the servers answer the route with it. */
  file: string;
  /** The route's lazily loaded chunk (its source, as the manifest names it), whose CSS the page links. */
  chunk: string;
}

/**
 * The routes with a prerendered page. Every /debate/:id is answered with the
 * one debate page (stack/web/static-server.ts, deploy/netlify/_redirects).
 */
const SHELLS: readonly Shell[] = [
  { path: '/community/ranking', file: 'community/ranking/index.html', chunk: 'src/features/community/index.ts' },
  { path: '/engine', file: 'engine/index.html', chunk: 'src/features/engine/index.ts' },
  { path: '/debate/loading', file: 'debate/index.html', chunk: 'src/features/debate/index.ts' },
  // Every /u/:handle likewise: the profile's frame and the cards' stylesheet, into which the server writes the profile.
  { path: '/u/loading', file: 'u/index.html', chunk: 'src/features/community/index.ts' },
];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** src/app/shell.tsx, as loaded through Vite. */
interface ShellModule {
  renderShell(path: string): Promise<string>;
}

/** The stylesheets of chunks and their static imports, each once. */
function stylesheetsOf(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const stylesheets: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    for (const dep of chunk.imports ?? []) visit(dep);
    stylesheets.push(...(chunk.css ?? []));
  };
  keys.forEach(visit);
  return [...new Set(stylesheets)];
}

/**
 * index.html with the frame in #root and the route's stylesheets linked. The
 * app's scripts are not preloaded here: fetched beside the frame they compete
 * with it for a slow connection, and measured (bench:web) the frame painted
 * a second later on a phone; the entry asks for them once it has painted.
 */
function pageFor(template: string, body: string, stylesheets: readonly string[], base: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty #root to fill');
  const links = stylesheets
    .filter((file) => !template.includes(`${base}${file}"`))
    .map((file) => `    <link rel="stylesheet" crossorigin href="${base}${file}">\n`)
    .join('');
  return template.replace(/\n(\s*)<\/head>/, `\n${links}$1</head>`).replace(root, `<div id="root">${body}</div>`);
}

/**
 * Builds src/app/ssr.tsx for servers: all dependencies bundled (no
 * node_modules at run time), React's web-streams server build (the `worker`
 * condition: no Node built-ins, so Deno runs it too), one file (no chunks).
 */
export async function buildServerRenderer(config: Pick<ResolvedConfig, 'configFile' | 'root' | 'mode'>, outDir: string): Promise<void> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: {
      target: 'webworker',
      noExternal: true,
      resolve: {
        conditions: ['worker', 'browser', 'module', 'production'],
        externalConditions: ['worker', 'browser', 'module', 'production'],
      },
    },
    build: {
      ssr: SSR_ENTRY,
      outDir: path.join(outDir, SSR_DIR),
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      copyPublicDir: false,
      minify: true,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: SSR_FILE, format: 'es' } },
    },
  });
}

export function prerenderShells(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'agora:prerender-shells',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      // The components as the SPA builds them (aliases, import.meta.env), rendered in Node.
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderShell } = (await server.ssrLoadModule('/src/app/shell.tsx')) as ShellModule;
        for (const shell of SHELLS) {
          const body = await renderShell(shell.path);
          const page = pageFor(template, body, stylesheetsOf(manifest, [APP_CHUNK, shell.chunk]), config.base);
          const file = path.join(outDir, shell.file);
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, page);
        }
      } finally {
        await server.close();
      }
      await buildServerRenderer(config, outDir);
    },
  };
}
