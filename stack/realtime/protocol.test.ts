import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeBinaryBroadcast, encodeMessage, parseVsn } from './protocol.ts';

// A kind-3 frame laid out as realtime-js's serializer writes it.
function broadcastPush(joinRef: string, ref: string, topic: string, event: string, encoding: 0 | 1, body: Buffer): Buffer {
  const header = Buffer.from([3, joinRef.length, ref.length, topic.length, event.length, 0, encoding]);
  return Buffer.concat([header, Buffer.from(joinRef + ref + topic + event), body]);
}

describe('Phoenix frames', () => {
  it('decodes vsn 2 arrays and vsn 1 objects to the same message', () => {
    const expected = { type: 'message', message: { joinRef: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: { a: 1 } } };
    expect(decodeFrame(Buffer.from('["1","2","realtime:x","phx_join",{"a":1}]'), false)).toEqual(expected);
    expect(decodeFrame(Buffer.from('{"join_ref":"1","ref":"2","topic":"realtime:x","event":"phx_join","payload":{"a":1}}'), false)).toEqual(
      expected,
    );
    expect(decodeFrame(Buffer.from('not json'), false)).toBeNull();
    expect(decodeFrame(Buffer.from('[1,2]'), false)).toBeNull();
  });

  it('encodes replies in the connection vsn', () => {
    const message = { joinRef: null, ref: '5', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } };
    expect(JSON.parse(encodeMessage('2.0.0', message))).toEqual([null, '5', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    expect(JSON.parse(encodeMessage('1.0.0', message))).toEqual({
      join_ref: null,
      ref: '5',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
  });

  it('decodes binary user broadcast pushes (JSON and raw bodies)', () => {
    const json = decodeFrame(broadcastPush('1', '3', 'realtime:room', 'cursor', 1, Buffer.from('{"x":1}')), true);
    expect(json).toEqual({
      type: 'broadcast',
      push: { joinRef: '1', ref: '3', topic: 'realtime:room', userEvent: 'cursor', metadata: '', body: { kind: 'json', value: { x: 1 } } },
    });
    const raw = decodeFrame(broadcastPush('1', '', 'realtime:room', 'blob', 0, Buffer.from([9, 8])), true);
    expect(raw).toMatchObject({ push: { ref: null, body: { kind: 'binary', bytes: Buffer.from([9, 8]) } } });
    expect(decodeFrame(Buffer.from([4, 0, 0]), true)).toBeNull();
  });

  it('encodes binary broadcasts as kind 4: topic, event, metadata sizes, encoding, then bytes', () => {
    const frame = encodeBinaryBroadcast('realtime:r', 'e', '', Buffer.from([1, 2]));
    expect([...frame]).toEqual([4, 10, 1, 0, 0, ...Buffer.from('realtime:r'), ...Buffer.from('e'), 1, 2]);
  });

  it('accepts the two protocol versions realtime-js knows', () => {
    expect(parseVsn('2.0.0')).toBe('2.0.0');
    expect(parseVsn('1.0.0')).toBe('1.0.0');
    expect(parseVsn(null)).toBe('1.0.0');
    expect(parseVsn('3.0.0')).toBeNull();
  });
});
