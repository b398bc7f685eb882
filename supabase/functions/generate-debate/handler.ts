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
 *                                                           when every turn fell back, and `judges`; `stopped`
 *                                                           when its owner stopped it
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
import { runGeneration } from './runner.ts';
import { parseDebateSettings, type DebateSettings } from './settings.ts';
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
    watching: AbortSignal.any([requestSignal, channel.signal]),
    progressMs: deps.progressMs,
    heartbeatMs: deps.reportHeartbeatMs,
  })
    .catch((error: unknown) => log('unexpected failure', { generationId: begun.debate.generationId, error: describe(error) }))
    .finally(() => channel.close());
  deps.keepAlive?.(run);
  return new Response(channel.body, { status: 200, headers: sseHeaders });
}
