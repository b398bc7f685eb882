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

/** An ephemeral port the kernel considers free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

// Ports handed out in this process, so two services started back to back never
// receive the same ephemeral port before either has bound it.
const handedOut = new Set<number>();

/** The preferred port when it is free, otherwise an ephemeral one. */
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

/** Polls until a TCP connection to host:port succeeds or the deadline passes. */
export async function waitForPort(port: number, timeoutMs = 30_000, host = '127.0.0.1'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
