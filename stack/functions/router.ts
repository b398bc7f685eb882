// The local edge runtime's main process, run by real Deno. Like Supabase's edge
// runtime it serves every function under /<name>/..., booting each function in
// its own isolate (a Web Worker running worker.ts) on first use and forwarding
// requests to the Deno.serve handler that function registered. Bodies are
// streamed both ways and a client that goes away aborts the function's
// request signal.
//
// Type-checked by the Node project too: the few Deno APIs used are declared here.

import type { WorkerMessage } from './worker.ts';

interface DenoApi {
  env: { get(name: string): string | undefined };
  watchFs(path: string, options: { recursive: boolean }): AsyncIterable<{ kind: string; paths: string[] }>;
  stat(path: string): Promise<{ isFile: boolean }>;
  serve(
    options: { hostname: string; port: number; onListen?: (addr: { port: number }) => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): unknown;
}
declare const Deno: DenoApi;

interface BootedFunction {
  port: number;
  worker: Worker;
  /** Requests whose response is still being streamed. */
  inflight: number;
  /** Its code changed: serve no new request, end once the in-flight ones are done. */
  stale: boolean;
}

const functionsDir = Deno.env.get('AGORA_FUNCTIONS_DIR') ?? '';
const port = Number(Deno.env.get('AGORA_FUNCTIONS_PORT') ?? '0');
const bootTimeoutMs = Number(Deno.env.get('AGORA_FUNCTIONS_BOOT_TIMEOUT_MS') ?? '20000');
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const ENTRY_FILES = ['index.ts', 'index.js', 'index.tsx', 'index.mjs'];

// Error bodies as Supabase's edge runtime sends them.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
const bootError = () => json(503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
const workerError = () => json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });

const booted = new Map<string, Promise<BootedFunction>>();

async function entryOf(name: string): Promise<string | undefined> {
  for (const file of ENTRY_FILES) {
    const path = `${functionsDir}/${name}/${file}`;
    try {
      if ((await Deno.stat(path)).isFile) return new URL(`file://${path}`).href;
    } catch {
      // Try the next entry name.
    }
  }
  return undefined;
}

function boot(name: string, entry: string): Promise<BootedFunction> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url).href, { type: 'module', name });
    const forget = () => {
      booted.delete(name);
      worker.terminate();
    };
    const timer = setTimeout(() => {
      console.error(`[${name}] did not start listening within ${bootTimeoutMs} ms`);
      forget();
      reject(new Error('boot timeout'));
    }, bootTimeoutMs);
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      clearTimeout(timer);
      if (message.type === 'listening') {
        resolve({ port: message.port, worker, inflight: 0, stale: false });
      } else {
        console.error(`[${name}] failed to boot: ${message.message}`);
        forget();
        reject(new Error(message.message));
      }
    };
    // An uncaught error kills the isolate; keep the router alive and boot a
    // fresh isolate on the next request, as the edge runtime does.
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      clearTimeout(timer);
      console.error(`[${name}] uncaught error: ${event.message}`);
      forget();
      reject(new Error(event.message));
    };
    worker.postMessage({ entry });
  });
}

async function forward(request: Request, target: BootedFunction): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  // Responses must reach the gateway as the function wrote them, never re-encoded.
  headers.set('accept-encoding', 'identity');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    target.inflight -= 1;
    if (target.stale && target.inflight === 0) target.worker.terminate();
  };
  // Counted from the moment it is sent: a reload must not end the isolate while it has yet to answer.
  target.inflight += 1;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${target.port}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      signal: request.signal,
    });
  } catch (error) {
    finish();
    throw error;
  }
  request.signal.addEventListener('abort', finish);
  const body = response.body?.pipeThrough(new TransformStream({ flush: finish })) ?? null;
  if (!body) finish();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

// Like `supabase functions serve`, pick up edited code: the next request boots
// a fresh isolate; streams already running finish on the old one.
async function reloadOnChange(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  for await (const event of Deno.watchFs(functionsDir, { recursive: true })) {
    if (!event.paths.some((p) => /\.(ts|tsx|js|mjs|json)$/.test(p))) continue;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const previous = [...booted.values()];
      booted.clear();
      for (const pending of previous) {
        pending.then(
          (fn) => {
            fn.stale = true;
            if (fn.inflight === 0) fn.worker.terminate();
          },
          () => undefined,
        );
      }
      if (previous.length) console.log('functions changed: reloading on the next request');
    }, 150);
  }
}

async function ensureBooted(name: string): Promise<BootedFunction | Response> {
  if (!NAME.test(name)) return notFound();
  const entry = await entryOf(name);
  if (!entry) return notFound();
  let pending = booted.get(name);
  if (!pending) {
    pending = boot(name, entry);
    booted.set(name, pending);
  }
  try {
    return await pending;
  } catch {
    return bootError();
  }
}

async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/_internal/health') return json(200, { ok: true });
  // Lets the orchestrator boot a function ahead of its first request.
  const warm = /^\/_internal\/boot\/([^/]+)$/.exec(url.pathname);
  if (warm) {
    const result = await ensureBooted(warm[1] ?? '');
    return result instanceof Response ? result : json(200, { booted: warm[1] });
  }

  const name = url.pathname.split('/')[1] ?? '';
  const target = await ensureBooted(name);
  if (target instanceof Response) return target;
  try {
    return await forward(request, target);
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`[${name}] request failed: ${error instanceof Error ? error.message : String(error)}`);
    return workerError();
  }
}

reloadOnChange().catch((error: unknown) => console.error(`not watching ${functionsDir} for changes: ${String(error)}`));

Deno.serve(
  {
    hostname: '127.0.0.1',
    port,
    onListen: ({ port: bound }) => console.log(`functions runtime listening on ${bound}`),
  },
  handle,
);
