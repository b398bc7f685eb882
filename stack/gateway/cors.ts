import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

// Supabase's gateway runs Kong's cors plugin with its defaults: any origin, and
// on preflight the methods below plus the headers the browser asks for. The
// headers supabase-js sends are always allowed, even when not asked for.
const ALLOWED_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT';
const ALWAYS_ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-region',
  'x-upsert',
];

export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
}

export function preflightHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const allowed = [...new Set([...ALWAYS_ALLOWED_HEADERS, ...requested])];
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': allowed.join(','),
    'content-length': '0',
  };
}

/** Kong's cors plugin sets this on every response of a route, replacing any upstream value. */
export const RESPONSE_CORS_HEADERS: OutgoingHttpHeaders = { 'access-control-allow-origin': '*' };
