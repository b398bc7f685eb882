import fs from 'node:fs';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, isPortFree, pickPort } from './ports.ts';

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
