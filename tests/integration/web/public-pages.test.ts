// The public pages (supabase/functions/_shared/public-pages) in both places
// that serve them: the local prod server (`npm start -- --prod`, the browser
// lane's app) and the public-pages edge function through the gateway, as a
// static host forwards to it. Each page is read as a chat app's unfurler
// would (open-graph-scraper), images are decoded (image-size), feeds and
// sitemaps parsed (fast-xml-parser); private, hidden, removed, deleted and
// unshared debates leak nothing through any of them.
import fs from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { imageSize } from 'image-size';
import ogs from 'open-graph-scraper';
import pg from 'pg';
import { SERVER_RENDERED_CARDS } from '../../../supabase/functions/_shared/contract/ranking.ts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const appUrl = inject('appUrl');
const functionsUrl = inject('functionsUrl');

/** The two hosts of the same pages: paths are the site's, answers name the site's URLs. */
const HOSTS = [
  { name: 'prod server', url: (p: string) => `${appUrl}${p}` },
  { name: 'edge function', url: (p: string) => `${functionsUrl}/public-pages${p}` },
] as const;

const db = new pg.Client({ connectionString: inject('dbUrl') });
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

const TAG = crypto.randomUUID().slice(0, 8);
const ids = {} as Record<'shared' | 'decided' | 'private' | 'hidden' | 'removed' | 'unshared' | 'deleted', string>;
let author: { id: string; handle: string; display_name: string };

async function makeDebate(topic: string, shared: boolean): Promise<string> {
  // One statement: a debate's six turns are checked when its transaction commits.
  const { rows } = await db.query<{ id: string }>(
    `with d as (
       insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker1_rhetoric_style,
         speaker2_model, speaker2_stance, speaker2_rhetoric_style, user_display_name, is_public, shared_at)
       values ($1, $2, array['Science']::public.debate_category[], 'gpt-4o', 0.9, 'formal', 'claude-3', -0.6, 'casual', $3, $4, $5)
       returning id
     ), turns as (
       insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
       select d.id, r, s, format('Round %s, speaker %s: %s is %s.', r + 1, s + 1, $2::text, case s when 0 then 'right' else 'wrong' end), 'summary'
         from d, generate_series(0, 2) r, generate_series(0, 1) s
     )
     select id from d`,
    [author.id, topic, author.display_name, shared, shared ? new Date() : null],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  await db.connect();
  const { rows } = await db.query<{ id: string; handle: string; display_name: string }>(
    `select p.id, p.handle, coalesce(p.display_name, 'Anonymous User') as display_name
       from public.profiles p order by p.created_at limit 1`,
  );
  author = rows[0]!;
  ids.decided = await makeDebate(`Should deserts be parks? ${TAG}`, true);
  // Readers moved from Against to For: the room gives it to its For speaker (the first).
  await db.query(
    `insert into public.poll_answers (debate_id, user_id, before_stance, after_stance)
     select $1, u.id, 'against', 'for' from auth.users u where u.id <> $2 order by u.created_at limit 8`,
    [ids.decided, author.id],
  );
  // The newest shared debate, which the feeds list first.
  ids.shared = await makeDebate(`Should oceans be parks? ${TAG}`, true);
  ids.private = await makeDebate(`Private matter ${TAG}`, false);
  ids.hidden = await makeDebate(`Hidden matter ${TAG}`, true);
  ids.removed = await makeDebate(`Removed matter ${TAG}`, true);
  ids.unshared = await makeDebate(`Unshared matter ${TAG}`, true);
  ids.deleted = await makeDebate(`Deleted matter ${TAG}`, true);
  await db.query(`update public.debate_tallies set upvotes = 7, downvotes = 2 where debate_id = $1`, [ids.shared]);
  await db.query(`update public.debates set moderation_state = 'hidden' where id = $1`, [ids.hidden]);
  await db.query(`update public.debates set moderation_state = 'removed' where id = $1`, [ids.removed]);
  await db.query(`update public.debates set is_public = false, shared_at = null where id = $1`, [ids.unshared]);
  await db.query(`delete from public.debates where id = $1`, [ids.deleted]);
});

afterAll(async () => {
  await db.query(`delete from public.debates where topic like $1`, [`%${TAG}`]);
  await db.end();
});

const NOT_PUBLIC = ['private', 'hidden', 'removed', 'unshared', 'deleted'] as const;
const secrets = () => NOT_PUBLIC.map((k) => `${k[0]!.toUpperCase()}${k.slice(1)} matter ${TAG}`);

async function openGraph(html: string) {
  const { result } = await ogs({ html });
  return result;
}

describe.each(HOSTS)('public pages from the $name', (host) => {
  const get = (p: string, headers: Record<string, string> = {}) => fetch(host.url(p), { headers });

  it("gives a shared debate's page its title, description, canonical URL, cards and image", async () => {
    const res = await get(`/debate/${ids.shared}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    const og = await openGraph(html);
    expect(og.ogTitle).toBe(`Should oceans be parks? ${TAG} — Agora debate`);
    expect(og.ogDescription).toBe(
      'First Speaker (Strongly For · gpt-4o · Formal) vs Second Speaker (Against · claude-3 · Casual). 7 upvotes · 2 downvotes. ' +
        `“Round 1, speaker 1: Should oceans be parks? ${TAG} is right.”`,
    );
    expect(og.ogUrl).toBe(`${appUrl}/debate/${ids.shared}`);
    expect(og.twitterCard).toBe('summary_large_image');
    expect(og.ogImage?.[0]).toMatchObject({ width: '1200', height: '630', type: 'image/png' });
    expect(og.ogImage?.[0]?.url).toMatch(new RegExp(`^${appUrl}/og/debate/${ids.shared}\\.png\\?v=\\w+$`));
    expect(og.twitterImage?.[0]?.url).toBe(og.ogImage?.[0]?.url);
    expect(html).toContain(`<link rel="canonical" href="${appUrl}/debate/${ids.shared}">`);
    expect(html).toContain('type="application/json+oembed"');
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Agora: newly shared debates" href="${appUrl}/feeds/debates.atom">`,
    );
    // The SPA starts from the same page, its entry script there; the debate itself is written
    // into #root by the app's own components (not the loading frame), ready to be hydrated.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    expect(html).not.toContain('class="app-frame"');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="agora-server-data">'));
    expect(root).toContain(`<h1 id="debate-topic" class="debate-header__topic">Should oceans be parks? ${TAG}</h1>`);
    for (const round of ['Round <!-- -->1', 'Round <!-- -->2', 'Round <!-- -->3']) expect(root).toContain(round);
    expect(root).toContain('<span data-testid="upvotes">7</span>');
    expect(root).toContain('gpt-4o');
    // The data it was rendered from, as the app reads it: the turns' full text included.
    const block = /<script type="application\/json" id="agora-server-data">([^<]*)<\/script>/.exec(html);
    const data = JSON.parse(block![1]!) as {
      path: string;
      debate: { id: string; value: { topic: string; debate_turns: { text: string }[] }; room: unknown };
    };
    expect(data.path).toBe(`/debate/${ids.shared}`);
    expect(data.debate.id).toBe(ids.shared);
    expect(data.debate.value.topic).toBe(`Should oceans be parks? ${TAG}`);
    expect(data.debate.value.debate_turns.map((t) => t.text)).toContain(`Round 3, speaker 2: Should oceans be parks? ${TAG} is wrong.`);
    // The room's verdict and ∆s too, so the verdict is on the page from the start.
    expect(data.debate.room).toMatchObject({ deltas: [] });
    expect(data.debate.room).toHaveProperty('verdict');
  });

  it('escapes the data block against a text that would end it', async () => {
    const id = await makeDebate(`Oceans </script><script>alert(1)</script> <!-- ${TAG}`, true);
    // Gone at once: the feeds' test expects the shared debate to be the newest.
    const html = await (await get(`/debate/${id}`)).text().finally(() => db.query(`delete from public.debates where id = $1`, [id]));
    const block = /<script type="application\/json" id="agora-server-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toContain('<');
    expect((JSON.parse(block) as { debate: { value: { topic: string } } }).debate.value.topic).toBe(
      `Oceans </script><script>alert(1)</script> <!-- ${TAG}`,
    );
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('draws the image as a 1200×630 PNG, revalidated by its ETag, new when the tallies change', async () => {
    const first = await get(`/og/debate/${ids.shared}.png`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const png = new Uint8Array(await first.arrayBuffer());
    expect(imageSize(png)).toMatchObject({ type: 'png', width: 1200, height: 630 });
    const etag = first.headers.get('etag')!;
    expect((await get(`/og/debate/${ids.shared}.png`, { 'if-none-match': etag })).status).toBe(304);
    // As caches send it: a list, or the tag marked weak.
    expect((await get(`/og/debate/${ids.shared}.png`, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get(`/og/debate/${ids.shared}.png`, { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await get(`/og/debate/${ids.shared}.png`, { 'if-none-match': '"other"' })).status).toBe(200);

    await db.query(`update public.debate_tallies set upvotes = 8 where debate_id = $1`, [ids.shared]);
    try {
      const changed = await get(`/og/debate/${ids.shared}.png`, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      const og = await openGraph(await (await get(`/debate/${ids.shared}`)).text());
      expect(og.ogImage?.[0]?.url).not.toContain(etag.replaceAll('"', ''));
    } finally {
      await db.query(`update public.debate_tallies set upvotes = 7 where debate_id = $1`, [ids.shared]);
    }
  });

  it('stops serving the image of a debate made private', async () => {
    const id = await makeDebate(`Soon private ${TAG}`, true);
    const drawn = await get(`/og/debate/${id}.png`);
    expect(drawn.status).toBe(200);
    const etag = drawn.headers.get('etag')!;
    await db.query(`update public.debates set is_public = false, shared_at = null where id = $1`, [id]);
    const gone = await get(`/og/debate/${id}.png`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    // Not even "unchanged" for a client holding the image already.
    expect((await get(`/og/debate/${id}.png`, { 'if-none-match': etag })).status).toBe(404);
  });

  it.each(NOT_PUBLIC)('reveals nothing of a %s debate: page, image, embed, oEmbed', async (kind) => {
    const id = ids[kind];
    const page = await get(`/debate/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const og = await openGraph(html);
    expect(og.ogTitle).toBe('Agora');
    expect(og.ogImage?.[0]?.url).toBe(`${appUrl}/og/agora.png`);
    expect(html).not.toContain(TAG);
    expect(html).not.toContain(id);
    // The generic page: the build's loading frame, no rendered debate, no data block.
    expect(html).toContain('<div id="root"><div class="app-frame" inert="">');
    expect(html).not.toContain('agora-server-data');
    expect(html).not.toContain('debate-topic');

    expect((await get(`/og/debate/${id}.png`)).status).toBe(404);
    const embed = await get(`/embed/debate/${id}`);
    expect(embed.status).toBe(404);
    expect(await embed.text()).not.toContain(TAG);
    const oembed = await get(`/oembed?format=json&url=${encodeURIComponent(`${appUrl}/debate/${id}`)}`);
    expect(oembed.status).toBe(404);
    expect(await oembed.text()).not.toContain(TAG);
  });

  it('lists exactly the public debates in the feeds and the sitemap', async () => {
    const feedRes = await get('/feeds/debates.atom');
    expect(feedRes.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    expect(feedRes.headers.get('etag')).toBeTruthy();
    const body = await feedRes.text();
    const feed = xml.parse(body).feed;
    const entries = [feed.entry].flat();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0].id).toBe(`${appUrl}/debate/${ids.shared}`);
    expect(entries[0].updated).toBe(feed.updated);
    for (const secret of secrets()) expect(body).not.toContain(secret);
    expect((await get('/feeds/debates.atom', { 'if-none-match': feedRes.headers.get('etag')! })).status).toBe(304);

    const { rows: publicRows } = await db.query<{ id: string }>(
      `select id from public.debates where is_public and moderation_state = 'visible'`,
    );
    const index = xml.parse(await (await get('/sitemap.xml')).text()).sitemapindex;
    const pages = [index.sitemap].flat().map((s: { loc: string }) => s.loc);
    expect(pages).toHaveLength(257);
    const listed: string[] = [];
    for (const loc of pages.filter((l) => l.includes('/sitemaps/debates-'))) {
      const urlset = xml.parse(await (await get(new URL(loc).pathname)).text()).urlset;
      listed.push(...[urlset.url ?? []].flat().map((u: { loc: string }) => u.loc));
    }
    expect(listed.sort()).toEqual(publicRows.map((r) => `${appUrl}/debate/${r.id}`).sort());

    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
  });

  it('pages the feed with rel="next" and filters it by category and person', async () => {
    const feed = xml.parse(await (await get('/feeds/debates.atom')).text()).feed;
    const links = [feed.link].flat() as { rel: string; href: string }[];
    const next = links.find((l) => l.rel === 'next');
    const firstIds = [feed.entry].flat().map((e: { id: string }) => e.id);
    if (firstIds.length === 20) {
      expect(next).toBeDefined();
      const older = xml.parse(await (await get(new URL(next!.href).pathname + new URL(next!.href).search)).text()).feed;
      const olderIds = [older.entry ?? []].flat().map((e: { id: string }) => e.id);
      expect(olderIds.filter((id) => firstIds.includes(id))).toEqual([]);
    }
    const science = xml.parse(await (await get('/feeds/category/science.atom')).text()).feed;
    for (const entry of [science.entry ?? []].flat()) {
      expect([entry.category].flat().map((c: { term: string }) => c.term)).toContain('Science');
    }
    const person = await (await get(`/feeds/u/${author.handle}.atom`)).text();
    expect(xml.parse(person).feed.title).toBe(`Agora: debates shared by ${author.display_name}`);
    expect(person).toContain(ids.shared);
    expect((await get('/feeds/u/nobody_by_this_name.atom')).status).toBe(404);
  });

  it('frames the embed card anywhere and only there, with an oEmbed that embeds it', async () => {
    const embed = await get(`/embed/debate/${ids.shared}`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    const card = await embed.text();
    expect(card).toContain(`Should oceans be parks? ${TAG}`);
    expect(card).toContain('Read and vote on Agora');
    expect(card).not.toMatch(/<script/i);

    const oembed = await get(`/oembed?format=json&url=${encodeURIComponent(`${appUrl}/debate/${ids.shared}`)}`);
    expect(oembed.status).toBe(200);
    const json = (await oembed.json()) as Record<string, unknown>;
    expect(json).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Agora',
      title: `Should oceans be parks? ${TAG}`,
      width: 560,
      height: 300,
    });
    expect(json.html).toContain(`src="${appUrl}/embed/debate/${ids.shared}"`);
  });

  it('gives a profile its preview and feed, never an email; an unknown handle is a 404', async () => {
    const res = await get(`/u/${author.handle.toUpperCase()}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const og = await openGraph(html);
    expect(og.ogTitle).toBe(`${author.display_name} (@${author.handle}) — Agora`);
    expect(og.ogDescription).toMatch(/\d+ debates? shared · \d+ upvotes? received · \d+ ∆s? given\./);
    expect(og.ogUrl).toBe(`${appUrl}/u/${author.handle}`);
    expect(og.ogImage?.[0]).toMatchObject({ width: '1200', height: '630' });
    expect(html).not.toMatch(/@agora\.test|@example\./);
    expect(html).toContain(`href="${appUrl}/feeds/u/${author.handle}.atom"`);
    expect((await get('/u/nobody_by_this_name')).status).toBe(404);
  });

  it('writes the profile itself into its page, with its shared debates and nothing private', async () => {
    const html = await (await get(`/u/${author.handle.toUpperCase()}`)).text();
    // Rendered into #root by the app's own components (not the loading frame), with the cards' stylesheet linked.
    expect(html).not.toContain('class="app-frame"');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/community-[^"]+\.css">/);
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="agora-server-data">'));
    expect(root).toContain(`<h1 class="profile__name">${author.display_name}</h1>`);
    expect(root).toContain(`Should oceans be parks? ${TAG}`);
    for (const secret of secrets()) expect(html).not.toContain(secret);
    expect(html).not.toMatch(/@agora\.test|@example\./);
    // The data it was rendered from, under the handle as the address writes it.
    const block = /<script type="application\/json" id="agora-server-data">([^<]*)<\/script>/.exec(html);
    const data = JSON.parse(block![1]!) as {
      path: string;
      profile: { handle: string; value: { profile: { handle: string }; debates: { id: string }[] } };
    };
    expect(data.path).toBe(`/u/${author.handle.toUpperCase()}`);
    expect(data.profile.handle).toBe(author.handle.toUpperCase());
    expect(data.profile.value.profile.handle).toBe(author.handle);
    expect(data.profile.value.debates.map((d) => d.id)).toContain(ids.shared);
    // An unknown handle gets the frame and no data block.
    const unknown = await (await get('/u/nobody_by_this_name')).text();
    expect(unknown).not.toContain('agora-server-data');
    // The template itself is the build's file, not a person called "index.html".
    expect((await fetch(`${appUrl}/u/index.html`)).status).toBe(200);
  });

  it('writes the ranking into its page: the first page of shared debates, newest first, nothing private; with filters, the frame', async () => {
    const html = await (await get('/community/ranking')).text();
    expect(html).not.toContain('class="app-frame"');
    expect(html).toContain('<title>Community debates — Agora</title>');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="agora-server-data">'));
    expect(root).toContain(`Should oceans be parks? ${TAG}`);
    for (const secret of secrets()) expect(html).not.toContain(secret);
    const block = /<script type="application\/json" id="agora-server-data">([^<]*)<\/script>/.exec(html);
    const data = JSON.parse(block![1]!) as {
      path: string;
      ranking: { id: string; shared_at: string; verdict: { status: string; winner_speaker: number | null; is_final: boolean } | null }[];
    };
    expect(data.path).toBe('/community/ranking');
    expect(data.ranking.map((d) => d.id)).toContain(ids.shared);
    expect(data.ranking.length).toBeLessThanOrEqual(20);
    const sharedAt = data.ranking.map((d) => d.shared_at);
    expect(sharedAt).toEqual([...sharedAt].sort().reverse());
    // The first cards are in the page; the data block holds the whole first page, for the app to render the rest.
    expect(root.match(/class="debate-card__title"/g)?.length).toBe(Math.min(data.ranking.length, SERVER_RENDERED_CARDS));
    // Each card comes with its room verdict, as a visitor reads it, so no badge arrives after the page has painted.
    // (A visitor: auth.uid() is null for this connection.)
    const verdicts = await db.query<{
      debate_id: string;
      status: string;
      winner_speaker: number | null;
      is_final: boolean;
      winner_person: unknown;
    }>(`select debate_id, status, winner_speaker, is_final, winner_person from public.get_reader_verdicts($1::uuid[])`, [
      data.ranking.map((d) => d.id),
    ]);
    const byId = new Map(verdicts.rows.map(({ debate_id, ...verdict }) => [debate_id, verdict]));
    expect(data.ranking.map((d) => d.verdict)).toEqual(data.ranking.map((d) => byId.get(d.id) ?? null));
    expect(data.ranking.find((d) => d.id === ids.decided)?.verdict).toEqual({
      status: 'decided',
      winner_speaker: 1,
      is_final: false,
      winner_person: null,
    });
    expect(root).toContain('>Room: First Speaker (gpt-4o) won</span>');
    const badged = data.ranking.slice(0, SERVER_RENDERED_CARDS).filter((d) => d.verdict && d.verdict.status !== 'not_enough_votes');
    expect(root.match(/data-testid="card-verdict"/g)?.length ?? 0).toBe(badged.length);
    // Filters may need the reader's zone or local stars: the app fills the frame.
    const filtered = await (await get('/community/ranking?sort=popular')).text();
    expect(filtered).toContain('class="app-frame"');
    expect(filtered).not.toContain('agora-server-data');
  });

  it("names the speakers in the app's words, says who wrote a seeded debate and counts in the right plural", async () => {
    // The seeded debates are the offline demo's: beside a model's name, every page says so.
    const seeded = 'aaaaaaaa-0000-4000-8000-000000000012';
    const texts = [
      (await openGraph(await (await get(`/debate/${seeded}`)).text())).ogDescription ?? '',
      await (await get(`/embed/debate/${seeded}`)).text(),
      await (await get(`/embed/debate/${ids.shared}`)).text(),
      await (await get('/feeds/debates.atom')).text(),
      await (await get(`/u/${author.handle}`)).text(),
      await (await get('/community/ranking')).text(),
    ];
    expect(texts[0]).toMatch(/^First Speaker \([^)]*gpt-4 · offline demo[^)]*\) vs Second Speaker \([^)]*gpt-3\.5-turbo · offline demo/);
    expect(texts[1]).toContain('<b>Second Speaker</b>');
    expect(texts[1]).toContain('offline demo');
    expect(texts[2]).not.toContain('offline demo');
    for (const text of texts) {
      expect(text).not.toMatch(/\bSpeaker [12AB]\b/);
      expect(text).not.toMatch(/\b1 (debates|answers|readers|responses|replies|upvotes|downvotes|points|∆s)\b/);
    }
  });
});

describe('one implementation in both places', () => {
  it('writes the same debate page, profile page and ranking from the prod server and the edge function', async () => {
    for (const page of [`/debate/${ids.shared}`, `/u/${author.handle}`, '/community/ranking', '/community/ranking?sort=popular']) {
      const [a, b] = await Promise.all(HOSTS.map(async (h) => (await fetch(h.url(page))).text()));
      expect(b).toBe(a);
    }
  });

  it('keeps the static host forwarding every public path to the function', () => {
    const rules = fs.readFileSync('deploy/netlify/_redirects', 'utf8');
    for (const p of [
      '/debate/*',
      '/u/*',
      '/embed/*',
      '/og/*',
      '/feeds/*',
      '/oembed',
      '/sitemap.xml',
      '/sitemaps/*',
      '/robots.txt',
      '/community/ranking',
    ]) {
      expect(rules).toMatch(
        new RegExp(`^${p.replace(/[*.]/g, '\\$&')}\\s+https://your-project-ref\\.supabase\\.co/functions/v1/public-pages/`, 'm'),
      );
    }
  });
});
