import type { IncomingMessage, ServerResponse } from 'node:http';
import { header } from './http.ts';

/**
 * CORS as GoTrue's rs/cors middleware answers it (all origins, credentials
 * allowed), except that every requested header is allowed: the browser talks
 * to us through the gateway with supabase-js's `apikey`, `x-client-info` and
 * `x-supabase-api-version` headers, which Kong's cors plugin lets through on
 * real Supabase.
 */
const ALLOWED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
// Retry-After too: the SPA tells how long to wait from a 429's header (not CORS-safelisted).
const EXPOSED_HEADERS = 'X-Total-Count, Link, X-Supabase-Api-Version, Retry-After';

/** Answers a preflight (returns true) or decorates the actual response's headers. */
export function handleCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = header(req, 'origin');
  const requestedMethod = header(req, 'access-control-request-method');

  if (req.method === 'OPTIONS' && requestedMethod !== undefined) {
    res.setHeader('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    const method = requestedMethod.toUpperCase();
    if (origin && ALLOWED_METHODS.has(method)) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Methods', method);
      const requestedHeaders = header(req, 'access-control-request-headers');
      if (requestedHeaders) res.setHeader('Access-Control-Allow-Headers', requestedHeaders);
    }
    res.writeHead(204);
    res.end();
    return true;
  }

  if (origin) {
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  return false;
}
