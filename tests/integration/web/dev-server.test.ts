// `npm start` (the dev server, `web: true, prod: false`) serves every public
// page as `npm start -- --prod` does, from the same handler: a debate's head
// and its page rendered by the app, its image, the feed, the sitemap,
// robots.txt, oEmbed and the embed card; the app hydrates the debate's page;
// and the public-pages function renders the debate too (the hosted layout,
// with the renderer the dev server builds for it). Its own stack, seeded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { imageSize } from 'image-size';
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../../../stack/orchestration/start-stack.ts';
import { test } from '../../support/browser.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-dev-web-'));
let stack: RunningStack;
let debate: { id: string; topic: string };

beforeAll(async () => {
  stack = await startStack({
    dataDir: path.join(dir, 'data'),
    persistent: false,
    seed: true,
    web: true,
    prod: false,
    functionsEnvFile: false,
  });
  const { data, error } = await supabaseClient(stack.apiUrl, stack.anonKey)
    .from('public_debates')
    .select('id, topic')
    .order('shared_at', { ascending: false })
    .limit(1)
    .single();
  if (error) throw error;
  debate = data as { id: string; topic: string };
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const app = (p: string) => `${stack.appUrl}${p}`;
const xml = new XMLParser({ ignoreAttributes: false });

describe('the dev server', () => {
  it("writes a shared debate's head and the debate itself into its page", async () => {
    const res = await fetch(app(`/debate/${debate.id}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Vite's client cannot run under the app's CSP; the other headers are the static host's.
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    const { result: og } = await ogs({ html });
    expect(og.ogTitle).toContain(debate.topic.slice(0, 40));
    expect(og.ogUrl).toBe(app(`/debate/${debate.id}`));
    expect(og.ogImage?.[0]?.url).toMatch(new RegExp(`^${app(`/og/debate/${debate.id}`)}\\.png\\?v=\\w+$`));
    expect(html).toContain('type="application/json+oembed"');
    // The page is the dev server's (its client and entry), with the debate rendered in by the app's own components.
    expect(html).toContain('/@vite/client');
    expect(html).toContain('<script type="module" src="/src/boot.ts"></script>');
    expect(html).toContain('<h1 id="debate-topic"');
    expect(html).toContain('<script type="application/json" id="agora-server-data">');
  });

  it('serves the preview image, revalidated by its version', async () => {
    const res = await fetch(app(`/og/debate/${debate.id}.png`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(imageSize(new Uint8Array(await res.arrayBuffer()))).toMatchObject({ width: 1200, height: 630, type: 'png' });
    const again = await fetch(app(`/og/debate/${debate.id}.png`), { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves the Atom feed, the sitemap and robots.txt instead of the app', async () => {
    const feed = await fetch(app('/feeds/debates.atom'));
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const entries = (xml.parse(await feed.text()) as { feed: { entry: Array<{ id: string }> } }).feed.entry;
    expect(entries.some((entry) => entry.id.endsWith(debate.id))).toBe(true);

    const index = xml.parse(await (await fetch(app('/sitemap.xml'))).text()) as { sitemapindex: { sitemap: Array<{ loc: string }> } };
    expect(index.sitemapindex.sitemap.map((s) => s.loc)).toContain(app(`/sitemaps/debates-${debate.id.slice(0, 2)}.xml`));
    const page = await (await fetch(app(`/sitemaps/debates-${debate.id.slice(0, 2)}.xml`))).text();
    expect(page).toContain(`<loc>${app(`/debate/${debate.id}`)}</loc>`);

    const robots = await fetch(app('/robots.txt'));
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain(`Sitemap: ${app('/sitemap.xml')}`);
  });

  it('answers oEmbed and serves the embed card, the one page others may frame', async () => {
    const oembed = await fetch(app(`/oembed?format=json&url=${encodeURIComponent(app(`/debate/${debate.id}`))}`));
    expect(oembed.status).toBe(200);
    const body = (await oembed.json()) as { type: string; html: string; thumbnail_url: string };
    expect(body.type).toBe('rich');
    expect(body.html).toContain(`src="${app(`/embed/debate/${debate.id}`)}"`);
    expect(body.thumbnail_url).toContain(`/og/debate/${debate.id}.png?v=`);

    const embed = await fetch(app(`/embed/debate/${debate.id}`));
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(await embed.text()).not.toContain('Page not found');
  });

  it("leaves the app's own addresses to Vite", async () => {
    const engine = await (await fetch(app('/engine'))).text();
    expect(engine).toContain('<script type="module" src="/src/boot.ts"></script>');
    expect(engine).not.toContain('og:title');
  });

  test("hydrates the server's debate page in the browser", async ({ openPage }) => {
    const { page, pageErrors } = await openPage();
    await page.goto(app(`/debate/${debate.id}`));
    await page.locator('#root[data-hydrated]').waitFor();
    expect(await page.locator('#debate-topic').innerText()).toBe(debate.topic);
    expect(pageErrors).toEqual([]);
  });
});

describe('the public-pages function beside the dev server', () => {
  it('renders the debate into its page with the renderer the dev server built', async () => {
    const url = `${stack.functionsUrl}/public-pages/debate/${debate.id}`;
    // The dev server builds the function's renderer once it has started (a minute on a busy machine).
    await expect
      .poll(async () => (await (await fetch(url)).text()).includes('id="agora-server-data"'), { timeout: 240_000, interval: 2_000 })
      .toBe(true);
    const html = await (await fetch(url)).text();
    expect(html).toContain('<h1 id="debate-topic"');
    const { result: og } = await ogs({ html });
    expect(og.ogUrl).toBe(app(`/debate/${debate.id}`));
  }, 300_000);
});
