import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// A build's HTML pages, each saying which it is.
const PAGES = ['index.html', 'debate/index.html', 'community/ranking/index.html', 'engine/index.html'];

let dir = '';
let server: http.Server;
let base = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-static-'));
  for (const page of PAGES) {
    fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
    fs.writeFileSync(path.join(dir, page), `<p>${page}</p>`);
  }
  server = http.createServer(createStaticHandler({ dir, apiUrl: 'http://127.0.0.1:9' }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const response = await fetch(`${base}${pathname}`);
  return { status: response.status, body: await response.text() };
};

describe('the prod server answers each route with its prerendered page', () => {
  it('gives every debate the debate page, query included', async () => {
    expect(await page('/debate/aaaaaaaa-0000-4000-8000-000000000001')).toEqual({ status: 200, body: '<p>debate/index.html</p>' });
    expect((await page('/debate/some-id?from=share')).body).toBe('<p>debate/index.html</p>');
  });

  it('finds the ranking and the engine pages by name', async () => {
    expect((await page('/community/ranking?sort=popular')).body).toBe('<p>community/ranking/index.html</p>');
    expect((await page('/engine')).body).toBe('<p>engine/index.html</p>');
  });

  it('answers other routes with index.html and a missing asset with 404', async () => {
    expect((await page('/history')).body).toBe('<p>index.html</p>');
    expect((await page('/debate/a/b')).body).toBe('<p>index.html</p>');
    expect((await page('/assets/missing-abc.js')).status).toBe(404);
  });
});

describe('deploy/netlify/_redirects', () => {
  it('forwards the public pages to the edge function before the SPA fallback', () => {
    const rules = fs
      .readFileSync(path.join(ROOT, 'deploy/netlify/_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    const fn = 'https://your-project-ref.supabase.co/functions/v1/public-pages';
    expect(rules).toEqual([
      ['/debate/*', `${fn}/debate/:splat`, '200'],
      ['/u/*', `${fn}/u/:splat`, '200'],
      ['/embed/*', `${fn}/embed/:splat`, '200'],
      ['/og/*', `${fn}/og/:splat`, '200'],
      ['/feeds/*', `${fn}/feeds/:splat`, '200'],
      ['/oembed', `${fn}/oembed`, '200'],
      ['/sitemap.xml', `${fn}/sitemap.xml`, '200'],
      ['/sitemaps/*', `${fn}/sitemaps/:splat`, '200'],
      ['/robots.txt', `${fn}/robots.txt`, '200'],
      // Forced: the ranking has a file of its own (the function's template).
      ['/community/ranking', `${fn}/community/ranking`, '200!'],
      ['/*', '/index.html', '200'],
    ]);
  });
});
