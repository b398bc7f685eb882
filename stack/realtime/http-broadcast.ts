/**
 * Supabase Realtime's REST broadcast endpoints, which realtime-js uses for
 * `channel.httpSend()` and for `channel.send()` before a channel has joined:
 *   POST /api/broadcast                        {messages: [{topic, event, payload, private?}]}
 *   POST /api/broadcast/<topic>/events/<event>  body = payload (JSON or bytes), ?private=true
 * Both answer 202. Authorised like a join: the `apikey`, or the bearer token
 * when one is sent; private topics need RLS on realtime.messages to let the
 * sender insert for that topic, as on Supabase.
 */
import type http from 'node:http';
import { z } from 'zod';
import type { SubscriberDatabase } from './database.ts';
import type { Hub } from './hub.ts';
import { verifyToken, type TokenKeys } from './tokens.ts';
import { sendJson } from '../shared/http.ts';

const MAX_BODY_BYTES = 1024 * 1024;

const batchSchema = z.object({
  messages: z.array(
    z.looseObject({
      topic: z.string().min(1),
      event: z.string().min(1),
      payload: z.unknown().optional(),
      private: z.boolean().optional(),
    }),
  ),
});

export interface BroadcastHttpContext {
  hub: Hub;
  db: SubscriberDatabase;
  keys: TokenKeys;
}

const respond = (res: http.ServerResponse, status: number, body?: unknown) => sendJson(res, status, body);

function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Handles the request when it is a broadcast endpoint; false otherwise. */
export async function handleBroadcastHttp(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  ctx: BroadcastHttpContext,
): Promise<boolean> {
  const path = url.pathname.replace(/^\/realtime\/v1/, '');
  const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path);
  if (path !== '/api/broadcast' && !single) return false;
  if (req.method !== 'POST') {
    respond(res, 405, { error: 'Method not allowed' });
    return true;
  }

  const apiKey = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  const keyCheck = await verifyToken(apiKey, ctx.keys);
  if (!keyCheck.ok) {
    respond(res, 401, { error: keyCheck.message });
    return true;
  }
  const bearer = /^Bearer\s+(.+)$/i.exec(header(req, 'authorization') ?? '')?.[1];
  const tokenCheck = bearer && !bearer.startsWith('sb_') ? await verifyToken(bearer, ctx.keys) : keyCheck;
  if (!tokenCheck.ok) {
    respond(res, 401, { error: tokenCheck.message });
    return true;
  }
  if (!(await ctx.db.roleAllowed(tokenCheck.claims.role))) {
    respond(res, 401, { error: `The role "${tokenCheck.claims.role}" in the JWT cannot be assumed` });
    return true;
  }
  const identity = { role: tokenCheck.claims.role, claims: tokenCheck.claims };
  const mayUsePrivate = (topic: string) => ctx.db.maySend(identity, topic, 'broadcast').catch(() => false);

  const body = await readBody(req);
  if (body === null) {
    respond(res, 413, { error: 'Payload too large' });
    return true;
  }

  if (single) {
    const topic = decodeURIComponent(single[1]!);
    const event = decodeURIComponent(single[2]!);
    const isPrivate = url.searchParams.get('private') === 'true';
    if (isPrivate && !(await mayUsePrivate(topic))) {
      respond(res, 401, { error: `You do not have permissions to write to this Channel topic: ${topic}` });
      return true;
    }
    const binary = (header(req, 'content-type') ?? '').startsWith('application/octet-stream');
    let value: unknown = undefined;
    if (!binary) {
      try {
        value = JSON.parse(body.toString('utf8'));
      } catch {
        respond(res, 400, { error: 'The body is not valid JSON' });
        return true;
      }
    }
    ctx.hub.broadcast(null, topic, isPrivate, {
      userEvent: event,
      metadata: '',
      body: binary ? { kind: 'binary', bytes: body } : { kind: 'json', value },
    });
    respond(res, 202);
    return true;
  }

  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    respond(res, 400, { error: 'The body is not valid JSON' });
    return true;
  }
  const batch = batchSchema.safeParse(json);
  if (!batch.success) {
    respond(res, 400, { error: 'Expected {"messages": [{"topic", "event", "payload"}]}' });
    return true;
  }
  for (const message of batch.data.messages) {
    const isPrivate = message.private === true;
    if (isPrivate && !(await mayUsePrivate(message.topic))) continue;
    ctx.hub.broadcast(null, message.topic, isPrivate, {
      userEvent: message.event,
      metadata: '',
      body: { kind: 'json', value: message.payload ?? {} },
    });
  }
  respond(res, 202);
  return true;
}
