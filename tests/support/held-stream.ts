// A debate stream the test holds still: an HTTP proxy in front of
// generate-debate that forwards the first debate's server-sent events until a
// chosen event, then forwards nothing more until the client hangs up (Stop).
// Whatever the machine's load, the page is then mid-run for as long as the
// test needs to look at it, instead of racing a stream that runs on its own.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { debateEventSchema, type DebateEvent } from '../../supabase/functions/_shared/contract/sse-events.ts';

export interface HeldStream {
  /** Where to send the page's generate-debate calls. */
  url: string;
  stop(): Promise<void>;
}

// Hop-by-hop and body-encoding headers: fetch decodes the body, so they would no longer hold.
const DROPPED = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'accept-encoding', 'content-encoding', 'keep-alive']);

function forwardable(headers: http.IncomingHttpHeaders | Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  const keep = (value: unknown, name: string) => {
    if (value !== undefined && !DROPPED.has(name.toLowerCase())) kept[name] = String(value);
  };
  if (headers instanceof Headers) headers.forEach(keep);
  else for (const [name, value] of Object.entries(headers)) keep(value, name);
  return kept;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/**
 * Proxies `upstream` (a generate-debate URL). The first POST's stream stops
 * being forwarded right after the event `holdAfter` accepts; every other
 * request passes through whole.
 */
export async function startHeldStream(upstream: string, holdAfter: (event: DebateEvent) => boolean): Promise<HeldStream> {
  let armed = true;
  const server = http.createServer((req, res) => {
    const hangUp = new AbortController();
    res.on('close', () => hangUp.abort());
    void (async () => {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const answer = await fetch(upstream, { method: req.method, headers: forwardable(req.headers), body, signal: hangUp.signal });
      res.writeHead(answer.status, forwardable(answer.headers));
      const hold = req.method === 'POST' && armed && answer.ok;
      if (hold) armed = false;
      let pending = '';
      const reader = answer.body?.getReader();
      const decoder = new TextDecoder();
      for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
        if (!hold) {
          res.write(read.value);
          continue;
        }
        pending += decoder.decode(read.value, { stream: true });
        for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
          const frame = pending.slice(0, end + 2);
          pending = pending.slice(end + 2);
          res.write(frame);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (data && holdAfter(debateEventSchema.parse(JSON.parse(data)))) {
            // Held: nothing more is forwarded, and the upstream request lasts until the client hangs up.
            await new Promise((resolve) => hangUp.signal.addEventListener('abort', resolve, { once: true }));
            return;
          }
        }
      }
      res.end();
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
