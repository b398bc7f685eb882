import { describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../model/settings.ts';
import type { DebateEvent } from '@contract/sse-events.ts';
import { RUN_FAILURE_MESSAGE, streamDebate } from './generateDebate.ts';

const encoder = new TextEncoder();

function sse(events: object[]): string {
  return events.map((e) => `event: ${(e as { type: string }).type}\ndata: ${JSON.stringify(e)}\n\n`).join('');
}

// The function's endpoint is replaced by a fetch that answers like it; the
// reader, validation and error mapping under test are the real ones.
function answering(response: () => Response) {
  return vi.fn<typeof fetch>(async () => response());
}

const settings = { ...defaultSettings(() => 0), topic: '  Should cats vote?  ' };

const start = {
  type: 'start',
  generationId: 'g-1',
  generator: 'offline-demo',
  generatorLabel: 'offline demo (no AI provider configured)',
  freeDebatesRemaining: 1,
  totalDebates: 1,
  turnCount: 6,
};
const turn = { role: 'speaker', roundIndex: 0, roundType: 'constructive', speakerIndex: 0, speaker: 'First Speaker' };

describe('streamDebate', () => {
  it('posts the settings with the user token and hands over each validated event', async () => {
    const body = sse([
      start,
      { type: 'turn_start', sequence: 0, turn },
      { type: 'delta', sequence: 0, text: 'Cats ' },
      { type: 'bogus', sequence: 0 },
      { type: 'delta', sequence: 0, text: 'should.' },
      { type: 'turn_end', sequence: 0, turn, text: 'Cats should.', summary: 'Yes.', fallback: false },
      { type: 'error', code: 'internal', message: 'boom' },
    ]);
    const fetchImpl = answering(() => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
    const events: DebateEvent[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await streamDebate(settings, {
      accessToken: 'token-1',
      signal: new AbortController().signal,
      onEvent: (e) => events.push(e),
      endpoint: 'http://api.test/functions/v1/generate-debate',
      apiKey: 'anon',
      fetchImpl,
    });
    errors.mockRestore();
    expect(outcome).toBe('finished');
    expect(events.map((e) => e.type)).toEqual(['start', 'turn_start', 'delta', 'delta', 'turn_end', 'error']);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/functions/v1/generate-debate');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(new Headers(init?.headers).get('apikey')).toBe('anon');
    expect(JSON.parse(String(init?.body))).toMatchObject({ topic: 'Should cats vote?', rounds: 3 });
  });

  it('throws the function code when it refuses to start (no free debates)', async () => {
    const fetchImpl = answering(
      () =>
        new Response(JSON.stringify({ error: { code: 'AG001', message: 'No free debates left.' } }), {
          status: 402,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(
      streamDebate(settings, { accessToken: 't', signal: new AbortController().signal, onEvent: () => undefined, fetchImpl }),
    ).rejects.toMatchObject({ code: 'AG001', message: 'No free debates left.' });
  });

  it('treats a stream that ends without done or error as a failed run', async () => {
    const fetchImpl = answering(() => new Response(sse([start])));
    await expect(
      streamDebate(settings, { accessToken: 't', signal: new AbortController().signal, onEvent: () => undefined, fetchImpl }),
    ).rejects.toMatchObject({ message: RUN_FAILURE_MESSAGE });
  });

  it('stops on abort without an error and without a second request', async () => {
    const controller = new AbortController();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(encoder.encode(sse([start])));
      },
      cancel() {
        cancelled = true;
      },
    });
    const fetchImpl = answering(() => new Response(body));
    const events: string[] = [];
    const outcome = await streamDebate(settings, {
      accessToken: 't',
      signal: controller.signal,
      onEvent: (e) => {
        events.push(e.type);
        controller.abort();
      },
      fetchImpl,
    });
    expect(outcome).toBe('aborted');
    expect(events).toEqual(['start']);
    expect(cancelled).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
