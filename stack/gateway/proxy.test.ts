// The gateway's HTTP proxy and the keep-alive race: an upstream that closes an
// idle connection just as the gateway reuses it.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { proxyHttp, upstreamAgent, upstreamHeaders } from './proxy.ts';

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const listen = (server: net.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/**
 * An upstream answering `200 <body>` with keep-alive, except that on each
 * connection the request numbered `dropAt` finds the connection closed — as
 * when its idle timeout fires as the request arrives.
 */
async function upstream(dropAt: number) {
  const seen = { connections: 0, bodies: [] as string[] };
  const server = net.createServer((socket) => {
    seen.connections += 1;
    let served = 0;
    let buffered = '';
    socket.on('data', (data) => {
      buffered += data.toString();
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(buffered.slice(0, end))?.[1] ?? 0);
      if (buffered.length < end + 4 + length) return;
      const body = buffered.slice(end + 4, end + 4 + length);
      buffered = '';
      served += 1;
      if (served === dropAt) return void socket.destroy();
      seen.bodies.push(body);
      socket.write(`HTTP/1.1 200 OK\r\ncontent-length: ${body.length}\r\nkeep-alive: timeout=5\r\n\r\n${body}`);
    });
  });
  servers.push(server);
  return { port: await listen(server), seen };
}

async function gateway(upstreamPort: number) {
  const origin = new URL(`http://127.0.0.1:${upstreamPort}`);
  const server = http.createServer((req, res) => {
    const target = { origin, path: req.url ?? '/', prefix: '' };
    proxyHttp(req, res, { target, headers: upstreamHeaders(req, target) });
  });
  servers.push(server);
  return `http://127.0.0.1:${await listen(server)}`;
}

const post = async (url: string, body: string) => {
  const response = await fetch(url, { method: 'POST', body });
  return { status: response.status, text: await response.text() };
};

describe('proxyHttp', () => {
  it('sends a request again on a new connection when the reused one was closed under it', async () => {
    const { port, seen } = await upstream(2);
    const url = await gateway(port);
    expect(await post(url, 'first')).toEqual({ status: 200, text: 'first' });
    expect(await post(url, 'second')).toEqual({ status: 200, text: 'second' });
    expect(seen.connections).toBe(2);
    expect(seen.bodies).toEqual(['first', 'second']);
  });

  it('answers 502 when a new connection fails the same way (no second try)', async () => {
    const { port, seen } = await upstream(1);
    const url = await gateway(port);
    const answer = await post(url, 'only');
    expect(answer.status).toBe(502);
    expect(seen.connections).toBe(1);
    expect(seen.bodies).toEqual([]);
  });

  it('keeps at most maxSockets requests at a bounded upstream and queues the rest until one answers', async () => {
    // An upstream that holds every request until told to answer, counting how many it holds at once.
    let inFlight = 0;
    let most = 0;
    const held: Array<() => void> = [];
    const slow = http.createServer((req, res) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      held.push(() => {
        inFlight -= 1;
        res.end(req.url);
      });
    });
    servers.push(slow);
    const origin = new URL(`http://127.0.0.1:${await listen(slow)}`);
    const agent = upstreamAgent(2);
    const front = http.createServer((req, res) => {
      const target = { origin, path: req.url ?? '/', prefix: '' };
      proxyHttp(req, res, { target, headers: upstreamHeaders(req, target), agent });
    });
    servers.push(front);
    const url = `http://127.0.0.1:${await listen(front)}`;

    const answers = Promise.all([1, 2, 3, 4, 5].map((n) => fetch(`${url}/${n}`).then((r) => r.text())));
    // Release one held request at a time, once the bound is filled (both sockets busy,
    // or all that is left); the queued ones move up as connections free.
    let released = 0;
    while (released < 5) {
      await expect.poll(() => held.length, { timeout: 30_000 }).toBe(Math.min(2, 5 - released));
      expect(inFlight).toBeLessThanOrEqual(2);
      held.shift()!();
      released += 1;
    }
    expect((await answers).sort()).toEqual(['/1', '/2', '/3', '/4', '/5']);
    expect(most).toBe(2);
    agent.destroy();
  });
});
