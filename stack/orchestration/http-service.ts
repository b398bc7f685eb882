import type http from 'node:http';
import type { Socket } from 'node:net';
import { pickPort } from './ports.ts';
import { LogTail, type RunningService } from './running-service.ts';

export interface HttpServiceOptions {
  /** Short name for logs and crash reports. */
  name: string;
  /** The service's server, with its request (and upgrade) handlers attached, not yet listening. */
  server: http.Server;
  /** Exactly this port (a restart keeps the address the gateway routes to); a free one when omitted. */
  port?: number;
  /** The service's log tail, if it keeps one; crash reasons are added to it. */
  log?: LogTail;
  /** Runs first on stop, while the server still accepts: e.g. close websockets with a proper close frame. */
  beforeClose?: () => Promise<void> | void;
  /** Frees what the service holds besides its server (pools, feeds, mailers): after a stop, and when it cannot listen. */
  release?: () => Promise<void> | void;
  /** How long requests in flight may finish on stop before their connections are cut (default 1 s). */
  graceMs?: number;
}

/**
 * Runs an HTTP server as a RunningService, the one way every in-process
 * service of the stack listens and stops: it listens on 127.0.0.1 (exclusively,
 * so two stacks never share a port), reports an error or a close it did not
 * ask for to onCrash listeners, and stop() refuses new connections, closes
 * idle keep-alive ones at once, lets requests in flight finish for a grace
 * period and then cuts whatever is left, upgraded sockets (websockets, tunnels)
 * included — Node's own closeAllConnections() does not see those.
 */
export async function serveHttp(options: HttpServiceOptions): Promise<RunningService> {
  const { server, name } = options;
  const log = options.log ?? new LogTail();
  // Every socket, upgraded or not, until it closes.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  let port: number;
  try {
    port = options.port ?? (await pickPort());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await options.release?.();
    throw error;
  }

  const crashListeners: Array<(reason: string) => void> = [];
  let stopping: Promise<void> | undefined;
  const crash = (reason: string) => {
    if (stopping) return;
    log.push(`${name} crashed: ${reason}`);
    for (const listener of crashListeners) listener(reason);
  };
  server.on('error', (error) => crash(error.message));
  server.on('close', () => crash(`the ${name} server closed`));

  async function stop(): Promise<void> {
    await options.beforeClose?.();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const deadline = Date.now() + (options.graceMs ?? 1_000);
    server.closeIdleConnections();
    while (sockets.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      // A request that just finished leaves its keep-alive socket idle.
      server.closeIdleConnections();
    }
    for (const socket of sockets) socket.destroy();
    await closed;
    await options.release?.();
  }

  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    logTail: () => log.toString(),
    onCrash: (listener) => void crashListeners.push(listener),
    stop: () => (stopping ??= stop()),
  };
}
