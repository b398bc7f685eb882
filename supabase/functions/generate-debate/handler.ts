/**
 * The request handler of `/functions/v1/generate-debate`, built from its
 * parts so tests and the benchmark can run it with any debater and store.
 *
 * GET (one of the project's API keys, or a signed-in user's token; checked here):
 *   200 {models:[{name}], generator, generatorLabel}        what the engine may offer (generator-info.ts)
 *
 * POST (a signed-in user's verified session token, JSON debate settings):
 *   400 {error:{code:'validation_failed', field, message}}  bad settings (nothing spent)
 *
 * POST /continue ({debateId, after, model1, model2, question?, readersQuestion?}): continues a debate
 * the caller may read after one of its turns, with their speakers (and a question for both);
 * POST /rematch ({debateId}): the same motion with the two speakers swapped. Both answer as POST
 * does, the stream opening with the turns already written (`prefix`), plus:
 *   400 {error:{code:'AG030'|'AG391'…'AG398', message}}      the database's refusal (which debate, turn or question)
 *   401 {error:{code:'unauthorized', message}}              no or invalid user JWT
 *   402 {error:{code:'AG001', message}}                     no free debates left
 *   403 {error:{code:'AG350', message}}                     the account's address is not confirmed yet
 *   500 {error:{code:'internal', message}}                  the database could not start it
 *   200 text/event-stream                                   the debate, then the judges' panel (see
 *                                                           sse-events.ts); `done` carries `allowanceReturned`
 *                                                           when every turn fell back, and `judges`; `stopped`
 *                                                           when its owner stopped it
 *
 * A person in a seat (person-turns.ts): POST with `seat: 0|1` beside the settings starts a debate
 * with the caller as that speaker (begin_debate_as: only the model's turns are paid for); the
 * runner writes the model's turns and stops at the person's. POST /turn ({generationId, sequence,
 * text, summary?}) records their turn (submit_person_turn, as the caller) and streams the model's
 * answer; POST /resume ({generationId}) asks for the model's turn again after an `error` event
 * `model_failed` (a failed model turn is never written in a person's debate). Refusals: 400
 * {error:{code:'AG410'…'AG420'|'AG020'|'AG021', message}}.
 *
 * The debate runs on the server to its end whether or not the request stays connected
 * (runner.ts): the stream only shows it to the tab that started it.
 *
 * "Ask the judges" about a saved debate is the judge-debate function's.
 *
 * OPTIONS: the CORS preflight. Any other method:
 *   405 {error:{code:'method_not_allowed', message}}
 */
import type { Logger } from '../_shared/ai/client.ts';
import { describeError as describe } from '../_shared/ai/provider-refusals.ts';
import type { CallerCheck } from '../_shared/caller.ts';
import { generatorInfo } from '../_shared/contract/generator-info.ts';
import type { DebateEvent } from '../_shared/contract/sse-events.ts';
import { preflightResponse } from '../_shared/cors.ts';
import { errorResponse, jsonResponse, readJsonBody, signedInAuthorization, signInRequired } from '../_shared/http.ts';
import type { PanelFactory } from '../_shared/judging/panel-factory.ts';
import { createSseChannel, sseHeaders } from '../_shared/sse.ts';
import type { DebateStore } from './debate-store.ts';
import type { Debater } from './debater.ts';
import { ballotSidesOf, parsePersonTurn, parseResume, splitSeat, writeBallots, type PersonTurnStore } from './person-turns.ts';
import { newRun, storedRun, type PreparedRun } from './resume.ts';
import { runGeneration } from './runner.ts';
import { parseContinuationRequest, parseDebateSettings, parseRematchRequest } from './settings.ts';
import type { Sleep } from './sleep.ts';

export interface HandlerDependencies {
  /** The model names the UI may send (the model map's names). */
  modelNames: readonly string[];
  debater: Debater;
  /** Who judges each debate after its last turn. */
  panel: PanelFactory;
  store: DebateStore;
  /** A person's seat and turns (absent: debates between models only; /turn and /resume answer 404). */
  personTurns?: PersonTurnStore;
  /** Who is calling (the function verifies its callers itself, whatever the gateway does). */
  caller: CallerCheck;
  turnPauseMs: number;
  sleep?: Sleep;
  heartbeatMs?: number;
  log?: Logger;
  /** How often the runner writes the text so far, and says it is at work (runner.ts; tests shorten them). */
  progressMs?: number;
  reportHeartbeatMs?: number;
  /** Keeps the runtime alive for a run that outlives its request (EdgeRuntime.waitUntil on Supabase). */
  keepAlive?: (work: Promise<unknown>) => void;
}

const defaultLogger: Logger = (message, details) => console.error(`[generate-debate] ${message}`, details ?? '');

export function createGenerateDebateHandler(deps: HandlerDependencies): (request: Request) => Promise<Response> {
  const log = deps.log ?? defaultLogger;

  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse();
    if (request.method === 'GET') {
      const caller = await deps.caller.identify(request);
      if (caller.kind === 'none' || caller.kind === 'invalid')
        return errorResponse(401, { code: 'unauthorized', message: 'An API key of this project or a valid session is required.' });
      return jsonResponse(200, generatorInfo(deps.modelNames, deps.debater.generator));
    }
    if (request.method !== 'POST') {
      return errorResponse(405, { code: 'method_not_allowed', message: 'Use GET or POST.' }, { Allow: 'GET, POST, OPTIONS' });
    }
    const route = routeOf(request);
    if (route === null || ((route === 'turn' || route === 'resume' || route === 'ballots') && !deps.personTurns)) {
      return errorResponse(404, { code: 'not_found', message: 'Use /, /continue, /rematch, /turn, /resume or /ballots.' });
    }
    const authorization = await signedInAuthorization(request, deps.caller);
    if (!authorization) return signInRequired();
    const read = await readJsonBody(request, ROUTE_BODIES[route]);
    if (!read.ok) return read.response;
    const context = { deps, log, authorization, requestSignal: request.signal };
    if (route === 'continue') return startContinuation(context, read.body);
    if (route === 'rematch') return startRematch(context, read.body);
    if (route === 'turn') return takeTurn(context, read.body);
    if (route === 'resume') return resumeRun(context, read.body);
    if (route === 'ballots') return answerBallots(context, read.body);
    const seated = splitSeat(read.body);
    if ('error' in seated) return invalid({ field: 'seat', message: seated.error });
    const parsed = parseDebateSettings(seated.settings, deps.modelNames);
    if (!parsed.ok) return invalid(parsed);
    const settings = parsed.settings;
    const { seat } = seated;
    if (seat !== null && deps.personTurns) {
      const personTurns = deps.personTurns;
      return startDebate(
        context,
        () => personTurns.beginAs(authorization, settings, seat),
        async (generationId) => storedRun(await deps.store.readGeneration(generationId), deps.modelNames),
      );
    }
    return startDebate(
      context,
      () => deps.store.begin(authorization, settings),
      async () => newRun(settings),
    );
  };
}

type Route = 'new' | 'continue' | 'rematch' | 'turn' | 'resume' | 'ballots';
const ROUTE_BODIES = {
  new: { field: 'settings', what: 'debate settings' },
  continue: { field: 'continuation', what: 'continuation' },
  rematch: { field: 'rematch', what: 'rematch' },
  turn: { field: 'turn', what: 'turn' },
  resume: { field: 'resume', what: 'debate to resume' },
  ballots: { field: 'ballots', what: 'debate to judge' },
} as const;
const SUB_ROUTES: Record<string, Route> = {
  '/continue': 'continue',
  '/rematch': 'rematch',
  '/turn': 'turn',
  '/resume': 'resume',
  '/ballots': 'ballots',
};

/** POST /generate-debate starts a debate, …/continue continues one, …/rematch rematches one (null: no such route). */
function routeOf(request: Request): Route | null {
  const rest = new URL(request.url).pathname.replace(/^.*?\/generate-debate/, '').replace(/\/+$/, '');
  if (rest === '') return 'new';
  return SUB_ROUTES[rest] ?? null;
}

const invalid = (refused: { field: string; message: string }) =>
  errorResponse(400, { code: 'validation_failed', field: refused.field, message: refused.message });

interface DebateRequest {
  deps: HandlerDependencies;
  log: Logger;
  authorization: string;
  requestSignal: AbortSignal;
}

async function startContinuation(context: DebateRequest, body: unknown): Promise<Response> {
  const { deps, authorization } = context;
  const parsed = parseContinuationRequest(body, deps.modelNames);
  if (!parsed.ok) return invalid(parsed);
  return startDebate(
    context,
    () => deps.store.beginContinuation(authorization, parsed.request),
    async (generationId) => storedRun(await deps.store.readGeneration(generationId), deps.modelNames),
  );
}

/** The person's turn is recorded as theirs (the database's rules), then the model answers it from where the debate is. */
async function takeTurn(context: DebateRequest, body: unknown): Promise<Response> {
  const { deps, authorization } = context;
  const parsed = parsePersonTurn(body);
  if (!parsed.ok) return invalid(parsed);
  const turn = parsed.value;
  return startDebate(
    context,
    async () => {
      const submitted = await deps.personTurns!.submitTurn(authorization, turn);
      return submitted.ok ? goingOn(turn.generationId, submitted.usage) : submitted;
    },
    async (generationId) => storedRun(await deps.store.readGeneration(generationId), deps.modelNames),
  );
}

/** The model's turn again (it failed, or its runner went away): only when the debate waits for the model. */
async function resumeRun(context: DebateRequest, body: unknown): Promise<Response> {
  const { deps, authorization } = context;
  const parsed = parseResume(body);
  if (!parsed.ok) return invalid(parsed);
  const { generationId } = parsed.value;
  return startDebate(
    context,
    async () => {
      const claimed = await deps.personTurns!.claimRun(authorization, generationId);
      return claimed.ok ? goingOn(generationId, claimed.usage) : claimed;
    },
    async (id) => storedRun(await deps.store.readGeneration(id), deps.modelNames),
  );
}

/** A finished debate between people has no runner: a seated person asks for its ballots (written once). */
async function answerBallots({ deps, authorization, log }: DebateRequest, body: unknown): Promise<Response> {
  const parsed = parseResume(body);
  if (!parsed.ok) return invalid(parsed);
  const personTurns = deps.personTurns!;
  try {
    const read = await personTurns.readAsPerson(authorization, parsed.value.generationId);
    if (!read.ok) return errorResponse(read.status, read.error);
    if (read.debate.status === 'running')
      return errorResponse(400, { code: 'AG021', message: 'A ballot is written once the debate has ended.' });
    const settings = read.debate.settings as { model1?: { name?: string }; model2?: { name?: string } };
    const panel = deps.panel([settings.model1?.name ?? '', settings.model2?.name ?? '']);
    const ballots = await writeBallots(panel.ballot, ballotSidesOf(read.debate));
    for (const ballot of ballots) await personTurns.recordBallot(parsed.value.generationId, ballot);
    return jsonResponse(200, { ballots: ballots.length });
  } catch (error) {
    log('could not write the ballots', { error: describe(error) });
    return errorResponse(500, { code: 'internal', message: 'The ballots could not be written. Please try again.' });
  }
}

/** A run that goes on with a generation already paid for: the allowance as it stands. */
const goingOn = (generationId: string, usage: { freeDebatesRemaining: number; totalDebates: number }) => ({
  ok: true as const,
  debate: { generationId, ...usage },
});

async function startRematch(context: DebateRequest, body: unknown): Promise<Response> {
  const { deps, authorization } = context;
  const parsed = parseRematchRequest(body);
  if (!parsed.ok) return invalid(parsed);
  // Its models must be ones this deployment offers, before anything is spent.
  let speakers;
  try {
    speakers = await deps.store.speakersOf(authorization, parsed.debateId);
  } catch (error) {
    context.log('could not read the debate to rematch', { error: describe(error) });
    return errorResponse(500, { code: 'internal', message: 'The debate could not be started. Please try again.' });
  }
  if (!speakers) return errorResponse(400, { code: 'AG030', message: 'Debate not found' });
  const missing = speakers.findIndex((model) => !deps.modelNames.includes(model));
  if (missing !== -1) {
    return invalid({ field: `model${2 - missing}.name`, message: `must be one of ${deps.modelNames.join(', ')}` });
  }
  return startDebate(
    context,
    () => deps.store.beginRematch(authorization, parsed.debateId),
    async (generationId) => storedRun(await deps.store.readGeneration(generationId), deps.modelNames),
  );
}

/**
 * Spends the allowance (the database's rule: `begin`) and answers with the debate's stream, or
 * with the refusal. `prepare` says where the run starts and with what.
 */
async function startDebate(
  { deps, log, requestSignal }: DebateRequest,
  begin: () => ReturnType<HandlerDependencies['store']['begin']>,
  prepare: (generationId: string) => Promise<PreparedRun>,
): Promise<Response> {
  let begun;
  let prepared: PreparedRun;
  try {
    begun = await begin();
    if (!begun.ok) return errorResponse(begun.status, begun.error);
    prepared = await prepare(begun.debate.generationId);
  } catch (error) {
    log('could not start the debate', { error: describe(error) });
    // Begun but not runnable: it stops, and what it paid for comes back.
    if (begun?.ok) await deps.store.end(begun.debate.generationId, 'failed').catch(() => undefined);
    return errorResponse(500, { code: 'internal', message: 'The debate could not be started. Please try again.' });
  }
  const channel = createSseChannel<DebateEvent>({ heartbeatMs: deps.heartbeatMs });
  const run = runGeneration({
    started: begun.debate,
    ...prepared,
    debater: deps.debater,
    panel: deps.panel,
    store: deps.store,
    turnPauseMs: deps.turnPauseMs,
    sleep: deps.sleep,
    log,
    send: (event) => channel.send(event),
    // The client hanging up shows as the request's signal or as the stream being cancelled.
    watching: AbortSignal.any([requestSignal, channel.signal]),
    progressMs: deps.progressMs,
    heartbeatMs: deps.reportHeartbeatMs,
    recordBallot: deps.personTurns?.recordBallot,
  })
    .catch((error: unknown) => log('unexpected failure', { generationId: begun.debate.generationId, error: describe(error) }))
    .finally(() => channel.close());
  deps.keepAlive?.(run);
  return new Response(channel.body, { status: 200, headers: sseHeaders });
}
