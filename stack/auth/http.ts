import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { z } from 'zod';
import { badRequest, HttpError } from './errors.ts';

// GoTrue caps request bodies at 1 MiB.
const MAX_BODY_BYTES = 1 << 20;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      throw new HttpError(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Parses a JSON body against `schema`. Like GoTrue (which unmarshals into a
 * typed struct), both malformed JSON and wrongly typed fields are `bad_json`,
 * and a literal `null` body means "no parameters".
 */
export async function parseJsonBody<S extends z.ZodType>(
  req: IncomingMessage,
  schema: S,
  options: { allowEmpty?: boolean } = {},
): Promise<z.infer<S>> {
  const text = await readBody(req);
  let raw: unknown;
  try {
    raw = options.allowEmpty && text.trim() === '' ? null : JSON.parse(text);
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw === null ? {} : raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length ? ` (field ${issue.path.join('.')})` : '';
    throw badRequest('bad_json', `Could not parse request body as JSON: ${issue?.message ?? 'invalid body'}${where}`);
  }
  return result.data;
}

/**
 * The caller's IP: the last X-Forwarded-For hop (what the gateway saw), else
 * the socket peer. The last hop is the one a client cannot forge when the
 * gateway appends to the header instead of replacing it.
 */
export function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const value = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  if (value) {
    const hops = value
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops[hops.length - 1];
    if (last && net.isIP(last)) return last;
  }
  const peer = req.socket.remoteAddress ?? '';
  return peer.startsWith('::ffff:') ? peer.slice(7) : peer;
}

/** A header's single value (the first when repeated). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
