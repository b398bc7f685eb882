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
 * POST {judgeDebateId} ("Ask the judges", the debate's author, once per debate):
 *   401 / 403 AG333 / 404 AG335 / 409 AG334                 refused (see the judges migration)
 *   200 text/event-stream                                   `judging_start`, the passes, `verdict`
 *
 * OPTIONS: the CORS preflight. Any other method:
 *   405 {error:{code:'method_not_allowed', message}}
 */
import { preflightResponse } from '../_shared/cors.ts';
import { generatorInfo } from '../_shared/contract/generator-info.ts';
import { errorResponse, jsonResponse } from '../_shared/http.ts';
import type { CallerCheck } from '../_shared/caller.ts';
import { createSseChannel, sseHeaders } from '../_shared/sse.ts';
import type { DebateEvent } from '../_shared/contract/sse-events.ts';
import type { DebateStore } from './debate-store.ts';
import type { Debater } from './debater.ts';
import type { Logger } from './provider-debater.ts';
import { judgeDebate } from './judging/judge-debate.ts';
import type { PanelFactory } from './judging/panel-factory.ts';
import { runGeneration } from './runner.ts';
import { parseDebateSettings } from './settings.ts';
import type { Sleep } from './sleep.ts';

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
  /** How often the runner writes the text so far, and says it is at work (runner.ts; tests shorten them). */
  progressMs?: number;
  reportHeartbeatMs?: number;
  /** Keeps the runtime alive for a run that outlives its request (EdgeRuntime.waitUntil on Supabase). */
  keepAlive?: (work: Promise<unknown>) => void;
}

// Settings are a few kilobytes at most (topic 500, two personalities of 2000 characters).
const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () =>
  errorResponse(400, { code: 'validation_failed', field: 'settings', message: 'the request body is larger than 64 KiB' });

const defaultLogger: Logger = (message, details) => console.error(`[generate-debate] ${message}`, details ?? '');

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function askedDebateId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('judgeDebateId' in body)) return null;
  const id = (body as { judgeDebateId: unknown }).judgeDebateId;
  return typeof id === 'string' ? id : '';
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

    const authorization = request.headers.get('Authorization');
    if (!authorization || (await deps.caller.identify(request)).kind !== 'user') {
      return errorResponse(401, { code: 'unauthorized', message: 'You must be signed in.' });
    }

    const declaredLength = Number(request.headers.get('Content-Length') ?? '0');
    if (declaredLength > MAX_BODY_BYTES) return tooLarge();
    let body: unknown;
    try {
      const text = await request.text();
      if (text.length > MAX_BODY_BYTES) return tooLarge();
      body = JSON.parse(text);
    } catch {
      return errorResponse(400, { code: 'validation_failed', field: 'settings', message: 'the request body must be JSON debate settings' });
    }
    const judgeDebateId = askedDebateId(body);
    if (judgeDebateId !== null) return askTheJudges(authorization, judgeDebateId, request.signal);
    const parsed = parseDebateSettings(body, deps.modelNames);
    if (!parsed.ok) return errorResponse(400, { code: 'validation_failed', field: parsed.field, message: parsed.message });
    const settings = parsed.settings;

    let begun;
    try {
      begun = await deps.store.begin(authorization, settings);
    } catch (error) {
      log('could not start the debate', { error: describe(error) });
      return errorResponse(500, { code: 'internal', message: 'The debate could not be started. Please try again.' });
    }
    if (!begun.ok) return errorResponse(begun.status, begun.error);

    // The debate runs to its end whether or not this request stays connected: the stream only
    // shows it to the tab that started it (runner.ts).
    const channel = createSseChannel<DebateEvent>({ heartbeatMs: deps.heartbeatMs });
    const run = runGeneration({
      started: begun.debate,
      settings,
      debater: deps.debater,
      panel: deps.panel,
      store: deps.store,
      turnPauseMs: deps.turnPauseMs,
      sleep: deps.sleep,
      log,
      send: (event) => channel.send(event),
      // The client hanging up shows as the request's signal or as the stream being cancelled.
      watching: AbortSignal.any([request.signal, channel.signal]),
      progressMs: deps.progressMs,
      heartbeatMs: deps.reportHeartbeatMs,
    })
      .catch((error: unknown) => log('unexpected failure', { generationId: begun.debate.generationId, error: describe(error) }))
      .finally(() => channel.close());
    deps.keepAlive?.(run);

    return new Response(channel.body, { status: 200, headers: sseHeaders });
  };

  async function askTheJudges(authorization: string, debateId: string, requestSignal: AbortSignal): Promise<Response> {
    if (!UUID.test(debateId))
      return errorResponse(400, { code: 'validation_failed', field: 'judgeDebateId', message: 'a debate id is required' });
    let asked;
    try {
      asked = await deps.store.askJudges(authorization, debateId);
    } catch (error) {
      log('could not ask the judges', { debateId, error: describe(error) });
      return errorResponse(500, { code: 'internal', message: 'The judges could not be asked. Please try again.' });
    }
    if (!asked.ok) return errorResponse(asked.status, asked.error);
    const { panel: opened } = asked;
    const channel = createSseChannel<DebateEvent>({ heartbeatMs: deps.heartbeatMs });
    const signal = AbortSignal.any([requestSignal, channel.signal]);
    void judgeDebate({
      panel: deps.panel(opened.speakerModels),
      panelId: opened.panelId,
      transcript: opened.transcript,
      store: deps.store,
      signal,
      send: (event) => channel.send(event),
      log,
    })
      .then((stored) => {
        if (!stored) channel.send({ type: 'error', code: 'record_failed', message: "The judges' verdict could not be recorded." });
      })
      .catch((error: unknown) => log('unexpected failure', { debateId, error: describe(error) }))
      .finally(() => channel.close());
    return new Response(channel.body, { status: 200, headers: sseHeaders });
  }
}
