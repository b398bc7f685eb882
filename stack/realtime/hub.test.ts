import { describe, expect, it } from 'vitest';
import { Hub, type JoinedChannel } from './hub.ts';
import type { EncodedFrame, Vsn } from './protocol.ts';

function channel(subTopic: string, vsn: Vsn, options: { isPrivate?: boolean; broadcastRead?: boolean } = {}) {
  const frames: EncodedFrame[] = [];
  const joined: JoinedChannel = {
    topic: `realtime:${subTopic}`,
    subTopic,
    isPrivate: options.isPrivate ?? true,
    selfBroadcast: false,
    broadcastRead: options.broadcastRead ?? true,
    vsn,
    identity: { role: 'authenticated', claims: {} },
    subscriptions: [],
    presenceKey: 'k',
    push: () => {},
    sendFrame: (frame) => frames.push(frame),
  };
  return { joined, frames };
}

const tallies = { userEvent: 'tallies', metadata: '{"id":"m1"}', body: { kind: 'json' as const, value: { upvotes: 3 } } };

describe('Hub.broadcast', () => {
  it('encodes a message once per protocol version and sends that same frame to every reader of the topic', () => {
    const hub = new Hub();
    const v2 = [channel('debate:1', '2.0.0'), channel('debate:1', '2.0.0'), channel('debate:1', '2.0.0')];
    const v1 = [channel('debate:1', '1.0.0'), channel('debate:1', '1.0.0')];
    const refused = channel('debate:1', '2.0.0', { broadcastRead: false });
    const publicTwin = channel('debate:1', '2.0.0', { isPrivate: false });
    const otherTopic = channel('debate:2', '2.0.0');
    for (const c of [...v2, ...v1, refused, publicTwin, otherTopic]) hub.add(c.joined);

    expect(hub.broadcast(null, 'debate:1', true, tallies)).toBe(5);

    const v2Frame = v2[0]!.frames[0]!;
    for (const c of v2) expect(c.frames).toEqual([v2Frame]);
    expect(v2.every((c) => c.frames[0] === v2Frame)).toBe(true);
    expect(v1.every((c) => c.frames[0] === v1[0]!.frames[0])).toBe(true);
    expect(JSON.parse(v2Frame.data.toString('utf8'))).toEqual([
      null,
      null,
      'realtime:debate:1',
      'broadcast',
      { type: 'broadcast', event: 'tallies', payload: { upvotes: 3 }, meta: { id: 'm1' } },
    ]);
    expect(v2Frame.binary).toBe(false);
    expect(JSON.parse(v1[0]!.frames[0]!.data.toString('utf8'))).toMatchObject({ topic: 'realtime:debate:1', event: 'broadcast' });
    expect(refused.frames).toEqual([]);
    expect(publicTwin.frames).toEqual([]);
    expect(otherTopic.frames).toEqual([]);
  });

  it('sends binary bodies only to vsn 2 sockets, as kind 4 frames', () => {
    const hub = new Hub();
    const v2 = channel('room', '2.0.0');
    const v1 = channel('room', '1.0.0');
    hub.add(v2.joined);
    hub.add(v1.joined);
    hub.broadcast(null, 'room', true, { userEvent: 'bytes', metadata: '', body: { kind: 'binary', bytes: Buffer.from([1, 2]) } });
    expect(v1.frames).toEqual([]);
    expect(v2.frames).toHaveLength(1);
    expect(v2.frames[0]!.binary).toBe(true);
    expect(v2.frames[0]!.data[0]).toBe(4);
  });
});
