/**
 * A person in a speaker's seat: the database's rules for their seat and turns, called as the
 * person (their JWT, so only the seat's owner writes their turn, on their turn, once), and what
 * the runner does differently when a person speaks.
 *
 *   POST …/generate-debate {…settings, seat: 0|1}        starts a debate with the caller in that seat
 *   POST …/generate-debate/turn {generationId, sequence, text, summary?}
 *                                                        records the person's turn, then streams the
 *                                                        model's answer (and the judges after the last turn)
 *   POST …/generate-debate/resume {generationId}         the model's turn again (after model_failed)
 */
import { z } from 'zod';
import { RecordError, signInRefusal, UNAUTHORIZED_CODES } from '../_shared/rpc-errors.ts';
import { offlineBallotWriter, type Ballot, type BallotWriter } from '../_shared/judging/ballot.ts';
import type { Transcript } from '../_shared/judging/transcript.ts';
import { createUserClient, lazyAdminClient, type SupabaseEnv } from '../_shared/supabase.ts';
import type { Debater } from './debater.ts';
import { beginRefusal, startedFrom, type BeginOutcome, type StoredGeneration } from './debate-store.ts';
import type { DebateSettings } from './settings.ts';
import { spokenTurns, type CompletedTurn, type PlannedTurn } from './turns.ts';

type Refused = { ok: false; status: number; error: { code: string; message: string } };
/** Accepted: the caller's allowance as it stands (the start event reports it). */
/** What /ballots reads of a debate: its status, plan, turns and settings. */
type PersonRead = Pick<StoredGeneration, 'status' | 'plan' | 'turns' | 'settings'>;

type SeatOutcome = { ok: true; usage: { freeDebatesRemaining: number; totalDebates: number } } | Refused;

export interface PersonTurnStore {
  /** Starts a debate with the caller in a seat (begin_debate_as); the same rows as begin_debate. */
  beginAs(authorization: string, settings: DebateSettings, seat: 0 | 1): Promise<BeginOutcome>;
  /** Records the caller's turn (submit_person_turn). */
  submitTurn(authorization: string, turn: PersonTurnRequest): Promise<SeatOutcome>;
  /** Asks for the runner again on the caller's debate with a model (claim_generation_run). */
  claimRun(authorization: string, generationId: string): Promise<SeatOutcome>;
  /** A debate with a person in it as the caller may read it (get_person_debate). */
  readAsPerson(authorization: string, generationId: string): Promise<{ ok: true; debate: PersonRead } | Refused>;
  /** Records a person's side's ballot (record_ballot, service role; once). */
  recordBallot(generationId: string, ballot: Ballot): Promise<void>;
}

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'must be a debate id' });
const personTurnSchema = z.object(
  {
    generationId: uuid,
    sequence: z.number({ error: 'must be a turn number' }).int().min(0).max(63),
    text: z.string({ error: "must be the turn's text" }).max(20_000, { error: 'must be at most 20000 characters' }),
    summary: z.string().max(2000).nullish(),
  },
  { error: 'a turn is required' },
);
type PersonTurnRequest = z.output<typeof personTurnSchema>;

type Parsed<T> = { ok: true; value: T } | { ok: false; field: string; message: string };
function parsed<T>(result: z.ZodSafeParseResult<T>, fallback: string): Parsed<T> {
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return {
    ok: false,
    field: issue?.path.length ? issue.path.map(String).join('.') : fallback,
    message: issue?.message ?? `invalid ${fallback}`,
  };
}

export const parsePersonTurn = (input: unknown) => parsed(personTurnSchema.safeParse(input), 'turn');
/** A finished debate's person sides and its transcript: what their ballots are written from. */
export interface BallotSides {
  transcript: Transcript;
  sides: (0 | 1)[];
}

/** The person sides of a stored generation, from its speaker turns. */
export function ballotSidesOf(stored: Pick<StoredGeneration, 'plan' | 'turns' | 'settings'>): BallotSides {
  const topic = (stored.settings as { topic?: string }).topic ?? '';
  const transcript: Transcript = {
    topic,
    turns: stored.turns
      .filter((t) => t.role === 'speaker' && t.complete && t.roundIndex !== null && t.speakerIndex !== null)
      .map((t) => ({ roundIndex: t.roundIndex as 0 | 1 | 2, speakerIndex: t.speakerIndex as 0 | 1, text: t.text })),
  };
  const people = new Set(stored.plan.filter((e) => e.author === 'person' && e.speakerIndex !== null).map((e) => e.speakerIndex as 0 | 1));
  return { transcript, sides: [...people].sort() };
}

/** The same, from a run's completed turns. */
export function ballotSidesOfRun(topic: string, plan: readonly PlannedTurn[], completed: readonly CompletedTurn[]): BallotSides {
  const transcript: Transcript = {
    topic,
    turns: spokenTurns(completed).flatMap((done) =>
      done.turn.role === 'speaker' ? [{ roundIndex: done.turn.roundIndex, speakerIndex: done.turn.speakerIndex, text: done.text }] : [],
    ),
  };
  const people = new Set(
    plan.flatMap((entry) => (entry.author === 'person' && entry.turn.role === 'speaker' ? [entry.turn.speakerIndex] : [])),
  );
  return { transcript, sides: [...people].sort() };
}

/** Each person side's ballot, by the panel's ballot writer (the offline judge when it has none). */
export async function writeBallots(writer: BallotWriter | undefined, { transcript, sides }: BallotSides): Promise<Ballot[]> {
  const ballots: Ballot[] = [];
  for (const speakerIndex of sides) ballots.push(await (writer ?? offlineBallotWriter).write(transcript, speakerIndex));
  return ballots;
}

export const parseResume = (input: unknown) =>
  parsed(z.object({ generationId: uuid }, { error: 'a debate is required' }).safeParse(input), 'resume');

/** The seat a new debate's body asks for (absent: a debate between two models), and the settings without it. */
export function splitSeat(body: unknown): { seat: 0 | 1 | null; settings: unknown } | { error: string } {
  if (typeof body !== 'object' || body === null || !('seat' in body)) return { seat: null, settings: body };
  const { seat, ...settings } = body as Record<string, unknown>;
  if (seat === undefined || seat === null) return { seat: null, settings };
  if (seat !== 0 && seat !== 1) return { error: 'must be 0 (First Speaker) or 1 (Second Speaker)' };
  return { seat, settings };
}

/** The model could not answer in a debate with a person: nothing is recorded and the turn can be asked for again. */
export class ModelTurnFailed extends Error {
  override name = 'ModelTurnFailed';
}

/**
 * A person's debate keeps no fallback text in the model's place: a failed turn is not written, so
 * the debate stays where it was (the person's turns intact) and the model's turn can be tried again.
 */
export function withoutFallbacks(debater: Debater): Debater {
  return {
    generator: debater.generator,
    async generateTurn(request, options) {
      const output = await debater.generateTurn(request, options);
      if (output.fallback) throw new ModelTurnFailed(`the model's turn ${request.sequence} fell back`);
      return output;
    },
  };
}

function refusal(error: { code: string; message: string }, status: number): Refused {
  if (status === 401 || UNAUTHORIZED_CODES.has(error.code)) return signInRefusal();
  if (error.code === 'AG350') return { ok: false, status: 403, error: { code: error.code, message: error.message } };
  if (error.code === 'AG001') return { ok: false, status: 402, error: { code: error.code, message: error.message } };
  if (/^AG\d{3}$/.test(error.code)) return { ok: false, status: 400, error: { code: error.code, message: error.message } };
  throw new RecordError(`the database refused (${status} ${error.code}): ${error.message}`);
}

const usageRows = z.array(z.object({ free_debates_remaining: z.number(), total_debates: z.number() })).length(1);

export function createSupabasePersonTurnStore(env: SupabaseEnv): PersonTurnStore {
  const adminClient = lazyAdminClient(env);
  // The allowance is not changed by a person's turn or a resumed run: read as it stands.
  async function usageOf(authorization: string): Promise<SeatOutcome> {
    const { data, error } = await createUserClient(env, authorization).rpc('get_debate_usage');
    if (error) throw new RecordError(`get_debate_usage failed (${error.code}): ${error.message}`);
    const row = usageRows.parse(data)[0]!;
    return { ok: true, usage: { freeDebatesRemaining: row.free_debates_remaining, totalDebates: row.total_debates } };
  }
  return {
    async beginAs(authorization, settings, seat) {
      const { data, error, status } = await createUserClient(env, authorization).rpc('begin_debate_as', {
        p_settings: settings,
        p_seat: seat,
      });
      return error ? beginRefusal('begin_debate_as', error, status) : startedFrom(data);
    },
    async submitTurn(authorization, turn) {
      const { error, status } = await createUserClient(env, authorization).rpc('submit_person_turn', {
        p_generation_id: turn.generationId,
        p_sequence: turn.sequence,
        p_text: turn.text,
        p_summary: turn.summary ?? null,
      });
      return error ? refusal(error, status) : usageOf(authorization);
    },
    async readAsPerson(authorization, generationId) {
      const { data, error, status } = await createUserClient(env, authorization).rpc('get_person_debate', {
        p_generation_id: generationId,
      });
      return error ? refusal(error, status) : { ok: true, debate: data as PersonRead };
    },
    async recordBallot(generationId, ballot) {
      const { judge, speakerIndex, ...rest } = ballot;
      const { error } = await adminClient().rpc('record_ballot', {
        p_generation_id: generationId,
        p_speaker_index: speakerIndex,
        p_judge: judge,
        p_ballot: rest,
      });
      if (error) throw new RecordError(`record_ballot failed (${error.code}): ${error.message}`);
    },
    async claimRun(authorization, generationId) {
      const { error, status } = await createUserClient(env, authorization).rpc('claim_generation_run', { p_generation_id: generationId });
      return error ? refusal(error, status) : usageOf(authorization);
    },
  };
}
