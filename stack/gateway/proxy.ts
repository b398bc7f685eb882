import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { RESPONSE_CORS_HEADERS } from './cors.ts';
import { GatewayError, sendGatewayError } from './errors.ts';

// Connection-specific headers a proxy must not forward (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface ProxyTarget {
  /** Upstream origin, e.g. http://127.0.0.1:3000 */
  origin: URL;
  /** Path (and query) on the upstream, the route prefix already stripped. */
  path: string;
  /** The stripped prefix, passed on as X-Forwarded-Prefix as Kong does. */
  prefix: string;
}

/**
 * Keep-alive connections to one upstream, at most `maxSockets` at a time (the
 * requests beyond wait in the agent's queue). With a timeout set, Node's agent
 * also honours an upstream's `Keep-Alive: timeout=N` (Node servers say 5 s) and
 * drops an idle socket a second before the upstream would; without one it keeps
 * idle sockets for ever.
 */
export function upstreamAgent(maxSockets = 256): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets, timeout: 60_000 });
}

const sharedAgent = upstreamAgent();

// A request body kept for one retry is at most this long (Agora's are small JSON).
const RETRY_BODY_LIMIT = 1024 * 1024;

function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
}

/** Request headers as the upstream should see them (Kong's X-Forwarded-* and X-Real-IP added). */
export function upstreamHeaders(
  req: IncomingMessage,
  target: ProxyTarget,
  overrides: Record<string, string | undefined> = {},
  keepUpgrade = false,
): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (HOP_BY_HOP.has(name) && !(keepUpgrade && (name === 'connection' || name === 'upgrade'))) continue;
    headers[name] = value;
  }
  const client = clientAddress(req);
  const previous = req.headers['x-forwarded-for'];
  const hostHeader = req.headers.host ?? '';
  headers['x-forwarded-for'] = previous ? `${previous}, ${client}` : client;
  headers['x-real-ip'] = client;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = hostHeader.replace(/:\d+$/, '');
  headers['x-forwarded-port'] = String(req.socket.localPort ?? '');
  headers['x-forwarded-prefix'] = target.prefix;
  headers.host = target.origin.host;
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return headers;
}

/** Where a request goes and with which headers; `agent`: the connections it may reuse (default: shared by the routes). */
export interface UpstreamRequest {
  target: ProxyTarget;
  headers: IncomingHttpHeaders;
  agent?: http.Agent;
}

/**
 * Forwards one HTTP request and streams the answer back chunk by chunk (headers
 * flushed at once, no buffering), so server-sent events arrive as they are
 * written. A client that goes away aborts the upstream request.
 */
export function proxyHttp(req: IncomingMessage, res: ServerResponse, upstreamRequest: UpstreamRequest): void {
  const { target, headers, agent = sharedAgent } = upstreamRequest;
  // The body as it passes, for the one retry below (dropped when too long to keep).
  let body: Buffer[] | null = [];
  let bodyLength = 0;
  req.on('data', (chunk: Buffer) => {
    bodyLength += chunk.length;
    if (bodyLength > RETRY_BODY_LIMIT) body = null;
    else body?.push(chunk);
  });

  const send = (retry: boolean) => {
    const upstream = http.request({
      // A retry takes a new connection: the agent may hold more sockets the upstream already closed.
      agent: retry ? false : agent,
      protocol: target.origin.protocol,
      hostname: target.origin.hostname,
      port: target.origin.port,
      method: req.method,
      path: target.path,
      headers,
    });

    upstream.on('response', (answer) => {
      const outgoing: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) outgoing[name] = value;
      }
      Object.assign(outgoing, RESPONSE_CORS_HEADERS);
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, outgoing);
      res.flushHeaders();
      // pipe() writes each chunk as it arrives (and honours back-pressure).
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });

    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the upstream closed while it sat idle fails the first
      // write with ECONNRESET (Node's documented race): nothing reached the
      // upstream, so send once more on a new connection, as Node's docs advise.
      if (!retry && upstream.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent && body && !res.destroyed) {
        if (req.readableEnded) resend();
        else req.once('end', resend);
        return;
      }
      if (!res.headersSent) sendGatewayError(res, 502, GatewayError.badUpstream);
      else res.destroy();
    });

    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    return upstream;
  };
  const resend = () => {
    if (!body || res.destroyed) return;
    send(true).end(Buffer.concat(body));
  };

  const first = send(false);
  req.on('error', () => first.destroy());
  req.pipe(first);
}

function serializeHead(method: string, path: string, headers: IncomingHttpHeaders): string {
  const lines = [`${method} ${path} HTTP/1.1`];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Tunnels a websocket upgrade: the upgrade request is replayed upstream, then bytes flow both ways untouched. */
export function proxyUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, { target, headers }: UpstreamRequest): void {
  const upstream = net.connect({ host: target.origin.hostname, port: Number(target.origin.port) });
  let connected = false;
  const close = () => {
    socket.destroy();
    upstream.destroy();
  };
  upstream.once('connect', () => {
    connected = true;
    upstream.setNoDelay(true);
    upstream.write(serializeHead(req.method ?? 'GET', target.path, headers));
    if (head.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.on('error', () => {
    if (connected) return close();
    const body = JSON.stringify(GatewayError.badUpstream);
    socket.end(
      `HTTP/1.1 502 Bad Gateway\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  socket.on('error', close);
  socket.on('close', () => upstream.destroy());
  upstream.on('close', () => socket.destroy());
}
