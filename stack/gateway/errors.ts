import type { ServerResponse } from 'node:http';
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

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...RESPONSE_CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const NO_EXPIRY = 'JWT has no expiry claim (exp)';

/** PostgREST's 401 for a JWT it refuses (PGRST301, as for an expired one), with its WWW-Authenticate header. */
export function sendPostgrestJwtError(res: ServerResponse): void {
  const text = JSON.stringify({ code: 'PGRST301', details: null, hint: null, message: NO_EXPIRY });
  res.writeHead(401, {
    ...RESPONSE_CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'www-authenticate': `Bearer error="invalid_token", error_description="${NO_EXPIRY}"`,
  });
  res.end(text);
}
