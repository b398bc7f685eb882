import type { ServerResponse } from 'node:http';
import { sendJson } from '../shared/http.ts';
import { RESPONSE_CORS_HEADERS } from './cors.ts';

// The error bodies Supabase's gateway and functions relay answer with, so that
// supabase-js and the SPA see the same shapes locally as on a hosted project.
export const GatewayError = {
  noApiKey: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
  invalidApiKey: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
  secretKeyInBrowser: {
    message: 'Forbidden use of secret API key in browser',
    hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.',
  },
  noRoute: { message: 'no Route matched with those values' },
  badUpstream: { message: 'An invalid response was received from the upstream server' },
  missingAuthorization: { code: 401, message: 'Missing authorization header' },
  invalidJwt: { code: 401, message: 'Invalid JWT' },
  functionNotFound: { code: 'NOT_FOUND', message: 'Requested function was not found' },
} as const;

/** A gateway error as Kong sends it: JSON, with the CORS headers every answer carries. */
export function sendGatewayError(res: ServerResponse, status: number, body: unknown): void {
  sendJson(res, status, body, { ...RESPONSE_CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
}

const NO_EXPIRY = 'JWT has no expiry claim (exp)';

/** PostgREST's 401 for a JWT it refuses (PGRST301, as for an expired one), with its WWW-Authenticate header. */
export function sendPostgrestJwtError(res: ServerResponse): void {
  sendJson(
    res,
    401,
    { code: 'PGRST301', details: null, hint: null, message: NO_EXPIRY },
    {
      ...RESPONSE_CORS_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${NO_EXPIRY}"`,
    },
  );
}
