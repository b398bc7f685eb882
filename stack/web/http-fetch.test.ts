import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpFetch } from './http-fetch.ts';

// A server that echoes what it received and counts the connections it accepted.
let server: http.Server;
let origin: string;
let connections = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/missing') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such thing');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Echo': 'yes' });
      res.end(JSON.stringify({ method: req.method, url: req.url, apikey: req.headers.apikey ?? null, body }));
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('createHttpFetch', () => {
  it('sends the method, headers and body and answers a Response with status, headers and body', async () => {
    const send = createHttpFetch();
    const response = await send(`${origin}/rpc/x`, {
      method: 'POST',
      headers: { apikey: 'k', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(await response.json()).toEqual({ method: 'POST', url: '/rpc/x', apikey: 'k', body: '{"a":1}' });
  });

  it('keeps the connection alive between requests', async () => {
    const send = createHttpFetch();
    const before = connections;
    for (let i = 0; i < 5; i++) await (await send(`${origin}/rpc/y`, { method: 'POST', body: '{}' })).text();
    expect(connections - before).toBe(1);
  });

  it('answers errors as responses, not as failures', async () => {
    const response = await createHttpFetch()(`${origin}/missing`);
    expect(response.status).toBe(404);
    expect(response.ok).toBe(false);
    expect(await response.text()).toBe('no such thing');
  });

  it('fails when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createHttpFetch()(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });
});
