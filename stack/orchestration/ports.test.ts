import fs from 'node:fs';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FETCH_BAD_PORTS, freePort, isPortFree, pickPort } from './ports.ts';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function listenOn(port: number): Promise<void> {
  const server = net.createServer();
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1' }, () => resolve());
  });
}

describe('ports', () => {
  it('hands out ports outside the range the kernel gives outgoing connections', async () => {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      expect(port < low! || port > high!, `${port} is inside ${low}-${high}`).toBe(true);
      expect(await isPortFree(port)).toBe(true);
    }
  });

  it('never hands out a port fetch refuses, so every service is reachable', async () => {
    // fetch says "bad port" to each of them: the list is the one fetch keeps.
    for (const port of FETCH_BAD_PORTS) await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    const random = Math.random;
    // The first draw lands on a bad port (10080 = 10000 + 0.0035… of the range), the next elsewhere.
    const draws = [
      (10080 - 10000 + 0.5) /
        (fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number)[0]! - 10000),
      0.5,
    ];
    Math.random = () => draws.shift() ?? random();
    try {
      expect(FETCH_BAD_PORTS.has(await freePort())).toBe(false);
    } finally {
      Math.random = random;
    }
  });

  it('gives the preferred port when free and another when something listens on it', async () => {
    const preferred = await freePort();
    expect(await pickPort(preferred)).toBe(preferred);
    const taken = await freePort();
    await listenOn(taken);
    expect(await isPortFree(taken)).toBe(false);
    const other = await pickPort(taken);
    expect(other).not.toBe(taken);
    await listenOn(other);
  });
});
