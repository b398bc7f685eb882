import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduleFunction, type Schedule } from './schedule.ts';

let server: http.Server | undefined;
let schedule: Schedule | undefined;
afterEach(async () => {
  await schedule?.stop();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
});

/** A function stand-in that records each call and answers after `holdMs`. */
async function fakeFunction(answer: { status: number; body: string }, holdMs = 0) {
  const calls: { authorization?: string; apikey?: string }[] = [];
  let inFlight = 0;
  let overlapped = false;
  server = http.createServer((req, res) => {
    inFlight++;
    if (inFlight > 1) overlapped = true;
    calls.push({ authorization: req.headers.authorization, apikey: req.headers.apikey as string | undefined });
    setTimeout(() => {
      inFlight--;
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
    }, holdMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1/send-emails`;
  return { url, calls, overlapped: () => overlapped };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the local schedule (pg_cron + pg_net locally)', () => {
  it('calls the function again and again with the secret key, never two calls at once', async () => {
    const fn = await fakeFunction({ status: 200, body: '{"sent":0,"failed":0}' }, 30);
    const lines: string[] = [];
    schedule = scheduleFunction({ url: fn.url, secretKey: 'sb_secret_x', everyMs: 1, onLog: (line) => lines.push(line) });
    await until(() => fn.calls.length >= 4);
    expect(fn.calls[0]).toMatchObject({ authorization: 'Bearer sb_secret_x', apikey: 'sb_secret_x' });
    expect(fn.overlapped()).toBe(false);
    expect(lines).toEqual([]);
  });

  it('says a refusal once, not at every call', async () => {
    const fn = await fakeFunction({ status: 503, body: '{"error":{"code":"not_configured"}}' });
    const lines: string[] = [];
    schedule = scheduleFunction({ url: fn.url, secretKey: 'k', everyMs: 1, onLog: (line) => lines.push(line) });
    await until(() => fn.calls.length >= 3);
    expect(lines).toEqual(['503 {"error":{"code":"not_configured"}}']);
  });

  it('stops calling once stopped, and calls nothing when not enabled', async () => {
    const fn = await fakeFunction({ status: 200, body: '{"sent":1,"failed":0}' });
    schedule = scheduleFunction({ url: fn.url, secretKey: 'k', everyMs: 1 });
    await until(() => fn.calls.length >= 1);
    await schedule.stop();
    const idle = scheduleFunction({ url: fn.url, secretKey: 'k', everyMs: 1, enabled: false });
    // Another timer's turns pass: neither schedule calls again. A call that stop() aborted may
    // still reach the server on a busy machine, so the count is taken after a first few turns.
    const probe = scheduleFunction({ url: `${fn.url}?probe`, secretKey: 'probe', everyMs: 1 });
    const probes = () => fn.calls.filter((c) => c.apikey === 'probe').length;
    await until(() => probes() >= 3);
    const after = fn.calls.filter((c) => c.apikey === 'k').length;
    await until(() => probes() >= 6);
    await probe.stop();
    await idle.stop();
    expect(fn.calls.filter((c) => c.apikey === 'k')).toHaveLength(after);
  });
});
