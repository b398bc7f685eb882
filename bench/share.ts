// `npm run bench:share [-- --rows 1000000 --pages 300 --images 30]`
//
// The public pages at a million debates: a throwaway stack (PostgreSQL,
// PostgREST, the gateway) filled with `--rows` shared debates, and the prod
// server's public pages (stack/web/public-pages.ts over the shared handler in
// supabase/functions/_shared/public-pages) on a local HTTP port, reading them
// from PostgREST as anon as the prod server does. Each request is a client's:
// over a kept-alive connection (node:http, the lightest client: a real one's
// CPU is not the server's), brotli accepted, the body read. Times:
//   1. a debate's preview page (HTML with its head written), over random debates;
//   2. its image cold: drawn for a debate not drawn before (satori + resvg);
//   3. its image cached: a debate already drawn (the database read still
//      happens: a debate made private must stop being served).
// Prints p50/p95 against the targets (page ≤ 30 ms p95, image ≤ 300 ms cold,
// ≤ 20 ms cached) with pass/MISS and the load average.
//
// Bench data shortcut: the debates are bulk-loaded with their triggers off and
// only the debates measured get their six turns (the pages read a debate's
// turns by its id; the other debates' turns would only fill the table).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../stack/postgres/migrate.ts';
import { builtApp, createNodePublicPages } from '../stack/web/public-pages.ts';
import { quantile, startBenchStack } from './live/setup.ts';
import { commitShort, loadAverage, utcMinute } from './run-info.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    pages: { type: 'string', default: '300' },
    images: { type: 'string', default: '30' },
  },
});
const ROWS = Number(values.rows);
const PAGES = Number(values.pages);
const IMAGES = Number(values.images);
const BATCH = 100_000;
const TARGETS = { page: 30, cold: 300, cached: 20 };

const loadAtStart = loadAverage();
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const bench = await startBenchStack('share');
try {
  const { db, stack } = bench;
  console.log(`Loading ${ROWS.toLocaleString('en')} debates…`);
  const loadStart = process.hrtime.bigint();
  await db.query(`
    insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
           'share' || i || '@agora.local', '{"provider":"email"}', jsonb_build_object('display_name', 'Bench ' || i), now(), now()
      from generate_series(1, 1000) i`);
  await db.query('alter table public.debates disable trigger debates_have_six_turns');
  await db.query('alter table public.debates disable trigger sync_debate_tally');
  for (let done = 0; done < ROWS; done += BATCH) {
    const n = Math.min(BATCH, ROWS - done);
    await db.query(
      `with users as (select array_agg(id) ids from auth.users)
       insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker1_rhetoric_style,
                                   speaker2_model, speaker2_stance, speaker2_rhetoric_style, is_public, shared_at, user_display_name)
       select u.ids[1 + (s.i % 1000)], 'Should bench debate number ' || s.i || ' be drawn quickly at chat size?',
              array['Science']::public.debate_category[], 'gpt-4o', 0.6, 'formal', 'claude-3', -0.6, 'casual',
              true, now() - random() * interval '365 days', 'Bench'
         from generate_series($1::int + 1, $1::int + $2::int) s(i), users u`,
      [done, n],
    );
    process.stdout.write(`  ${(done + n).toLocaleString('en')}\r`);
  }
  await db.query(
    `insert into public.debate_tallies (debate_id, upvotes, downvotes, shared_at)
     select id, (random() * 500)::int, (random() * 200)::int, shared_at from public.debates`,
  );
  const sample = // A random sample (pages of 1 %, or more of a smaller table so that it holds enough rows).
    (
      await db.query<{ id: string }>(`select id from public.debates tablesample system ($2) limit $1`, [
        PAGES + 2 * IMAGES,
        Math.min(100, Math.max(1, (300 * (PAGES + 2 * IMAGES)) / ROWS)),
      ])
    ).rows.map((r) => r.id);
  await db.query(
    `insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
     select d, r, s, repeat('An argument of some length about the matter at hand. ', 20), 'summary'
       from unnest($1::uuid[]) d, generate_series(0, 2) r, generate_series(0, 1) s`,
    [sample],
  );
  await db.query('alter table public.debates enable trigger debates_have_six_turns');
  await db.query('alter table public.debates enable trigger sync_debate_tally');
  await db.query('vacuum analyze');
  console.log(`Loaded in ${(ms(loadStart) / 1000).toFixed(1)} s.\n`);

  // The app's page stands in for the build's two templates (the head is what is written).
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-bench-share-site-'));
  fs.mkdirSync(path.join(site, 'debate'));
  fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(site, 'index.html'));
  fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(site, 'debate', 'index.html'));
  const publicPages = createNodePublicPages({
    app: builtApp(site),
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    restUrl: stack.services.find((service) => service.name === 'postgrest')?.url,
    siteUrl: 'https://agora.example',
  });
  const server = http.createServer((req, res) => {
    publicPages(req, res).then(
      (answered) => {
        if (!answered) res.writeHead(404).end();
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (p: string) =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`${origin}${p}`, { agent, headers: { 'Accept-Encoding': 'br' } }, (response) => {
          response.resume();
          response.on('error', reject);
          response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${p} answered ${response.statusCode}`))));
        })
        .on('error', reject);
    });
  const time = async (paths: string[]) => {
    const times: number[] = [];
    for (const p of paths) {
      const start = process.hrtime.bigint();
      await get(p);
      times.push(ms(start));
    }
    return times.sort((a, b) => a - b);
  };

  const pageIds = sample.slice(0, PAGES);
  const coldIds = sample.slice(PAGES, PAGES + IMAGES);
  const warmUpIds = sample.slice(PAGES + IMAGES);
  // Connections, the WebAssembly and the fonts start once per process: not what a page costs.
  await time(warmUpIds.slice(0, 5).map((id) => `/debate/${id}`));
  await get(`/og/debate/${warmUpIds[0]}.png`);

  const rows: [string, number[], number][] = [
    ['preview page (HTML)', await time(pageIds.map((id) => `/debate/${id}`)), TARGETS.page],
    ['image, cold (drawn)', await time(coldIds.map((id) => `/og/debate/${id}.png`)), TARGETS.cold],
  ];
  const cachedPaths = Array.from({ length: 200 }, (_, i) => `/og/debate/${coldIds[i % coldIds.length]}.png`);
  rows.push(['image, cached', await time(cachedPaths), TARGETS.cached]);

  console.log(`${ROWS.toLocaleString('en')} debates · commit ${commitShort()} · ${utcMinute(new Date())}`);
  console.log(`load average (1/5/15 min) at start ${loadAtStart}, at end ${loadAverage()}\n`);
  console.log('case'.padEnd(24), 'runs'.padStart(5), 'p50 ms'.padStart(9), 'p95 ms'.padStart(9), 'target'.padStart(9), '');
  const misses: string[] = [];
  for (const [label, times, target] of rows) {
    const p95 = quantile(times, 0.95);
    if (p95 > target) misses.push(label);
    console.log(
      label.padEnd(24),
      String(times.length).padStart(5),
      quantile(times, 0.5).toFixed(1).padStart(9),
      p95.toFixed(1).padStart(9),
      `≤ ${target}`.padStart(9),
      p95 <= target ? ' pass' : ' MISS',
    );
  }
  console.log(misses.length ? `\nMISS: ${misses.join(', ')}` : '\nAll targets met.');
  agent.destroy();
  server.closeAllConnections();
  server.close();
  fs.rmSync(site, { recursive: true, force: true });
} finally {
  await bench.stop();
}
