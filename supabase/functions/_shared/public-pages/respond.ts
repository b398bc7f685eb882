// Every public page's answer: revalidated by ETag (`no-cache`), a 304 when
// the client holds this version, no body for HEAD.
import { contentHash } from './hash.ts';

export const TEXT = 'text/plain; charset=utf-8';
export const HTML = 'text/html; charset=utf-8';
export const XML = 'application/xml; charset=utf-8';

export interface Answer {
  body: string | Uint8Array;
  type: string;
  /** Added to (or replacing) the defaults: Content-Type, Cache-Control no-cache, ETag, Vary. */
  headers?: Record<string, string>;
  status?: number;
  /** Default: a hash of the body. */
  etag?: string;
}

/** Whether an If-None-Match header names this ETag (a list, weak or not, or `*`). */
export function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

const etagOf = (body: string | Uint8Array) =>
  `"${contentHash(typeof body === 'string' ? body : `${body.length}:${body.slice(0, 64).join(',')}`)}"`;

export function respond(request: Request, answer: Answer): Response {
  const { body, type, status = 200 } = answer;
  const etag = answer.etag ?? etagOf(body);
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...answer.headers,
  });
  if (status === 200 && matches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : (body as BodyInit), { status, headers });
}
