/**
 * Server-Sent Events over a web ReadableStream (works in Deno and Node alike).
 */
import { corsHeaders } from './cors.ts';

const encoder = new TextEncoder();

/** One SSE frame: `event: <type>` plus a single `data:` line (JSON never contains a raw newline). */
export function encodeSseEvent<T extends { type: string }>(event: T): Uint8Array {
  return encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
}

/** A comment frame; readers ignore it, proxies see traffic. */
function encodeSseComment(text: string): Uint8Array {
  return encoder.encode(`: ${text.replace(/[\r\n]+/g, ' ')}\n\n`);
}

export interface SseChannel<T extends { type: string }> {
  /** The response body to hand to `new Response`. */
  readonly body: ReadableStream<Uint8Array>;
  /** Aborted when the reader goes away (client disconnect) or `close()` is called. */
  readonly signal: AbortSignal;
  /** Queues an event; a no-op once the channel is closed. */
  send(event: T): void;
  close(): void;
}

export interface SseChannelOptions {
  /** Interval of keep-alive comments while a slow provider thinks; 0 disables them. */
  heartbeatMs?: number;
}

export function createSseChannel<T extends { type: string }>(options: SseChannelOptions = {}): SseChannel<T> {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const lifetime = new AbortController();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const finish = () => {
    if (heartbeat !== undefined) clearInterval(heartbeat);
    heartbeat = undefined;
    closed = true;
    if (!lifetime.signal.aborted) lifetime.abort();
  };

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      if (heartbeatMs > 0) {
        heartbeat = setInterval(() => enqueue(encodeSseComment('keep-alive')), heartbeatMs);
      }
    },
    cancel() {
      finish();
    },
  });

  function enqueue(chunk: Uint8Array): void {
    if (closed || !controller) return;
    try {
      controller.enqueue(chunk);
    } catch {
      // The stream was torn down underneath us: the reader is gone.
      finish();
    }
  }

  return {
    body,
    signal: lifetime.signal,
    send(event) {
      enqueue(encodeSseEvent(event));
    },
    close() {
      if (closed) return;
      try {
        controller?.close();
      } catch {
        // already errored or cancelled
      }
      finish();
    },
  };
}

export const sseHeaders: Readonly<Record<string, string>> = {
  ...corsHeaders,
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // Proxies such as nginx buffer responses unless told not to.
  'X-Accel-Buffering': 'no',
};

/**
 * Splits an SSE byte stream into `{event, data}` frames. Used by tests and the
 * benchmark to read the function's answers the way a browser's reader would.
 */
export async function* readSseFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of frame.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
        }
        if (data.length) yield { event, data: data.join('\n') };
      }
    }
  } finally {
    reader.releaseLock();
  }
}
