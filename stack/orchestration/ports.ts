import fs from 'node:fs';
import net from 'node:net';

/** Resolves true when nothing listens on 127.0.0.1:port. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

/**
 * The kernel's range for the local ports of outgoing connections (Linux's
 * default when it cannot be read).
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low <= high) return [low, high];
  } catch {
    // Not Linux: fall through to the default.
  }
  return [32768, 60999];
}

// Ports for the stack's services come from below the ephemeral range: a port
// handed out there can be taken by any outgoing connection (a database client
// of a stack started beside this one, say) before the service binds it, and
// the service then fails with EADDRINUSE — the web server binds its port only
// after building the SPA, tens of seconds later.
const LOWEST = 10_000;

/**
 * Ports the Fetch standard's "bad port" list names at or above LOWEST: fetch (Node's
 * and the browser's) refuses them ("bad port"), so a service there is unreachable.
 */
export const FETCH_BAD_PORTS: ReadonlySet<number> = new Set([10080]);

/** A random port outside the kernel's ephemeral range that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const [low, high] = ephemeralRange();
  // Below the ephemeral range, or above it when it starts too low to leave room.
  const [from, to] = low - LOWEST >= 1000 ? [LOWEST, low - 1] : [high + 1, 65535];
  if (to - from < 1000) throw new Error(`the ephemeral ports (${low}-${high}) leave no range for the stack's services`);
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (!FETCH_BAD_PORTS.has(port) && (await isPortFree(port))) return port;
  }
  throw new Error(`no free port between ${from} and ${to}`);
}

// Ports handed out in this process, so two services started back to back never
// receive the same port before either has bound it.
const handedOut = new Set<number>();

/** The preferred port when it is free, otherwise a random free one (freePort). */
export async function pickPort(preferred?: number): Promise<number> {
  if (preferred && !handedOut.has(preferred) && (await isPortFree(preferred))) {
    handedOut.add(preferred);
    return preferred;
  }
  for (;;) {
    const port = await freePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}
