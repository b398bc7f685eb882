/**
 * Agora's local stand-in for Supabase Realtime: a Phoenix-channel websocket
 * server that @supabase/realtime-js talks to unchanged (vsn 1.0.0 and 2.0.0),
 * with `postgres_changes` and Broadcast from the database read from the WAL
 * (wal-feed.ts; RLS checked as each subscriber), private channels authorised
 * by RLS on realtime.messages, `broadcast`, and presence.
 *
 * Serves `/websocket` (the gateway strips `/realtime/v1`; the prefixed path is
 * accepted too) and the REST broadcast endpoints under `/api/broadcast`.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { JWK } from 'jose';
import { WebSocketServer } from 'ws';
import { serveHttp } from '../orchestration/http-service.ts';
import { LogTail, type RunningService } from '../orchestration/running-service.ts';
import { RealtimeConnection } from './connection.ts';
import { SubscriberDatabase } from './database.ts';
import { deliverTransaction } from './delivery.ts';
import { handleBroadcastHttp } from './http-broadcast.ts';
import { Hub } from './hub.ts';
import { timingFromEnv } from './timing.ts';
import { parseVsn } from './protocol.ts';
import { tokenKeys, verifyToken } from './tokens.ts';
import { WalFeed } from './wal-feed.ts';
import { sendJson } from '../shared/http.ts';

export interface RealtimeServiceOptions {
  /** Superuser URL; subscribers' reads switch to their JWT's role per transaction. */
  dbUrl: string;
  /** HS256 secret shared with the auth service and PostgREST. */
  jwtSecret: string;
  /** The auth service's public signing keys (asymmetric sessions). */
  jwks?: { keys: JWK[] };
  /** Opaque API keys accepted as `apikey` (and as access token), each standing for its role's JWT. */
  apiKeys?: Record<string, string>;
  /** Preferred port; a free one is picked when it is taken or not given. */
  port?: number;
  /** The logical replication slot (default `agora_realtime`); one reader per slot. */
  slotName?: string;
  /** Drop the slot on stop (throwaway services in tests). */
  dropSlotOnStop?: boolean;
  /** After a restart, how long the backlog waits for subscribers to rejoin at most (default 15 s). */
  resumeWaitMs?: number;
  onLog?: (line: string) => void;
}

// A rejoining client's channels arrive one after another; the backlog goes out
// once joins have paused this long.
const REJOIN_SETTLE_MS = 500;
// Broadcast messages are kept this long (Supabase keeps daily partitions a few days).
const MESSAGE_RETENTION = '1 hour';

/**
 * Resolves once subscribers had the chance to come back after a restart: a
 * pause of REJOIN_SETTLE_MS after the latest join, or `maxWaitMs` without any.
 */
function rejoinGate(hub: Hub, maxWaitMs: number): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      let settle: NodeJS.Timeout | null = null;
      const deadline = setTimeout(resolve, maxWaitMs);
      hub.onJoin(() => {
        if (settle) clearTimeout(settle);
        settle = setTimeout(() => {
          clearTimeout(deadline);
          resolve();
        }, REJOIN_SETTLE_MS);
      });
    });
}

const SOCKET_PATHS = new Set(['/websocket', '/socket/websocket', '/realtime/v1/websocket']);
// Phoenix drops sockets that have sent nothing (not even a heartbeat) for this long.
const IDLE_TIMEOUT_MS = 60_000;

function refuseUpgrade(socket: Duplex, status: number, error: string): void {
  const body = JSON.stringify({ error });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

function firstHeader(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function startRealtimeService(options: RealtimeServiceOptions): Promise<RunningService> {
  const tail = new LogTail();
  const log = (line: string) => {
    tail.push(line);
    options.onLog?.(line);
  };
  const keys = tokenKeys(options);
  const db = new SubscriberDatabase(options.dbUrl);
  const hub = new Hub();
  const timings = timingFromEnv();
  const feed = new WalFeed({
    dbUrl: options.dbUrl,
    slotName: options.slotName,
    dropSlotOnStop: options.dropSlotOnStop,
    consume: (transaction) => deliverTransaction(transaction, hub, db, timings),
    resumeGate: rejoinGate(hub, options.resumeWaitMs ?? 15_000),
    log,
  });
  const ctx = { hub, db, keys, log };
  const connections = new Set<RealtimeConnection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
  let stopping = false;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    handleBroadcastHttp(req, res, url, ctx)
      .then((handled) => {
        if (handled) return;
        if (timings.enabled && url.pathname === '/api/timings' && req.method === 'GET') {
          sendJson(res, 200, timings.take());
        } else if (url.pathname === '/api/health' || url.pathname === '/') {
          sendJson(res, 200, { status: 'ok' });
        } else {
          sendJson(res, 404, { error: 'Not found' });
        }
      })
      .catch((error: unknown) => {
        log(`http: ${(error as Error).message}`);
        sendJson(res, 500, { error: 'Internal error' });
      });
  });

  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => {});
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!SOCKET_PATHS.has(url.pathname.replace(/\/+$/, ''))) return refuseUpgrade(socket, 404, 'Not found');
    const vsn = parseVsn(url.searchParams.get('vsn'));
    if (!vsn) return refuseUpgrade(socket, 400, `Unsupported protocol version ${url.searchParams.get('vsn')}`);
    const apiKey = firstHeader(req, 'x-api-key') ?? url.searchParams.get('apikey') ?? firstHeader(req, 'apikey');
    verifyToken(apiKey, keys)
      .then((checked) => {
        if (!checked.ok) {
          log(`refused socket: ${checked.code}: ${checked.message}`);
          return refuseUpgrade(socket, 401, checked.message);
        }
        if (stopping) return refuseUpgrade(socket, 503, 'Realtime is restarting, please standby');
        wss.handleUpgrade(req, socket, head, (ws) => {
          const connection = new RealtimeConnection(ws, vsn, apiKey!, ctx);
          connections.add(connection);
          ws.on('close', () => connections.delete(connection));
        });
      })
      .catch((error: unknown) => {
        log(`upgrade: ${(error as Error).message}`);
        refuseUpgrade(socket, 500, 'Error connecting to Realtime');
      });
  });

  await feed.start();
  const idleTimer = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) {
      if (connection.lastSeen < cutoff) connection.close(1000, 'heartbeat timeout');
    }
  }, 10_000);
  idleTimer.unref();
  const trimTimer = setInterval(() => {
    db.trimMessages(MESSAGE_RETENTION).catch((error: unknown) => log(`trimming realtime.messages: ${(error as Error).message}`));
  }, 60_000);
  trimTimer.unref();

  const service = await serveHttp({
    name: 'realtime',
    server,
    port: options.port,
    log: tail,
    beforeClose: async () => {
      stopping = true;
      clearInterval(idleTimer);
      clearInterval(trimTimer);
      for (const connection of connections) connection.close(1001, 'server stopping');
      // Give close handshakes a moment; the sockets still open after it are cut with the server's.
      const deadline = Date.now() + 1_000;
      while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
    release: async () => {
      clearInterval(idleTimer);
      clearInterval(trimTimer);
      await feed.stop();
      await db.close();
    },
  });
  log(`realtime listening on 127.0.0.1:${service.port}`);
  return service;
}
