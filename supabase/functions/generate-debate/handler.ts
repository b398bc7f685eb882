/**
 * The request handler of `/functions/v1/generate-debate`, built from its
 * parts so tests and the benchmark can run it with any debater and store.
 *
 * GET (one of the project's API keys, or a signed-in user's token; checked here):
 *   200 {models:[{name}], generator, generatorLabel}        what the engine may offer (generator-info.ts)
 *
 * POST (a signed-in user's verified session token, JSON debate settings):
 *   400 {error:{code:'validation_failed', field, message}}  bad settings (nothing spent)
 *   401 {error:{code:'unauthorized', message}}              no or invalid user JWT
 *   402 {error:{code:'AG001', message}}                     no free debates left
 *   403 {error:{code:'AG350', message}}                     the account's address is not confirmed yet
 *   500 {error:{code:'internal', message}}                  the database could not start it
 *   200 text/event-stream                                   the debate, then the judges' panel (see
 *                                                           sse-events.ts); `done` carries `allowanceReturned`
 *                                                           when every turn fell back, and `judges`
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
import {
  ALLOWANCE_RETURNED_MESSAGE,
  GENERATOR_LABELS,
  type AllowanceReturned,
  type DebateEvent,
  type GeneratedDebate,
  type JudgePanel,
} from '../_shared/contract/sse-events.ts';
import { preflightResponse } from '../_shared/cors.ts';
import { errorResponse, jsonResponse, readJsonBody, signedInAuthorization, signInRequired } from '../_shared/http.ts';
import { judgeDebate } from '../_shared/judging/judge-debate.ts';
import type { PanelFactory } from '../_shared/judging/panel-factory.ts';
import type { Transcript } from '../_shared/judging/transcript.ts';
import { createSseChannel, sseHeaders, type SseChannel } from '../_shared/sse.ts';
import type { DebateStore } from './debate-store.ts';
import type { Debater } from './debater.ts';
import { assembleDebate, runDebate } from './sequencer.ts';
import { parseDebateSettings, type DebateSettings } from './settings.ts';
import type { Sleep } from './sleep.ts';
import { planTurns, type CompletedTurn } from './turns.ts';

export interface HandlerDependencies {
  /** The model names the UI may send (the model map's names). */
  modelNames: readonly string[];
  debater: Debater;
  /** Who judges each debate after its last turn. */
  panel: PanelFactory;
  store: DebateStore;
  /** Who is calling (the function verifies its callers itself, whatever the gateway does). */
  caller: CallerCheck;
  turnPauseMs: number;
  sleep?: Sleep;
  heartbeatMs?: number;
  log?: Logger;
}

const defaultLogger: Logger = (message, details) => console.error(`[generate-debate] ${message}`, details ?? '');

function transcriptOf(topic: string, completed: readonly CompletedTurn[]): Transcript {
  return {
    topic,
    turns: completed.flatMap((done) =>
      done.turn.role === 'speaker' ? [{ roundIndex: done.turn.roundIndex, speakerIndex: done.turn.speakerIndex, text: done.text }] : [],
    ),
  };
}

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
    const authorization = await signedInAuthorization(request, deps.caller);
    if (!authorization) return signInRequired();
    const read = await readJsonBody(request, { field: 'settings', what: 'debate settings' });
    if (!read.ok) return read.response;
    const parsed = parseDebateSettings(read.body, deps.modelNames);
    if (!parsed.ok) return errorResponse(400, { code: 'validation_failed', field: parsed.field, message: parsed.message });
    return startDebate({ deps, log, authorization, settings: parsed.settings, requestSignal: request.signal });
  };
}

interface DebateRequest {
  deps: HandlerDependencies;
  log: Logger;
  authorization: string;
  settings: DebateSettings;
  requestSignal: AbortSignal;
}

/** One debate under way: what each step of its stream needs. */
interface DebateRun {
  deps: HandlerDependencies;
  log: Logger;
  settings: DebateSettings;
  generationId: string;
  channel: SseChannel<DebateEvent>;
  /** The client hanging up shows as the request's signal (even mid-pause) or as the stream being cancelled. */
  signal: AbortSignal;
}

/** Spends the allowance (the database's rule) and answers with the debate's stream, or with the refusal. */
async function startDebate({ deps, log, authorization, settings, requestSignal }: DebateRequest): Promise<Response> {
  let begun;
  try {
    begun = await deps.store.begin(authorization, settings);
  } catch (error) {
    log('could not start the debate', { error: describe(error) });
    return errorResponse(500, { code: 'internal', message: 'The debate could not be started. Please try again.' });
  }
  if (!begun.ok) return errorResponse(begun.status, begun.error);
  const { generationId } = begun.debate;
  const channel = createSseChannel<DebateEvent>({ heartbeatMs: deps.heartbeatMs });
  const run: DebateRun = { deps, log, settings, generationId, channel, signal: AbortSignal.any([requestSignal, channel.signal]) };
  const generator = deps.debater.generator;
  channel.send({
    type: 'start',
    generationId,
    generator,
    generatorLabel: GENERATOR_LABELS[generator],
    freeDebatesRemaining: begun.debate.freeDebatesRemaining,
    totalDebates: begun.debate.totalDebates,
    turnCount: planTurns(settings.moderatorEnabled).length,
  });
  void streamDebate(run)
    .catch((error: unknown) => log('unexpected failure', { generationId, error: describe(error) }))
    .finally(() => channel.close());
  return new Response(channel.body, { status: 200, headers: sseHeaders });
}

/** The turns, their record, the allowance given back when every turn fell back, the judges, then `done`. */
async function streamDebate(run: DebateRun): Promise<void> {
  const completed = await writeTurns(run);
  if (!completed || !(await recordTurns(run, completed))) return;
  const allowanceReturned = await returnAllowanceIfAllFellBack(run, completed);
  const debate = assembleDebate(run.generationId, run.settings, run.deps.debater.generator, completed);
  const judges = await judgeGeneration(run, completed, debate);
  run.channel.send({
    type: 'done',
    debate,
    ...(allowanceReturned ? { allowanceReturned } : {}),
    ...(judges ? { judges } : {}),
  });
}

/** The debate's turns as they are written; null when it failed or was stopped (the generation is ended so). */
async function writeTurns(run: DebateRun): Promise<CompletedTurn[] | null> {
  const { deps, log, generationId, signal } = run;
  try {
    return await runDebate({
      settings: run.settings,
      debater: deps.debater,
      pauseMs: deps.turnPauseMs,
      signal,
      sleep: deps.sleep,
      emit: (event) => run.channel.send(event),
    });
  } catch (error) {
    const aborted = signal.aborted;
    if (!aborted) log('generation failed', { generationId, error: describe(error) });
    await deps.store
      .end(generationId, aborted ? 'aborted' : 'failed')
      .catch((e: unknown) => log('could not end the generation', { generationId, error: describe(e) }));
    if (!aborted) run.channel.send({ type: 'error', code: 'internal', message: 'An error occurred during the debate. Please try again.' });
    return null;
  }
}

async function recordTurns(run: DebateRun, completed: readonly CompletedTurn[]): Promise<boolean> {
  const { deps, log, generationId } = run;
  try {
    await deps.store.complete(generationId, deps.debater.generator, completed);
    return true;
  } catch (error) {
    log('could not record the debate', { generationId, error: describe(error) });
    await deps.store.end(generationId, 'failed').catch(() => undefined);
    run.channel.send({ type: 'error', code: 'record_failed', message: 'The debate could not be recorded. Please try again.' });
    return false;
  }
}

// Nothing usable came back in any turn: the debate is not counted against the allowance.
async function returnAllowanceIfAllFellBack(run: DebateRun, completed: readonly CompletedTurn[]): Promise<AllowanceReturned | undefined> {
  if (completed.length === 0 || !completed.every((turn) => turn.fallback)) return undefined;
  try {
    const usage = await run.deps.store.returnAllowance(run.generationId);
    return { freeDebatesRemaining: usage.freeDebatesRemaining, totalDebates: usage.totalDebates, message: ALLOWANCE_RETURNED_MESSAGE };
  } catch (error) {
    run.log('could not give the allowance back', { generationId: run.generationId, error: describe(error) });
    return undefined;
  }
}

async function judgeGeneration(
  run: DebateRun,
  completed: readonly CompletedTurn[],
  debate: GeneratedDebate,
): Promise<JudgePanel | undefined> {
  const { deps, settings, generationId } = run;
  try {
    const panelId = await deps.store.openJudgePanel(generationId);
    // Nothing usable to judge when every turn fell back: the panel is recorded unavailable, nothing asked.
    const chosen = deps.panel([settings.model1.name, settings.model2.name]);
    const panel = completed.every((turn) => turn.fallback) ? { ...chosen, judges: [] } : chosen;
    return await judgeDebate({
      panel,
      panelId,
      transcript: transcriptOf(settings.topic, completed),
      store: deps.store,
      signal: run.signal,
      send: (event) => run.channel.send(event),
      log: run.log,
      debate,
    });
  } catch (error) {
    run.log("could not open the judges' panel", { generationId, error: describe(error) });
    return undefined;
  }
}
