/**
 * How an OpenAI-compatible server says it does not support a request's
 * feature: a 4xx (or a 500/501 from some local servers) naming it. Debate
 * turns and judges both fall back on these answers: without tools (the JSON
 * asked for in the prompt), then without `response_format`.
 */
import OpenAI from 'openai';

const REFUSAL_STATUSES = new Set([400, 404, 415, 422, 500, 501]);

function refuses(error: unknown, pattern: RegExp): boolean {
  return (
    error instanceof OpenAI.APIError &&
    error.status !== undefined &&
    REFUSAL_STATUSES.has(error.status) &&
    pattern.test(`${error.message} ${JSON.stringify(error.error ?? '')}`)
  );
}
export const refusesTools = (error: unknown) =>
  refuses(error, /\btools?\b|tool_choice|function[ _]?call|functions? (are|is) not supported/i);
export const refusesResponseFormat = (error: unknown) => refuses(error, /response_format|json_object|json mode|response format/i);

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
