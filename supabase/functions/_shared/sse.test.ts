import { describe, expect, it } from 'vitest';
import { createSseChannel, encodeSseEvent, readSseFrames } from './sse.ts';
import { debateEventSchema, type DebateEvent } from './contract/sse-events.ts';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('SSE encoding', () => {
  it('writes the event name and one data line of JSON', () => {
    const event: DebateEvent = { type: 'delta', sequence: 2, text: 'line one\nline "two"' };
    expect(decode(encodeSseEvent(event))).toBe('event: delta\ndata: {"type":"delta","sequence":2,"text":"line one\\nline \\"two\\""}\n\n');
  });

  it('round-trips events through a channel and the frame reader, split at any byte', async () => {
    const channel = createSseChannel<DebateEvent>({ heartbeatMs: 0 });
    const sent: DebateEvent[] = [
      {
        type: 'turn_start',
        sequence: 0,
        turn: { role: 'speaker', roundIndex: 0, roundType: 'constructive', speakerIndex: 0, speaker: 'First Speaker' },
      },
      { type: 'delta', sequence: 0, text: 'Héllo 😀 ' },
      { type: 'error', code: 'internal', message: 'x' },
    ];
    for (const event of sent) channel.send(event);
    channel.close();
    // Re-chunk the bytes one at a time, as a slow network would.
    const bytes = new Uint8Array(await new Response(channel.body).arrayBuffer());
    const trickle = new ReadableStream<Uint8Array>({
      start(c) {
        for (const b of bytes) c.enqueue(new Uint8Array([b]));
        c.close();
      },
    });
    const received: DebateEvent[] = [];
    for await (const frame of readSseFrames(trickle)) {
      const event = debateEventSchema.parse(JSON.parse(frame.data));
      expect(frame.event).toBe(event.type);
      received.push(event);
    }
    expect(received).toEqual(sent);
  });

  it('aborts its signal when the reader cancels, and then ignores sends', async () => {
    const channel = createSseChannel<DebateEvent>({ heartbeatMs: 0 });
    const reader = channel.body.getReader();
    channel.send({ type: 'delta', sequence: 0, text: 'a' });
    await reader.read();
    expect(channel.signal.aborted).toBe(false);
    await reader.cancel();
    expect(channel.signal.aborted).toBe(true);
    expect(() => channel.send({ type: 'delta', sequence: 0, text: 'b' })).not.toThrow();
  });

  it('sends keep-alive comments while idle', async () => {
    const channel = createSseChannel<DebateEvent>({ heartbeatMs: 5 });
    const reader = channel.body.getReader();
    const { value } = await reader.read();
    expect(decode(value!)).toBe(': keep-alive\n\n');
    channel.close();
  });
});

describe('debateEventSchema', () => {
  it('refuses events that do not match their type', () => {
    expect(debateEventSchema.safeParse({ type: 'delta', sequence: 0 }).success).toBe(false);
    expect(debateEventSchema.safeParse({ type: 'turn_start', sequence: 0, turn: { role: 'speaker', roundIndex: 3 } }).success).toBe(false);
    expect(debateEventSchema.safeParse({ type: 'bogus' }).success).toBe(false);
  });
});
