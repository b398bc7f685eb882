/**
 * JSON answers in the shape `{error: {code, message, field?}}` (see
 * `ErrorResponse` in contract/sse-events.ts), and what every POST reads first:
 * a signed-in caller and a small JSON body.
 */
import type { CallerCheck } from './caller.ts';
import { corsHeaders } from './cors.ts';
import type { ErrorResponse } from './contract/sse-events.ts';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function errorResponse(status: number, error: ErrorResponse['error'], headers: Record<string, string> = {}): Response {
  return jsonResponse(status, { error } satisfies ErrorResponse, headers);
}

/** The caller's Authorization header when it carries a verified session; else null. */
export async function signedInAuthorization(request: Request, caller: CallerCheck): Promise<string | null> {
  const authorization = request.headers.get('Authorization');
  if (!authorization || (await caller.identify(request)).kind !== 'user') return null;
  return authorization;
}

export const signInRequired = () => errorResponse(401, { code: 'unauthorized', message: 'You must be signed in.' });

// A function's request body is a few kilobytes at most (settings: a topic of 500, two personalities of 2000 characters).
const MAX_BODY_BYTES = 64 * 1024;

export interface JsonBodyShape {
  /** The field a refusal names. */
  field: string;
  /** What the body must be, as the refusal says it ("debate settings"). */
  what: string;
}

/** The request's JSON body, or the 400 `validation_failed` refusing it (too large, not JSON). */
export async function readJsonBody(
  request: Request,
  shape: JsonBodyShape,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const refuse = (message: string) => ({
    ok: false as const,
    response: errorResponse(400, { code: 'validation_failed', field: shape.field, message }),
  });
  const tooLarge = () => refuse('the request body is larger than 64 KiB');
  const declaredLength = Number(request.headers.get('Content-Length') ?? '0');
  if (declaredLength > MAX_BODY_BYTES) return tooLarge();
  try {
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return tooLarge();
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return refuse(`the request body must be JSON ${shape.what}`);
  }
}
