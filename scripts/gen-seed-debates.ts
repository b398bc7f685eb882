/**
 * Writes the local seed's community (`supabase/seed.sql`, between the GENERATED
 * markers): 28 shared debates and one private one, with full turns by the
 * offline demo debater, votes, responses, views, the readers' poll answers and
 * their ∆s — all through the database functions people use, so every number
 * on a fresh start agrees: each author's allowance, History, account page and
 * public profile; tallies; verdicts and the leaderboard.
 *
 * The seed acts as each person the way PostgREST does (the `request.jwt.claims`
 * setting and `set local role authenticated`), as the edge function does for
 * `complete_generation` (the service role), and as a visitor for views (`anon`
 * with a client address in `request.headers`). Only three things are written
 * as the table owner, each said where it happens: the authors' two months of
 * allowance, the well-known debate ids the tests and docs link to, and the
 * dates, spread over the weeks the ranking needs. Deterministic: running it
 * again rewrites the same SQL. Response quotes are taken from the generated
 * text at code-point offsets, as the viewer sends them.
 *
 *   npm run db:seed-gen            rewrite supabase/seed.sql
 *   npm run db:seed-gen -- --check exit 1 when seed.sql is not what this writes
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeDemoTurn } from '../supabase/functions/generate-debate/demo-debater.ts';
import type { DebateSettings, DebateStyle, RhetoricStyle } from '../supabase/functions/generate-debate/settings.ts';
import { planTurns, type CompletedTurn } from '../supabase/functions/generate-debate/turns.ts';

export const SEED_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../supabase/seed.sql');
const BEGIN = '-- BEGIN GENERATED DEBATES (npm run db:seed-gen; do not edit by hand)';
const END = '-- END GENERATED DEBATES';
const DEMO_SEED = 'agora-seed';

const TOPICS: ReadonlyArray<readonly [string, string, string]> = [
  ['Should social media platforms be regulated like utilities?', 'Politics', 'Technology'],
  ['Is universal basic income a good idea?', 'Economics', 'Society'],
  ['Should we colonize Mars before fixing Earth?', 'Science', 'Environment'],
  ['Is free will an illusion?', 'Philosophy', 'Science'],
  ['Should artificial intelligence have rights?', 'Ethics', 'Technology'],
  ['Is pineapple an acceptable pizza topping?', 'Funny', 'Culture'],
  ['Should voting be mandatory?', 'Politics', 'Society'],
  ['Is nuclear power the answer to climate change?', 'Environment', 'Science'],
  ['Should college education be free?', 'Economics', 'Society'],
  ['Do video games make people more violent?', 'Culture', 'Science'],
  ['Should zoos exist in the 21st century?', 'Ethics', 'Environment'],
  ['Is remote work better than office work?', 'Economics', 'Technology'],
  ['Should the voting age be lowered to 16?', 'Politics', 'Society'],
  ['Is it ethical to eat meat?', 'Ethics', 'Environment'],
  ['Are cats better than dogs?', 'Funny', 'Culture'],
  ['Should billionaires exist?', 'Economics', 'Ethics'],
  ['Is cryptocurrency the future of money?', 'Economics', 'Technology'],
  ['Should genetic engineering of humans be allowed?', 'Science', 'Ethics'],
  ['Is modern art really art?', 'Culture', 'Philosophy'],
  ['Should a four-day work week be standard?', 'Economics', 'Society'],
  ['Does money buy happiness?', 'Philosophy', 'Economics'],
  ['Should homework be banned in primary schools?', 'Society', 'Culture'],
  ['Is space exploration worth the cost?', 'Science', 'Economics'],
  ['Should cars be banned from city centres?', 'Environment', 'Politics'],
  ['Is a hot dog a sandwich?', 'Funny', 'Culture'],
  ['Should there be a global carbon tax?', 'Environment', 'Economics'],
  ['Is privacy dead in the digital age?', 'Technology', 'Society'],
  ['Should animals be used in medical research?', 'Ethics', 'Science'],
];
const STYLES: readonly DebateStyle[] = ['structured', 'oxford', 'crossfire', 'parliamentary', 'comment_section'];
const RHETORIC: readonly RhetoricStyle[] = ['standard', 'formal', 'casual', 'emotional', 'factual', 'adversarial'];
const AUTHORS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Alice Moreau' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Bob Okafor' },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Carol Lindqvist' },
] as const;
const TESTER = '44444444-4444-4444-8444-444444444444';
const READERS = Array.from({ length: 8 }, (_, i) => `55555555-5555-4555-8555-00000000000${i + 1}`);
/** Everyone who answers the polls, in the order of their addresses (alice, bob, carol, reader1…8, tester). */
const RESPONDENTS = [...AUTHORS.map((a) => a.id), ...READERS, TESTER];
const PRIVATE_ID = 'bbbbbbbb-0000-4000-8000-000000000001';
const POLL_STANCES = ['against', 'neutral', 'for'] as const;
const EXPLANATIONS = [
  'I had not thought about who pays for this in practice; the worked example made the cost concrete for me.',
  'The comparison with what already happened elsewhere answered the objection I had before I started reading.',
  'This reframed the question from whether to do it at all into how to do it well, and that moved me.',
];
// The posting limit (responses and ∆s) is five a minute, and the seed writes its history within one.
const POSTS_PER_PERSON = 5;

const sql = (text: string) => `'${text.replaceAll("'", "''")}'`;
const pad = (n: number) => String(n).padStart(12, '0');
const debateId = (n: number) => `aaaaaaaa-0000-4000-8000-${pad(n)}`;

function speaker(name: string, stance: number, rhetoricStyle: RhetoricStyle) {
  return { name, stance, rhetoricStyle, systemPrompt: '', maxTokens: 1000, showGuidance: false };
}

/** The six speaker turns, each written with the turns before it, as the engine would. */
function writeDebate(settings: DebateSettings): CompletedTurn[] {
  const done: CompletedTurn[] = [];
  for (const [sequence, turn] of planTurns(false).entries()) {
    done.push({ turn, ...writeDemoTurn({ settings, turn, sequence, previous: done }, DEMO_SEED), fallback: false });
  }
  return done;
}

/** The turns as complete_generation records them (what the edge function sends). */
function turnsJson(turns: readonly CompletedTurn[]): string {
  return JSON.stringify(
    turns.map((t) => {
      if (t.turn.role !== 'speaker') throw new Error('seed debates have no moderator');
      return { roundIndex: t.turn.roundIndex, speakerIndex: t.turn.speakerIndex, text: t.text, summary: t.summary };
    }),
  );
}

/** A quote from the first turn (its first argument's opening sentence) at code-point offsets. */
function anchor(text: string) {
  const paragraph = text.split('\n\n')[1] ?? text;
  const quote = (/^.*?[.!?](?=\s|$)/.exec(paragraph)?.[0] ?? paragraph).trim();
  const unitStart = text.indexOf(quote);
  if (unitStart < 0) throw new Error('quote not found');
  const start = Array.from(text.slice(0, unitStart)).length;
  return { quote, start, end: start + Array.from(quote).length };
}

function sharedSettings(i: number): DebateSettings {
  const stance = i % 2 === 0 ? 0.6 : -0.6;
  return {
    topic: TOPICS[i - 1]![0],
    rounds: 3,
    debateStyle: STYLES[i % 5]!,
    moderatorEnabled: false,
    model1: speaker('gpt-4', stance, RHETORIC[i % 6]!),
    model2: speaker(i % 3 === 0 ? 'gpt-3.5-turbo' : 'gpt-4', -stance, RHETORIC[(i + 3) % 6]!),
  };
}

const PRIVATE_SETTINGS: DebateSettings = {
  topic: 'Should chess be an Olympic sport?',
  rounds: 3,
  debateStyle: 'oxford',
  moderatorEnabled: false,
  model1: speaker('gpt-4', 0.6, 'formal'),
  model2: speaker('gpt-4', -0.6, 'casual'),
};

/** Every seeded debate's settings and turns, as the seed writes them (for tests of what the seed shows). */
export function seededDebates(): Array<{ settings: DebateSettings; turns: CompletedTurn[] }> {
  return [...TOPICS.map((_, i) => sharedSettings(i + 1)), PRIVATE_SETTINGS].map((settings) => ({ settings, turns: writeDebate(settings) }));
}

// ---------------------------------------------------------------------------
// Acting as someone, as PostgREST and the edge function do
// ---------------------------------------------------------------------------

function asUser(id: string): string {
  return `reset role;
  perform set_config('request.jwt.claims', ${sql(JSON.stringify({ sub: id, role: 'authenticated', aud: 'authenticated' }))}, true);
  set local role authenticated;`;
}

const AS_SERVICE = `reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;`;

const AS_OWNER = `reset role;
  perform set_config('request.jwt.claims', '', true);`;

// ---------------------------------------------------------------------------
// The community's history
// ---------------------------------------------------------------------------

interface Shared {
  n: number;
  id: string;
  author: (typeof AUTHORS)[number];
  settings: DebateSettings;
  turns: CompletedTurn[];
  categories: readonly [string, string];
}

const shared: Shared[] = TOPICS.map(([, c1, c2], i) => {
  const n = i + 1;
  const settings = sharedSettings(n);
  return { n, id: debateId(n), author: AUTHORS[n % 3]!, settings, turns: writeDebate(settings), categories: [c1, c2] as const };
});

/** When debate n was shared: the three newest within the hour, the rest a day and a bit apart. */
const sharedAgo = (n: number) => (n <= 3 ? `interval '${n * 20} minutes'` : `interval '${n * 31} hours'`);

/** One person starts a debate, the edge function records it, the author saves it under its well-known id. */
function generate(
  author: string,
  {
    settings,
    turns,
    categories,
    id,
  }: { settings: DebateSettings; turns: readonly CompletedTurn[]; categories: readonly string[]; id: string },
): string {
  return `${asUser(author)}
  select g.generation_id into v_generation from public.begin_debate(${sql(JSON.stringify(settings))}::jsonb) g;
  ${AS_SERVICE}
  perform public.complete_generation(v_generation, ${sql(turnsJson(turns))}::jsonb, 'offline-demo');
  ${asUser(author)}
  select d.id into v_saved from public.save_debate(v_generation, array[${categories.map(sql).join(', ')}]) d;
  ${AS_OWNER}
  -- The tests, the docs and old links know this debate as ${id}; the rows that point at it move with it.
  with moved as (update public.debates set id = ${sql(id)} where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = ${sql(id)} where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = ${sql(id)} where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;`;
}

function debateHistory(d: Shared): string {
  return `  -- ${d.n}. ${d.settings.topic}
  ${generate(d.author.id, { settings: d.settings, turns: d.turns, categories: d.categories, id: d.id })}
  ${asUser(d.author.id)}
  perform public.share_debate(${sql(d.id)});`;
}

/** Community votes beside the author's own upvote (which sharing casts). */
function votes(d: Shared): string[] {
  const author = AUTHORS.indexOf(d.author);
  const out: string[] = [];
  if (d.n % 2 === 0) out.push(`${asUser(AUTHORS[(author + 1) % 3]!.id)}\n  perform public.cast_vote(${sql(d.id)}, 1);`);
  if (d.n % 3 === 0) out.push(`${asUser(AUTHORS[(author + 2) % 3]!.id)}\n  perform public.cast_vote(${sql(d.id)}, -1);`);
  return out;
}

const posts = new Map<string, number>();
function post(person: string): void {
  const count = (posts.get(person) ?? 0) + 1;
  if (count > POSTS_PER_PERSON) throw new Error(`the seed makes ${person} post more than the limit allows`);
  posts.set(person, count);
}

/** The four newest debates carry a question about their first argument and the author's reply. */
function responses(d: Shared): string {
  const author = AUTHORS.indexOf(d.author);
  const responder = AUTHORS[(author + 1) % 3]!;
  const a = anchor(d.turns[0]!.text);
  post(responder.id);
  post(d.author.id);
  return `${asUser(responder.id)}
  select r.id into v_response from public.post_response(${sql(d.id)}, 0, 0, ${sql(a.quote)}, ${a.start}, ${a.end},
    'Which evidence exactly? I would like to see the sources behind this claim.') r;
  ${asUser(d.author.id)}
  perform public.post_reply(v_response, 'Fair question. The round two rebuttal goes into the examples in more detail.');`;
}

/** Readers of the eight newest debates say where they stood before and after, and some award a ∆. */
function poll(d: Shared, k: number): string {
  // +1: the For side wins the room, -1: Against, 0: too close to call.
  const side = k === 4 ? 0 : k % 2 === 1 ? 1 : -1;
  const { model1, model2 } = d.settings;
  const winner = (side === 1) === model1.stance > model2.stance ? 0 : 1;
  const out: string[] = [];
  let awarded = 0;
  for (const [index, person] of RESPONDENTS.entries()) {
    const i = index + 1;
    const before = ((i + k) % 3) - 1;
    const after =
      side === 0
        ? i === 1
          ? Math.min(before + 1, 1)
          : i === 2
            ? Math.max(before - 1, -1)
            : before
        : i % 3 === 0
          ? before
          : Math.max(-1, Math.min(1, before + side));
    out.push(`${asUser(person)}
  perform public.record_poll_answer(${sql(d.id)}, 'before', ${sql(POLL_STANCES[before + 1]!)});
  perform public.record_poll_answer(${sql(d.id)}, 'after', ${sql(POLL_STANCES[after + 1]!)});`);
    // Up to three readers who moved toward the winner say what moved them, on a passage of a summary.
    if (side !== 0 && after !== before && awarded < 1 + (k % 3) && (posts.get(person) ?? 0) < POSTS_PER_PERSON) {
      const round = k === 1 ? 0 : awarded % 3;
      const turn = d.turns.find((t) => t.turn.role === 'speaker' && t.turn.roundIndex === round && t.turn.speakerIndex === winner)!;
      const quote = Array.from(turn.summary).slice(0, 48).join('');
      post(person);
      out.push(`  perform public.award_delta(${sql(d.id)}, ${round}, ${winner}, ${sql(quote)}, 0, ${Array.from(quote).length},
    ${sql(EXPLANATIONS[awarded]!)}, 'summary');`);
      awarded++;
    }
  }
  return out.join('\n  ');
}

/** Each debate is read by a few visitors, each from an address of their own (a view counts once per browser a day). */
function views(d: Shared): string {
  // Few: every counted view broadcasts the new count, and the seed should stay quick to apply.
  const visitors = 3 + ((d.n * 7) % 19);
  return `for v_k in 1..${visitors} loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view(${sql(d.id)}, '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);`;
}

function history(): string {
  posts.clear();
  const authored = AUTHORS.map((a) => shared.filter((d) => d.author === a).length + (a === AUTHORS[0] ? 1 : 0));
  const oldestFirst = [...shared].reverse();
  const newest = shared.slice(0, 8);
  return `do $seed$
declare
  v_generation uuid;
  v_saved uuid;
  v_response uuid;
  v_count integer;
  v_k integer;
begin
  if exists (select 1 from public.debates) then
    return;
  end if;

  ${AS_OWNER}
  -- Two months of weekly refills, granted up front as the table owner: the allowance rules run on the
  -- clock (one debate back six days after the last), and a seed cannot wait. Each debate below still
  -- spends one through begin_debate; the new-user allowance is left over for trying the engine.
${AUTHORS.map((a, i) => `  update public.debate_usage set free_debates_remaining = free_debates_remaining + ${authored[i]} where user_id = ${sql(a.id)};`).join('\n')}

  -- The debates, oldest first, each started, generated, saved and (but for the last) shared by its author.
${oldestFirst.map(debateHistory).join('\n\n')}

  -- One private debate, so History has something that is not shared yet.
  ${generate(AUTHORS[0].id, { settings: PRIVATE_SETTINGS, turns: writeDebate(PRIVATE_SETTINGS), categories: ['Culture', 'Funny'], id: PRIVATE_ID })}

  -- Votes.
  ${shared.flatMap(votes).join('\n  ')}

  -- Responses on the four newest debates.
  ${shared
    .slice(0, 4)
    .map((d) => responses(d))
    .join('\n  ')}

  -- The eight newest debates' polls: most decided (alternately For and Against), the fourth too close to call.
  ${newest.map((d, i) => `-- ${d.n}. ${d.settings.topic}\n  ${poll(d, i + 1)}`).join('\n  ')}

  -- Views.
  ${shared.map(views).join('\n  ')}

  ${AS_OWNER}
  -- All of that happened just now; the community's history spans weeks, and the ranking's time
  -- filters and the leaderboard's windows need the spread. Written as the table owner; the triggers
  -- carry the dates on to the tallies and the verdicts.
  update public.debates d
     set shared_at = now() - t.ago, created_at = now() - t.ago - interval '5 minutes'
    from (values
${shared.map((d) => `      (${sql(d.id)}::uuid, ${sharedAgo(d.n)})`).join(',\n')}
    ) as t (id, ago)
   where d.id = t.id;
  update public.debates set created_at = now() - interval '2 days' where id = ${sql(PRIVATE_ID)};
  update public.debate_generations g
     set created_at = d.created_at - interval '3 minutes', finished_at = d.created_at - interval '1 minute'
    from public.debates d
   where d.generation_id = g.id;
  update public.debate_usage u
     set last_debate_started = g.started, updated_at = g.started
    from (select user_id, max(created_at) as started from public.debate_generations group by user_id) g
   where g.user_id = u.user_id;
  update public.votes v set created_at = d.shared_at + interval '2 minutes', updated_at = d.shared_at + interval '2 minutes'
    from public.debates d
   where d.id = v.debate_id;
  update public.threaded_responses r
     set created_at = d.shared_at + case when r.parent_id is null then interval '10 minutes' else interval '15 minutes' end
    from public.debates d
   where d.id = r.debate_id;
  update public.notifications n set created_at = r.created_at from public.threaded_responses r where r.id = n.response_id;
  update public.poll_answers a set created_at = d.shared_at + interval '30 minutes', updated_at = d.shared_at + interval '40 minutes'
    from public.debates d
   where d.id = a.debate_id;
  update public.deltas x set created_at = d.shared_at + interval '45 minutes' from public.debates d where d.id = x.debate_id;
  -- The posting limit's ledger moves with the posts it counted, so nobody starts out throttled.
  update private.rate_limit_events set happened_at = happened_at - interval '1 day';
end
$seed$;`;
}

export function generatedSeed(): string {
  return `${BEGIN}
-- The community's history, written through the same database functions people
-- use (see scripts/gen-seed-debates.ts): 28 shared debates with six full turns
-- each by the offline demo debater, one private debate, votes, responses,
-- views, the readers' poll answers and ∆s. Skipped when the database already
-- has debates.
${history()}
${END}`;
}

function main(): void {
  const current = readFileSync(SEED_FILE, 'utf8');
  const begin = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${SEED_FILE} has no generated section (${BEGIN} … ${END})`);
  const next = current.slice(0, begin) + generatedSeed() + current.slice(end + END.length);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('supabase/seed.sql is stale: run npm run db:seed-gen');
      process.exit(1);
    }
    console.log('supabase/seed.sql is up to date');
    return;
  }
  writeFileSync(SEED_FILE, next);
  console.log(`wrote ${path.relative(process.cwd(), SEED_FILE)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
