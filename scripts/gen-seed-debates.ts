/**
 * Writes the local seed's debates (`supabase/seed.sql`, between the GENERATED
 * markers) with full turns by the offline demo debater: 28 shared debates with
 * votes and responses, and one private debate. Deterministic: running it again
 * rewrites the same SQL. The responses' quotes are taken from the generated
 * text, with their code-point offsets and 32-code-point context computed here
 * (as post_response stores them), so they stay valid when the debater changes.
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

const sql = (text: string) => `'${text.replaceAll("'", "''")}'`;
const pad = (n: number) => String(n).padStart(12, '0');

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

function turnRows(debateId: string, turns: readonly CompletedTurn[]): string {
  const rows = turns.map((t) => {
    if (t.turn.role !== 'speaker') throw new Error('seed debates have no moderator');
    return `  (${sql(debateId)}, ${t.turn.roundIndex}, ${t.turn.speakerIndex},\n   ${sql(t.text)},\n   ${sql(t.summary)})`;
  });
  return `insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values\n${rows.join(',\n')};`;
}

/** A quote from the first turn (its first argument's opening sentence) at code-point offsets. */
function anchor(text: string) {
  const paragraph = text.split('\n\n')[1] ?? text;
  const quote = (/^.*?[.!?](?=\s|$)/.exec(paragraph)?.[0] ?? paragraph).trim();
  const points = Array.from(text);
  const unitStart = text.indexOf(quote);
  if (unitStart < 0) throw new Error('quote not found');
  const start = Array.from(text.slice(0, unitStart)).length;
  const end = start + Array.from(quote).length;
  return { quote, start, end, prefix: points.slice(Math.max(0, start - 32), start).join(''), suffix: points.slice(end, end + 32).join('') };
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

function sharedDebate(i: number): string {
  const [topic, category1, category2] = TOPICS[i - 1]!;
  const author = i % 3; // 0-based (the old seed's 1 + (i % 3), 1-based)
  const stance = i % 2 === 0 ? 0.6 : -0.6;
  const id = `aaaaaaaa-0000-4000-8000-${pad(i)}`;
  const shared = i <= 3 ? `now() - interval '${i * 20} minutes'` : `now() - interval '${i * 31} hours'`;
  const settings = sharedSettings(i);
  const turns = writeDebate(settings);
  const out = [
    `-- ${i}. ${topic}`,
    `insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  ${sql(id)}, ${sql(AUTHORS[author]!.id)}, ${sql(topic)}, array[${sql(category1)}, ${sql(category2)}]::public.debate_category[],
  ${sql(settings.debateStyle)}, false, ${sql(settings.model1.name)}, ${stance}, ${sql(settings.model1.rhetoricStyle)},
  ${sql(settings.model2.name)}, ${-stance}, ${sql(settings.model2.rhetoricStyle)},
  'offline-demo', ${shared} - interval '5 minutes', true, ${shared}, ${sql(AUTHORS[author]!.name)}, ${(i * 37) % 250}
);`,
    turnRows(id, turns),
  ];
  // The author's own upvote (as sharing records it) plus some community votes.
  const votes = [`(${sql(id)}, ${sql(AUTHORS[author]!.id)}, 1)`];
  if (i % 2 === 0) votes.push(`(${sql(id)}, ${sql(AUTHORS[(author + 1) % 3]!.id)}, 1)`);
  if (i % 3 === 0) votes.push(`(${sql(id)}, ${sql(AUTHORS[(author + 2) % 3]!.id)}, -1)`);
  out.push(`insert into public.votes (debate_id, user_id, value) values ${votes.join(', ')};`);
  if (i <= 4) {
    const a = anchor(turns[0]!.text);
    const responder = AUTHORS[(author + 1) % 3]!;
    const responseId = `cccccccc-0000-4000-8000-${pad(i)}`;
    out.push(`insert into public.threaded_responses (
  id, debate_id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end,
  quote_prefix, quote_suffix, author_id, author_name, content, created_at
) values (
  ${sql(responseId)}, ${sql(id)}, 0, 0, 'text', ${sql(a.quote)}, ${a.start}, ${a.end},
  ${sql(a.prefix)}, ${sql(a.suffix)}, ${sql(responder.id)}, ${sql(responder.name)},
  'Which evidence exactly? I would like to see the sources behind this claim.', ${shared} + interval '10 minutes'
);`);
    out.push(`insert into public.threaded_responses (
  debate_id, parent_id, root_id, round_index, speaker_index, passage, original_text, original_text_start,
  original_text_end, quote_prefix, quote_suffix, author_id, author_name, content, created_at
)
select r.debate_id, r.id, r.root_id, r.round_index, r.speaker_index, r.passage, r.original_text, r.original_text_start,
       r.original_text_end, r.quote_prefix, r.quote_suffix, ${sql(AUTHORS[author]!.id)}, ${sql(AUTHORS[author]!.name)},
       'Fair question. The round two rebuttal goes into the examples in more detail.', ${shared} + interval '15 minutes'
  from public.threaded_responses r where r.id = ${sql(responseId)};`);
  }
  return out.join('\n');
}

function privateDebate(): string {
  const id = 'bbbbbbbb-0000-4000-8000-000000000001';
  const topic = PRIVATE_SETTINGS.topic;
  const settings = PRIVATE_SETTINGS;
  return [
    '-- One private debate, so the history screen has something that is not shared yet.',
    `insert into public.debates (
  id, user_id, topic, categories, debate_style, speaker1_model, speaker1_stance, speaker1_rhetoric_style,
  speaker2_model, speaker2_stance, speaker2_rhetoric_style, generator, created_at, user_display_name
) values (
  ${sql(id)}, ${sql(AUTHORS[0].id)}, ${sql(topic)}, array['Culture', 'Funny']::public.debate_category[], 'oxford',
  'gpt-4', 0.6, 'formal', 'gpt-4', -0.6, 'casual', 'offline-demo', now() - interval '2 days', ${sql(AUTHORS[0].name)}
);`,
    turnRows(id, writeDebate(settings)),
  ].join('\n');
}

export function generatedSeed(): string {
  const debates = TOPICS.map((_, i) => sharedDebate(i + 1)).join('\n\n');
  return `${BEGIN}
-- Shared debates with six full turns each (written by the offline demo debater),
-- votes and a few responses anchored to quotes in their text; then one private
-- debate. Skipped when the database already has debates.
do $seed$
begin
  if exists (select 1 from public.debates) then
    return;
  end if;

${debates}

${privateDebate()}
end
$seed$;
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
