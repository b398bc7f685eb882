/**
 * The request handler of `/functions/v1/send-emails`: one run of the outbox's
 * sender (sender.ts). Called on a schedule — by `pg_cron` + `pg_net` on a
 * hosted project, by the stack's timer locally (stack/functions/schedule.ts) —
 * with one of the project's secret keys; nobody else may make it send.
 *
 * POST (Authorization: Bearer <secret key>, or apikey: <secret key>):
 *   200 {sent, failed}                                        one bounded run
 *   401 {error:{code:'unauthorized', message}}                no secret key
 *   503 {error:{code:'not_configured', message}}              SMTP or SITE_URL not set: nothing claimed
 *   500 {error:{code:'internal', message}}                    the database could not be reached
 * Any other method: 405.
 */
import { errorResponse, jsonResponse } from '../_shared/http.ts';
import type { DrainResult } from './sender.ts';

export interface SendEmailsDependencies {
  /** The project's secret keys (new and legacy service_role). */
  secretKeys: readonly string[];
  /** The settings not given (SMTP_HOST, SITE_URL…); empty when the sender can run. */
  missing: readonly string[];
  run(): Promise<DrainResult>;
  log?: (message: string) => void;
}

function presentedKeys(request: Request): string[] {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  return [request.headers.get('apikey'), bearer].filter((key): key is string => typeof key === 'string' && key !== '');
}

export function createSendEmailsHandler(deps: SendEmailsDependencies): (request: Request) => Promise<Response> {
  const log = deps.log ?? ((message: string) => console.error(`[send-emails] ${message}`));
  const secret = new Set(deps.secretKeys);
  return async (request) => {
    if (request.method !== 'POST') {
      return errorResponse(405, { code: 'method_not_allowed', message: 'Use POST.' }, { Allow: 'POST' });
    }
    if (!presentedKeys(request).some((key) => secret.has(key))) {
      return errorResponse(401, { code: 'unauthorized', message: 'Only the project (its secret key) runs the sender.' });
    }
    await request.body?.cancel();
    if (deps.missing.length > 0) {
      return errorResponse(503, { code: 'not_configured', message: `The sender is not configured: set ${deps.missing.join(', ')}.` });
    }
    try {
      return jsonResponse(200, await deps.run());
    } catch (error) {
      log(`the run failed: ${(error as Error).message}`);
      return errorResponse(500, { code: 'internal', message: 'The outbox could not be read.' });
    }
  };
}
