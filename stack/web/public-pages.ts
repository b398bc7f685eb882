// The public pages (supabase/functions/_shared/public-pages) in the local
// stack's web servers: Node's request in, the shared handler's Response out,
// the image's assets read from node_modules. The prod server gives it its
// build's pages (builtApp); the dev server its own (dev-public-pages.ts).
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { SSR_DIR, SSR_FILE } from '../../config/prerender.ts';
import { createPublicData } from '../../supabase/functions/_shared/public-pages/data.ts';
import { createPublicPages } from '../../supabase/functions/_shared/public-pages/handler.ts';
import { createImageRenderer, type ImageAssets } from '../../supabase/functions/_shared/public-pages/image.ts';
import { TEMPLATE_FILES, type AppRenderer, type Template } from '../../supabase/functions/_shared/public-pages/options.ts';
import { createHttpFetch } from './http-fetch.ts';

const require = createRequire(import.meta.url);

const readBuffer = (file: string): ArrayBuffer => {
  const bytes = fs.readFileSync(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

/** The drawing's assets as npm installed them. */
function nodeImageAssets(): Promise<ImageAssets> {
  const font = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return Promise.resolve({
    resvgWasm: fs.readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
    fontRegular: readBuffer(font(400)),
    fontBold: readBuffer(font(700)),
  });
}

/** The app's pages the public pages are written into, and what renders the app into them. */
export interface AppPages {
  template(name: Template): Promise<string>;
  renderApp?: AppRenderer;
  /** The headers of the app's pages, when not the static host's (securityHeaders). */
  pageHeaders?: Record<string, string>;
}

/**
 * A build's pages: its TEMPLATE_FILES as templates (read once), and its
 * server renderer (config/prerender.ts builds src/app/ssr.tsx into
 * .ssr/app.js), imported on first use; none when the build has none.
 */
export function builtApp(dir: string): AppPages {
  const templates = new Map<Template, string>();
  const template = (name: Template) => {
    let page = templates.get(name);
    if (page === undefined) {
      page = fs.readFileSync(path.join(dir, TEMPLATE_FILES[name]), 'utf8');
      templates.set(name, page);
    }
    return Promise.resolve(page);
  };
  const file = path.join(dir, SSR_DIR, SSR_FILE);
  if (!fs.existsSync(file)) return { template };
  let renderer: Promise<{ renderApp: AppRenderer }> | undefined;
  const renderApp: AppRenderer = async (input) => {
    renderer ??= import(pathToFileURL(file).href) as Promise<{ renderApp: AppRenderer }>;
    return (await renderer).renderApp(input);
  };
  return { template, renderApp };
}

export interface NodePublicPagesOptions {
  app: AppPages;
  apiUrl: string;
  anonKey: string;
  /** PostgREST itself, when it runs beside this server: read there, one hop fewer than through the gateway. */
  restUrl?: string;
  /** The public address; else each request's Host. */
  siteUrl?: string;
}

export type NodePublicPages = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const COMPRESSIBLE = /^(text\/|application\/(json|xml|atom\+xml))/;

/** How many compressed answers to keep: a page asked for again (by ETag) is not compressed again. */
const COMPRESSED_CACHE_SIZE = 300;

/** Compresses the handler's answers, each (ETag, encoding) once while it stays among the recently used. */
function compressor() {
  const cache = new Map<string, Buffer>();
  return (body: Buffer, encoding: 'br' | 'gzip', etag: string | null): Buffer => {
    const key = etag ? `${encoding}${etag}` : undefined;
    const hit = key ? cache.get(key) : undefined;
    if (hit && key) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const out =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : zlib.gzipSync(body);
    if (key) {
      if (cache.size >= COMPRESSED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, out);
    }
    return out;
  };
}

function requestOf(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, { method: req.method, headers });
}

/** Answers the public pages' routes (true) or leaves the request to the app's own files (false). */
export function createNodePublicPages(options: NodePublicPagesOptions): NodePublicPages {
  const handler = createPublicPages({
    data: createPublicData({ apiUrl: options.apiUrl, anonKey: options.anonKey, restUrl: options.restUrl, fetch: createHttpFetch() }),
    renderImage: createImageRenderer(nodeImageAssets),
    renderApp: options.app.renderApp,
    template: options.app.template,
    pageHeaders: options.app.pageHeaders,
    apiUrl: options.apiUrl,
    siteUrl: options.siteUrl,
  });
  const compress = compressor();
  return async (req, res) => {
    const response = await handler(requestOf(req));
    if (!response) return false;
    let body: Buffer | null = response.body ? Buffer.from(await response.arrayBuffer()) : null;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    // Headers the shared handler leaves out are not the static files' either.
    if (!response.headers.has('x-frame-options')) res.removeHeader('X-Frame-Options');
    if (!response.headers.has('cross-origin-opener-policy')) res.removeHeader('Cross-Origin-Opener-Policy');
    if (body && body.length > 1024 && COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      if (encoding) {
        body = compress(body, encoding, response.headers.get('etag'));
        res.setHeader('Content-Encoding', encoding);
      }
    }
    res.statusCode = response.status;
    res.end(body ?? undefined);
    return true;
  };
}
