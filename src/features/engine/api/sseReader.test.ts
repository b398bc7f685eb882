import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readServerSentEvents, SseParser, type SseFrame } from './sseReader.ts';

const encoder = new TextEncoder();

/** A body that delivers the given byte chunks, recording whether the reader cancelled it. */
function bodyOf(chunks: Uint8Array[], options: { hold?: boolean } = {}) {
  const state = { cancelled: false, pulled: 0 };
  const queue = [...chunks];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled++;
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else if (!options.hold) controller.close();
      // hold: never closes, like a server still writing
      else return new Promise<void>(() => undefined);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

async function collect(body: ReadableStream<Uint8Array>, signal?: AbortSignal): Promise<SseFrame[]> {
  const frames: SseFrame[] = [];
  for await (const frame of readServerSentEvents(body, signal)) frames.push(frame);
  return frames;
}

const STREAM =
  'event: start\ndata: {"type":"start","n":1}\n\n' +
  ': keep-alive\n\n' +
  'event: delta\ndata: {"type":"delta","text":"Grüße — ünïcödé 🎙️"}\n\n' +
  'event: turn_end\ndata: {"type":"turn_end",\ndata: "multi":true}\n\n' +
  'data: plain\n\n';

const EXPECTED: SseFrame[] = [
  { event: 'start', data: '{"type":"start","n":1}', id: null },
  { event: 'delta', data: '{"type":"delta","text":"Grüße — ünïcödé 🎙️"}', id: null },
  { event: 'turn_end', data: '{"type":"turn_end",\n"multi":true}', id: null },
  { event: 'message', data: 'plain', id: null },
];

describe('readServerSentEvents', () => {
  it('reads a stream delivered in one chunk', async () => {
    const { body } = bodyOf([encoder.encode(STREAM)]);
    expect(await collect(body)).toEqual(EXPECTED);
  });

  it('gives the same events whatever the chunk boundaries, even inside a multi-byte character', async () => {
    const bytes = encoder.encode(STREAM);
    for (let size = 1; size <= 17; size++) {
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
      const { body } = bodyOf(chunks);
      expect(await collect(body), `chunk size ${size}`).toEqual(EXPECTED);
    }
  });

  it('accepts CRLF and CR line ends, including a CRLF split across chunks', async () => {
    const text = 'event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\r';
    const bytes = encoder.encode(text);
    const split = text.indexOf('\r\n\r\n') + 1; // between a CR and its LF
    const { body } = bodyOf([bytes.slice(0, split), bytes.slice(split)]);
    expect(await collect(body)).toEqual([
      { event: 'a', data: '1', id: null },
      { event: 'b', data: '2', id: null },
    ]);
  });

  it('drops an event whose blank line never came', async () => {
    const { body } = bodyOf([encoder.encode('data: complete\n\ndata: cut off')]);
    expect(await collect(body)).toEqual([{ event: 'message', data: 'complete', id: null }]);
  });

  it('stops quietly on abort, cancels the body and reads no further', async () => {
    const { body, state } = bodyOf([encoder.encode('data: first\n\n'), encoder.encode('data: second\n\n')], { hold: true });
    const controller = new AbortController();
    const frames: SseFrame[] = [];
    for await (const frame of readServerSentEvents(body, controller.signal)) {
      frames.push(frame);
      controller.abort();
    }
    expect(frames.map((f) => f.data)).toEqual(['first']);
    expect(state.cancelled).toBe(true);
  });

  it('ends a stream that is waiting for data when aborted', async () => {
    const { body, state } = bodyOf([encoder.encode('data: only\n\n')], { hold: true });
    const controller = new AbortController();
    const done = collect(body, controller.signal);
    // The reader has taken 'only' and waits in the held pull.
    await waitFor(() => expect(state.pulled).toBeGreaterThanOrEqual(2));
    controller.abort();
    expect((await done).map((f) => f.data)).toEqual(['only']);
    expect(state.cancelled).toBe(true);
  });

  it('does not read at all when already aborted', async () => {
    const { body, state } = bodyOf([encoder.encode('data: x\n\n')]);
    const controller = new AbortController();
    controller.abort();
    expect(await collect(body, controller.signal)).toEqual([]);
    expect(state.cancelled).toBe(true);
  });
});

describe('SseParser', () => {
  it('keeps the last id and strips a leading BOM', () => {
    const parser = new SseParser();
    const frames = parser.push('\uFEFFid: 7\ndata: a\n\ndata: b\n\n');
    expect(frames).toEqual([
      { event: 'message', data: 'a', id: '7' },
      { event: 'message', data: 'b', id: '7' },
    ]);
  });

  it('ignores an event with no data lines', () => {
    const parser = new SseParser();
    expect(parser.push('event: ping\n\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x', id: null }]);
  });
});
