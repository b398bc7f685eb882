/**
 * The request handler of `/functions/v1/judge-debate`: "Ask the judges" about
 * a saved debate (its author, once per debate). Built from its parts so tests
 * can run it with any panel and store.
 *
 * POST {judgeDebateId} (a signed-in user's verified session token):
 *   400 {error:{code:'validation_failed', field:'judgeDebateId', message}}  no debate id
 *   401 {error:{code:'unauthorized', message}}                              no or invalid user JWT
 *   403 AG333 / 404 AG335 / 409 AG334                                       refused (see the judges migration)
 *   500 {error:{code:'internal', message}}                                  the database could not open the panel
 *   200 text/event-stream                                                   `judging_start`, the passes, `verdict`
 *
 * OPTIONS: the CORS preflight. Any other method:
 *   405 {error:{code:'method_not_allowed', message}}
 */
import type { Logger } from '../_shared/ai/client.ts';
import { describeError as describe } from '../_shared/ai/provider-refusals.ts';
import type { CallerCheck } from '../_shared/caller.ts';
import type { DebateEvent } from '../_shared/contract/sse-events.ts';
import { preflightResponse } from '../_shared/cors.ts';
import { errorResponse, readJsonBody, signedInAuthorization, signInRequired } from '../_shared/http.ts';
import { judgeDebate } from '../_shared/judging/judge-debate.ts';
import type { JudgesStore } from '../_shared/judging/judges-store.ts';
import type { PanelFactory } from '../_shared/judging/panel-factory.ts';
import { createSseChannel, sseHeaders } from '../_shared/sse.ts';

export interface JudgeHandlerDependencies {
  /** Who judges (the debate's two speakers' models, or AI_JUDGE_MODELS). */
  panel: PanelFactory;
  store: JudgesStore;
  /** Who is calling (the function verifies its callers itself, whatever the gateway does). */
  caller: CallerCheck;
  heartbeatMs?: number;
  log?: Logger;
}

const defaultLogger: Logger = (message, details) => console.error(`[judge-debate] ${message}`, details ?? '');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function askedDebateId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('judgeDebateId' in body)) return null;
  const id = (body as { judgeDebateId: unknown }).judgeDebateId;
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

export function createJudgeDebateHandler(deps: JudgeHandlerDependencies): (request: Request) => Promise<Response> {
  const log = deps.log ?? defaultLogger;

  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse();
    if (request.method !== 'POST') {
      return errorResponse(405, { code: 'method_not_allowed', message: 'Use POST.' }, { Allow: 'POST, OPTIONS' });
    }
    const authorization = await signedInAuthorization(request, deps.caller);
    if (!authorization) return signInRequired();
    const read = await readJsonBody(request, { field: 'judgeDebateId', what: '({"judgeDebateId": "<debate id>"})' });
    if (!read.ok) return read.response;
    const debateId = askedDebateId(read.body);
    if (!debateId) return errorResponse(400, { code: 'validation_failed', field: 'judgeDebateId', message: 'a debate id is required' });

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
    void judgeDebate({
      panel: deps.panel(opened.speakerModels),
      panelId: opened.panelId,
      transcript: opened.transcript,
      store: deps.store,
      // The client hanging up stops the judges; the panel is recorded as stopped.
      signal: AbortSignal.any([request.signal, channel.signal]),
      send: (event) => channel.send(event),
      log,
    })
      .then((stored) => {
        if (!stored) channel.send({ type: 'error', code: 'record_failed', message: "The judges' verdict could not be recorded." });
      })
      .catch((error: unknown) => log('unexpected failure', { debateId, error: describe(error) }))
      .finally(() => channel.close());
    return new Response(channel.body, { status: 200, headers: sseHeaders });
  };
}
