// Runs inside Deno, one Web Worker (its own V8 isolate) per edge function, as
// Supabase's edge runtime gives each function its own isolate. The function's
// module is imported unchanged; the `Deno.serve` it calls is redirected to an
// ephemeral loopback port that the router forwards requests to.
//
// This file is type-checked by the Node project too, so the few Deno APIs it
// touches are declared here instead of pulling in Deno's global types.

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;

interface ServeOptions {
  handler?: Handler;
  port?: number;
  hostname?: string;
  onListen?: (addr: { port: number; hostname: string }) => void;
  onError?: (error: unknown) => Response | Promise<Response>;
  signal?: AbortSignal;
}

type Serve = (...args: unknown[]) => unknown;

declare const Deno: { serve: Serve };

export type WorkerMessage = { type: 'listening'; port: number } | { type: 'boot-error'; message: string };

const post = (message: WorkerMessage) => self.postMessage(message);

function isHandler(value: unknown): value is Handler {
  return typeof value === 'function';
}

/** Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ ...options, handler }). */
function splitServeArguments(args: unknown[]): { handler: Handler; options: ServeOptions } {
  const [first, second] = args;
  if (isHandler(first)) return { handler: first, options: {} };
  const options = (typeof first === 'object' && first !== null ? first : {}) as ServeOptions;
  const handler = isHandler(second) ? second : options.handler;
  if (!handler) throw new TypeError('Deno.serve was called without a handler.');
  return { handler, options };
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

self.onmessage = async (event: MessageEvent<{ entry: string }>) => {
  const realServe = Deno.serve.bind(Deno) as Serve;
  let serving = false;

  const serve = (handler: Handler, options: ServeOptions): unknown => {
    if (serving) throw new Error('Deno.serve was called more than once; an edge function serves exactly one handler.');
    serving = true;
    return realServe(
      {
        hostname: '127.0.0.1',
        port: 0,
        onError: options.onError,
        signal: options.signal,
        onListen: ({ port }: { port: number }) => post({ type: 'listening', port }),
      },
      handler,
    );
  };

  Deno.serve = (...args: unknown[]) => {
    const { handler, options } = splitServeArguments(args);
    return serve(handler, options);
  };

  try {
    const module = (await import(event.data.entry)) as { default?: { fetch?: unknown } };
    // `export default { fetch }` is the other entry-point shape Deno (and newer Supabase templates) accept.
    const fetchHandler = module.default?.fetch;
    if (!serving && isHandler(fetchHandler)) serve(fetchHandler.bind(module.default), {});
    if (!serving)
      post({
        type: 'boot-error',
        message: 'The function neither called Deno.serve nor exported a default { fetch } handler.',
      });
  } catch (error) {
    post({ type: 'boot-error', message: describe(error) });
  }
};
