/**
 * JSON error answers in the shape `{error: {code, message, field?}}`
 * (see `ErrorResponse` in contract/sse-events.ts).
 */
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
