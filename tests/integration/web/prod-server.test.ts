// The production build as the local stack serves it (`npm start -- --prod`):
// the browser lane's stack builds the SPA for its API and serves it with
// stack/web/prod-server.ts; these tests check its headers, compression, caching
// and SPA fallback over HTTP, and that the built app runs under its
// Content-Security-Policy in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy, IMMUTABLE } from '../../../stack/web/headers.ts';
import { test as browserTest } from '../../support/browser.ts';

const apiUrl = inject('apiUrl');
const outDir = inject('appDir');
const base = inject('appUrl');

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers });
/** Node's fetch decodes bodies itself; this reads the bytes as they crossed the wire. */
async function rawGet(p: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${p}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const entryScript = () => {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('no entry script in the built index.html');
  return src;
};

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(apiUrl));
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
}

describe('the production build', () => {
  it('has no inline script: every <script> loads a file', () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      expect(tag).toMatch(/\ssrc="\/assets\/[^"]+\.js"/);
      expect(tag).toMatch(/><\/script>$/);
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('talks to the stack API the CSP allows, over HTTP and websockets', () => {
    const csp = contentSecurityPolicy(apiUrl);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`connect-src 'self' ${apiUrl} ${apiUrl.replace('http://', 'ws://')};`);
    expect(csp).toContain("frame-ancestors 'none'");
    // Vite baked the stack's API into the bundle.
    const bundle = fs
      .readdirSync(path.join(outDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(outDir, 'assets', f), 'utf8'))
      .join('\n');
    expect(bundle).toContain(apiUrl);
  });
});

describe('the prod server', () => {
  it('serves index.html for / with revalidation and the security headers', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(res);
    expect(await res.text()).toBe(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'));
  });

  it("answers the SPA's routes with their prerendered page or index.html (not cached without revalidation)", async () => {
    const page = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    for (const [route, file] of [
      ['/engine', 'engine/index.html'],
      ['/account', 'index.html'],
    ] as const) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expectSecurityHeaders(res);
      expect(await res.text(), route).toBe(page(file));
    }
    // The ranking's is its prerendered page with the ranking written in by the
    // public pages (tests/integration/web/public-pages.test.ts); with a query, its frame.
    const ranking = await get('/community/ranking?sort=popular');
    expect(ranking.status).toBe(200);
    expect(ranking.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(ranking);
    expect(await ranking.text()).toContain(/<div id="root">[\s\S]*<\/div>/.exec(page('community/ranking/index.html'))![0]);
    // A debate's page is the prerendered debate page with its head written by
    // the public pages (tests/integration/web/public-pages.test.ts); one that
    // does not exist gets the generic preview.
    const res = await get('/debate/7f1c2a54-0000-4000-8000-000000000000');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(res);
    const html = await res.text();
    const frame = /<div id="root">[\s\S]*<\/div>/.exec(page('debate/index.html'))![0];
    expect(html).toContain(frame);
    expect(html).toContain('<meta property="og:title" content="Agora">');
  });

  it('revalidates index.html with its ETag (304)', async () => {
    const first = await get('/engine');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/engine', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends hashed assets brotli- or gzip-compressed, as asked, cached for a year', async () => {
    const entry = entryScript();
    const raw = fs.readFileSync(path.join(outDir, entry));

    const br = await rawGet(entry, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.length).toBeLessThan(raw.length);
    expect(zlib.brotliDecompressSync(br.body).equals(raw)).toBe(true);

    const gz = await rawGet(entry, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(raw)).toBe(true);

    const plain = await rawGet(entry, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);

    const html = await rawGet('/engine', 'br');
    expect(html.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(html.body).toString()).toContain('<div id="root"><div class="app-frame" inert="">');
  });

  it('answers a missing asset with 404, never with index.html', async () => {
    for (const p of ['/assets/index-missing.js', '/assets/nothing-here', '/favicon-missing.svg']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('cache-control'), p).toBe('no-store');
      expect(await res.text(), p).not.toContain('<div id="root">');
    }
  });

  it('refuses other methods than GET and HEAD', async () => {
    const head = await fetch(`${base}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(`${base}/`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the built app under its Content-Security-Policy', () => {
  browserTest(
    'renders the ranking and a shared debate with no CSP violation',
    async ({ openPage }) => {
      const db = new pg.Client({ connectionString: inject('dbUrl') });
      await db.connect();
      const { rows } = await db
        .query<{ id: string; topic: string }>('select id, topic from public.debates where is_public order by shared_at desc limit 1')
        .finally(() => db.end());
      const debate = rows[0]!;

      const { page } = await openPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
      });
      await page.addInitScript(() => {
        const w = window as unknown as { cspViolations: Array<Record<string, string | number>> };
        w.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          w.cspViolations.push({
            directive: e.effectiveDirective,
            blocked: e.blockedURI,
            source: e.sourceFile,
          }),
        );
      });
      const violations = async () =>
        page.evaluate(() => (window as unknown as { cspViolations: Array<Record<string, string>> }).cspViolations);

      await page.goto(`${base}/community/ranking`);
      // Data from the API (fetch) rendered by the app's own scripts and styles.
      await expect.poll(() => page.locator('.debate-list > li').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const shell = await page.evaluate(() => getComputedStyle(document.body).margin);
      expect(shell).toBe('0px');
      // Realtime (websocket to the API) is subscribed by the ranking's live tallies.
      const onRanking = await violations();

      await page.goto(`${base}/debate/${debate.id}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe(debate.topic);
      const onDebate = await violations();

      // No exception: zod (the viewer's realtime checks) runs jitless (src/lib/zod.ts),
      // so it never probes eval, which script-src 'self' would report.
      for (const v of [...onRanking, ...onDebate]) problems.push(`CSP violation: ${JSON.stringify(v)}`);
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
