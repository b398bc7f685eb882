// Continuations, questions and rematches through the real local stack (Deno functions runtime,
// gateway, auth, PostgREST, PostgreSQL) with the real `openai` SDK talking to the fake
// OpenAI-compatible provider: what each generated turn is given, and what the allowance pays for.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isJudgeRequest, startFakeOpenAIProvider, type FakeProvider } from '../../fakes/openai-provider.ts';
import type { DebateEvent, StartEvent, TurnEndEvent } from '../../../supabase/functions/_shared/contract/sse-events.ts';
import { WITHHELD_TURN_NOTE } from '../../../supabase/functions/generate-debate/prompts.ts';
import { database, postDebate, readEvents, signUpNewUser, startProviderRuntime, usageOf, validSettings, type TestUser } from './helpers.ts';

const QUESTION = 'What evidence would change your mind?';

let db: pg.Client;
let provider: FakeProvider;
let runtime: Awaited<ReturnType<typeof startProviderRuntime>>;

beforeAll(async () => {
  db = await database();
  provider = await startFakeOpenAIProvider({ chunkChars: 12 });
  runtime = await startProviderRuntime({
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: 'sk-fake-provider',
    AI_MODEL_MAP: 'gpt-4=fake-large,gpt-3.5-turbo=fake-small,llama3=fake-llama',
  });
}, 60_000);
afterAll(async () => {
  await runtime?.stop();
  await provider?.stop();
  await db.end();
});

function only<T extends DebateEvent['type']>(events: DebateEvent[], type: T): Array<Extract<DebateEvent, { type: T }>> {
  return events.filter((e): e is Extract<DebateEvent, { type: T }> => e.type === type);
}

const userMessage = (index: number) => turnRequests()[index]?.body.messages.find((m) => m.role === 'user')?.content ?? '';
const turnRequests = () => provider.requests.filter((r) => !isJudgeRequest(r.body));

/** A debate written by the provider, saved and shared by its author: its six turns' texts, in order. */
async function sharedDebate(author: TestUser): Promise<{ id: string; texts: string[] }> {
  const events = await readEvents(await postDebate(runtime.functionUrl, validSettings(), author.accessToken));
  const [start] = only(events, 'start') as [StartEvent];
  const { data, error } = await author.db.rpc('save_debate', { p_generation_id: start.generationId, p_categories: ['Society'] });
  expect(error).toBeNull();
  const id = (data as { id: string }).id;
  expect((await author.db.rpc('share_debate', { p_debate_id: id })).error).toBeNull();
  return { id, texts: (only(events, 'turn_end') as TurnEndEvent[]).map((e) => e.text) };
}

const continuer = (model: string) => ({ name: model, stance: 0.6, rhetoricStyle: 'factual', systemPrompt: '' });

describe('a continuation with a question, written by the provider', () => {
  it("gives its first generated turn the original's transcript up to the chosen turn and the question; it pays only for what it writes", async () => {
    const author = await signUpNewUser('original');
    const original = await sharedDebate(author);
    provider.reset();

    const reader = await signUpNewUser('continuer');
    const response = await postDebate(
      `${runtime.functionUrl}/continue`,
      {
        debateId: original.id,
        after: { roundIndex: 1, speakerIndex: 1 },
        model1: continuer('llama3'),
        model2: { ...continuer('gpt-4'), stance: -0.6 },
        question: QUESTION,
      },
      reader.accessToken,
    );
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.at(-1)?.type).toBe('done');

    // The copied transcript comes first, as it was written and attributed to the original.
    const prefix = only(events, 'prefix')[0];
    expect(prefix?.turns.filter((t) => t.turn.role === 'speaker').map((t) => t.text)).toEqual(original.texts.slice(0, 4));
    expect(prefix?.turns.every((t) => t.turn.role === 'question' || t.inherited)).toBe(true);

    // Written: both answers, then Round 3 — four turns, the first by the continuer's First Speaker.
    const written = only(events, 'turn_end') as TurnEndEvent[];
    expect(written.map((e) => e.turn.role)).toEqual(['answer', 'answer', 'speaker', 'speaker']);
    expect(turnRequests().map((r) => r.body.model)).toEqual(['fake-llama', 'fake-large', 'fake-llama', 'fake-large']);

    const firstAnswer = userMessage(0);
    expect(firstAnswer).toContain(`The question put to both speakers: ${QUESTION}`);
    for (const text of original.texts.slice(0, 4)) expect(firstAnswer).toContain(text);
    // Nothing after the chosen turn reaches it.
    for (const text of original.texts.slice(4)) expect(firstAnswer).not.toContain(text);
    // The second answer hears the first; Round 3 hears both answers and no question line of its own.
    expect(userMessage(1)).toContain(written[0]!.text);
    expect(userMessage(2)).toContain(written[1]!.text);
    expect(userMessage(2)).not.toContain('The question put to both speakers');

    // Four generated turns: one free debate broken, two turns kept in hand.
    expect(await usageOf(db, reader.id)).toMatchObject({ free_debates_remaining: 1, total_debates: 1 });
    const { rows } = await db.query<{ turn_credit: number }>('select turn_credit from public.debate_usage where user_id = $1', [reader.id]);
    expect(rows[0]?.turn_credit).toBe(2);

    // Saved, it says what it continues and which turns it copied.
    const [start] = only(events, 'start') as [StartEvent];
    const saved = await reader.db.rpc('save_debate', { p_generation_id: start.generationId, p_categories: ['Society'] });
    expect(saved.error).toBeNull();
    const savedId = (saved.data as { id: string }).id;
    const turns = await db.query<{ inherited: boolean; text: string }>(
      'select inherited, text from public.debate_turns where debate_id = $1 order by round_index, speaker_index',
      [savedId],
    );
    expect(turns.rows.map((t) => t.inherited)).toEqual([true, true, true, true, false, false]);
    expect(turns.rows.slice(0, 4).map((t) => t.text)).toEqual(original.texts.slice(0, 4));
    const questions = await db.query<{ question: string; first_text: string }>(
      'select question, first_text from public.debate_questions where debate_id = $1',
      [savedId],
    );
    expect(questions.rows).toEqual([{ question: QUESTION, first_text: written[0]!.text }]);
  }, 120_000);
});

describe('a continuation of a debate with a turn a moderator hid', () => {
  it('streams the turn withheld, tells the model so instead of its text, and saves it hidden', async () => {
    const author = await signUpNewUser('hidden-original');
    const original = await sharedDebate(author);
    // The moderator's decision as the database keeps it (reporting and moderating are proven in pgTAP).
    await db.query(
      "update public.debate_turns set moderation_state = 'hidden' where debate_id = $1 and round_index = 0 and speaker_index = 1",
      [original.id],
    );
    provider.reset();

    const reader = await signUpNewUser('hidden-continuer');
    const response = await postDebate(
      `${runtime.functionUrl}/continue`,
      {
        debateId: original.id,
        after: { roundIndex: 1, speakerIndex: 0 },
        model1: continuer('llama3'),
        model2: { ...continuer('gpt-4'), stance: -0.6 },
      },
      reader.accessToken,
    );
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.at(-1)?.type).toBe('done');

    const prefix = only(events, 'prefix')[0];
    expect(prefix?.turns.map((t) => [t.withheld, t.text])).toEqual([
      [false, original.texts[0]],
      [true, ''],
      [false, original.texts[2]],
    ]);
    const first = userMessage(0);
    expect(first).toContain(original.texts[0]);
    expect(first).toContain(WITHHELD_TURN_NOTE);
    // Neither the speakers nor the judges are given it.
    const sent = provider.requests.flatMap((r) => r.body.messages.map((m) => String(m.content)));
    expect(sent.length).toBeGreaterThan(0);
    for (const content of sent) expect(content).not.toContain(original.texts[1]);

    const [start] = only(events, 'start') as [StartEvent];
    const saved = await reader.db.rpc('save_debate', { p_generation_id: start.generationId, p_categories: ['Society'] });
    expect(saved.error).toBeNull();
    const savedId = (saved.data as { id: string }).id;
    const read = await reader.db
      .rpc('get_debate', { p_debate_id: savedId })
      .select('debate_turns(round_index, speaker_index), hidden_turns')
      .single();
    expect(read.error).toBeNull();
    expect(read.data?.debate_turns).toHaveLength(5);
    expect(read.data?.hidden_turns).toEqual([{ round: 0, speaker: 1, state: 'hidden' }]);
    const row = await db.query<{ text: string }>(
      'select text from public.debate_turns where debate_id = $1 and round_index = 0 and speaker_index = 1',
      [savedId],
    );
    expect(row.rows).toEqual([{ text: '' }]);
  }, 120_000);
});

describe('a rematch, sides swapped', () => {
  it("runs the same motion with the speakers' models swapped and links the pair both ways", async () => {
    const author = await signUpNewUser('rematched');
    const original = await sharedDebate(author);
    provider.reset();

    const reader = await signUpNewUser('rematcher');
    const response = await postDebate(`${runtime.functionUrl}/rematch`, { debateId: original.id }, reader.accessToken);
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.at(-1)?.type).toBe('done');
    // The original had gpt-4 first and gpt-3.5-turbo second.
    expect(turnRequests().map((r) => r.body.model)).toEqual([
      'fake-small',
      'fake-large',
      'fake-small',
      'fake-large',
      'fake-small',
      'fake-large',
    ]);
    expect(userMessage(0)).toContain('Topic: Should cities ban cars from downtown areas?');

    const [start] = only(events, 'start') as [StartEvent];
    const saved = await reader.db.rpc('save_debate', { p_generation_id: start.generationId, p_categories: ['Society'] });
    expect(saved.error).toBeNull();
    const rematchId = (saved.data as { id: string }).id;
    expect((await reader.db.rpc('share_debate', { p_debate_id: rematchId })).error).toBeNull();
    const pair = await db.query<{ rematch_of: string; speaker1_model: string; speaker2_model: string }>(
      'select rematch_of, speaker1_model, speaker2_model from public.debates where id = $1',
      [rematchId],
    );
    expect(pair.rows[0]).toEqual({ rematch_of: original.id, speaker1_model: 'gpt-3.5-turbo', speaker2_model: 'gpt-4' });
    const family = await author.db.rpc('get_debate_family', { p_debate_id: original.id });
    expect(family.error).toBeNull();
    expect((family.data as { members: { id: string; kind: string }[] }).members).toEqual([
      expect.objectContaining({ id: rematchId, kind: 'rematch' }),
    ]);
  }, 120_000);
});
