// The public pages' routes without a database: which addresses are public
// pages (and which are left to the host's app), HEAD, ETag revalidation, the
// image drawn once per version, and the refusals. Through the stack, against
// the real readers: tests/integration/web/public-pages.test.ts.
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '../contract/profile.ts';
import type { DebateCard, PublicData } from './data.ts';
import { createPublicPages } from './handler.ts';

const ID = '6f1c1a52-8c1e-4d3b-9a43-0d8e3f0b9a11';
const SITE = 'https://agora.example';

const card = (upvotes = 3): DebateCard => ({
  id: ID,
  topic: 'Should cities ban cars from downtown areas?',
  categories: ['Society'],
  debate_style: 'structured',
  speakers: [
    { model: 'gpt-4', stance: 0.6, style: 'formal' },
    { model: 'gpt-3.5-turbo', stance: -0.6, style: 'casual' },
  ],
  upvotes,
  downvotes: 1,
  shared_at: '2026-11-20T10:00:00Z',
  author_name: 'Alice',
  author_handle: 'alice',
  opening: 'Cars crowd the streets.',
  verdict: null,
});

const alice: PublicProfile = {
  handle: 'alice',
  display_name: 'Alice',
  avatar_url: null,
  member_since: '2026-01-05T00:00:00Z',
  debates_shared: 1,
  upvotes_received: 3,
  deltas_given: 0,
} as unknown as PublicProfile;

function pages(upvotes = { value: 3 }) {
  const drawn: string[] = [];
  const data: PublicData = {
    debatePreview: async (id) => (id === ID ? card(upvotes.value) : null),
    appDebate: async () => null,
    appRoom: async () => ({ verdict: null, deltas: [] }),
    profile: async (handle) => (handle === 'alice' ? alice : null),
    appProfileDebates: async () => [],
    appRanking: async () => [],
    feed: async () => [card(upvotes.value)],
    sitemapPage: async () => [{ id: ID, shared_at: '2026-11-20T10:00:00Z' }],
  };
  const handler = createPublicPages({
    data,
    renderImage: async () => {
      drawn.push(String(upvotes.value));
      return new Uint8Array([137, 80, 78, 71, upvotes.value]);
    },
    template: async (name) =>
      `<!doctype html><html><head>\n  <title>Agora</title>\n</head><body><div id="root">${name}</div></body></html>`,
    apiUrl: 'https://api.example',
    siteUrl: SITE,
  });
  return { handler, drawn };
}

const get = (path: string, init: RequestInit = {}) => new Request(`http://127.0.0.1:5173${path}`, init);

describe('the public pages', () => {
  it('leave every other address, and other methods, to the host', async () => {
    const { handler } = pages();
    for (const path of [
      '/',
      '/engine',
      '/debate/index.html',
      '/u/index.html',
      '/feeds/category/nonsense.atom',
      '/og/debate',
      '/assets/x.js',
    ]) {
      expect(await handler(get(path)), path).toBeUndefined();
    }
    expect(await handler(get(`/debate/${ID}`, { method: 'POST' }))).toBeUndefined();
  });

  it("write the debate's head into its page, with and without a trailing slash", async () => {
    const { handler } = pages();
    for (const path of [`/debate/${ID}`, `/debate/${ID}/`]) {
      const response = (await handler(get(path)))!;
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="${SITE}/debate/${ID}">`);
      expect(html).toMatch(new RegExp(`og:image" content="${SITE}/og/debate/${ID}\\.png\\?v=[0-9a-z]+"`));
      expect(html).toContain('<div id="root">debate</div>');
    }
    const hidden = (await handler(get('/debate/unknown')))!;
    expect(hidden.status).toBe(200);
    expect(await hidden.text()).toContain('name="robots" content="noindex"');
    expect((await handler(get('/u/nobody')))!.status).toBe(404);
    expect(await (await handler(get('/u/alice')))!.text()).toContain(`${SITE}/feeds/u/alice.atom`);
  });

  it('answer HEAD without a body and a known ETag with 304', async () => {
    const { handler } = pages();
    const head = (await handler(get('/robots.txt', { method: 'HEAD' })))!;
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const etag = head.headers.get('ETag')!;
    const again = (await handler(get('/robots.txt', { headers: { 'If-None-Match': `W/${etag}` } })))!;
    expect(again.status).toBe(304);
  });

  it('draw an image once per version, and a new one when the tallies change', async () => {
    const upvotes = { value: 3 };
    const { handler, drawn } = pages(upvotes);
    const first = (await handler(get(`/og/debate/${ID}.png`)))!;
    expect(first.headers.get('Content-Type')).toBe('image/png');
    const etag = first.headers.get('ETag')!;
    expect((await handler(get(`/og/debate/${ID}.png`)))!.headers.get('ETag')).toBe(etag);
    expect((await handler(get(`/og/debate/${ID}.png`, { headers: { 'If-None-Match': etag } })))!.status).toBe(304);
    upvotes.value = 4;
    const changed = (await handler(get(`/og/debate/${ID}.png`, { headers: { 'If-None-Match': etag } })))!;
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect(drawn).toEqual(['3', '4']);
    expect((await handler(get('/og/debate/unknown.png')))!.status).toBe(404);
  });

  it('serve feeds, sitemaps, the embed and oEmbed, refusing what they cannot answer', async () => {
    const { handler } = pages();
    expect((await handler(get('/feeds/debates.atom')))!.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(await (await handler(get('/feeds/category/SCIENCE.atom')))!.text()).toContain('newly shared debates in Science');
    expect((await handler(get('/feeds/debates.atom?before=nonsense')))!.status).toBe(400);
    expect((await handler(get('/feeds/u/nobody.atom')))!.status).toBe(404);
    expect(await (await handler(get('/sitemaps/debates-6f.xml')))!.text()).toContain(`${SITE}/debate/${ID}`);
    expect(await (await handler(get('/sitemap.xml')))!.text()).toContain(`${SITE}/sitemaps/debates-ff.xml`);
    const embed = (await handler(get(`/embed/debate/${ID}`)))!;
    expect(embed.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
    expect((await handler(get('/embed/debate/unknown')))!.status).toBe(404);
    const oembed = (await handler(get(`/oembed?url=${encodeURIComponent(`${SITE}/debate/${ID}`)}`)))!;
    expect(await oembed.json()).toMatchObject({ type: 'rich', thumbnail_url: expect.stringContaining(`/og/debate/${ID}.png?v=`) });
    expect((await handler(get(`/oembed?format=xml&url=${encodeURIComponent(`${SITE}/debate/${ID}`)}`)))!.status).toBe(501);
    expect((await handler(get(`/oembed?url=${encodeURIComponent(`https://elsewhere.example/debate/${ID}`)}`)))!.status).toBe(404);
  });

  it("passes a failing read on to the host, which answers with the app's own page", async () => {
    const failing = createPublicPages({
      data: { debatePreview: () => Promise.reject(new Error('the database is down')) } as unknown as PublicData,
      renderImage: async () => new Uint8Array(),
      template: async () => '<html><head>\n</head><body><div id="root"></div></body></html>',
      apiUrl: 'https://api.example',
    });
    for (const path of [`/debate/${ID}`, `/og/debate/${ID}.png`, `/embed/debate/${ID}`]) {
      await expect(failing(get(path)), path).rejects.toThrow('the database is down');
    }
  });
});
