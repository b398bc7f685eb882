/** One dispatched Server-Sent Event. */
export interface SseFrame {
  event: string;
  data: string;
  id: string | null;
}

/**
 * Incremental parser for the `text/event-stream` format (WHATWG HTML §9.2):
 * feed it decoded text in chunks of any size; it returns the events completed
 * so far. Handles LF, CRLF and CR line ends (even a CRLF split across chunks),
 * comments, multi-line data and a leading BOM.
 */
export class SseParser {
  private buffer = '';
  private started = false;
  private eventType = '';
  private data: string[] = [];
  private lastId: string | null = null;

  push(text: string): SseFrame[] {
    let chunk = text;
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    this.buffer += chunk;
    const frames: SseFrame[] = [];
    let start = 0;
    for (;;) {
      const cr = this.buffer.indexOf('\r', start);
      const lf = this.buffer.indexOf('\n', start);
      let end: number;
      let next: number;
      if (cr >= 0 && (lf < 0 || cr < lf)) {
        // A CR as the last character may be the first half of a CRLF.
        if (cr === this.buffer.length - 1) break;
        end = cr;
        next = this.buffer[cr + 1] === '\n' ? cr + 2 : cr + 1;
      } else if (lf >= 0) {
        end = lf;
        next = lf + 1;
      } else {
        break;
      }
      const frame = this.line(this.buffer.slice(start, end));
      if (frame) frames.push(frame);
      start = next;
    }
    this.buffer = this.buffer.slice(start);
    return frames;
  }

  /** End of stream: a lone trailing CR still ends its line; an event without its blank line is dropped (as browsers do). */
  end(): SseFrame[] {
    const frames = this.buffer.endsWith('\r') ? this.push('\n') : [];
    this.buffer = '';
    this.data = [];
    this.eventType = '';
    return frames;
  }

  private line(line: string): SseFrame | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventType = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    return null;
  }

  private dispatch(): SseFrame | null {
    if (this.data.length === 0) {
      this.eventType = '';
      return null;
    }
    const frame: SseFrame = { event: this.eventType || 'message', data: this.data.join('\n'), id: this.lastId };
    this.eventType = '';
    this.data = [];
    return frame;
  }
}

/**
 * Reads an SSE response body event by event. Aborting `signal` cancels the
 * body and ends the iteration quietly: no error, no reconnect (unlike
 * EventSource, which would reconnect, and cannot POST or send headers).
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<SseFrame, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  const cancel = () => {
    reader.cancel().catch(() => undefined);
  };
  if (signal?.aborted) {
    cancel();
    return;
  }
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch (error) {
        if (signal?.aborted) return;
        throw error;
      }
      if (signal?.aborted) return;
      const frames = result.done
        ? [...parser.push(decoder.decode()), ...parser.end()]
        : parser.push(decoder.decode(result.value, { stream: true }));
      for (const frame of frames) {
        yield frame;
        if (signal?.aborted) return;
      }
      if (result.done) return;
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    // Leaving early (break, abort, error) must not leave the connection open.
    cancel();
  }
}
