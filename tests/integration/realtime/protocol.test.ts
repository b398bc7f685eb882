// The Phoenix side of the local realtime service, as realtime-js and raw
// frames see it: heartbeats, broadcast (self, ack, binary, REST), presence,
// and the refusals Supabase Realtime gives for bad tokens.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { BOB, newClient, startHarness, subscribe, userToken, waitUntil, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness(inject('dbUrl'));
});

afterAll(async () => {
  await h?.stop();
});

/** A bare websocket collecting decoded text frames. */
async function rawSocket(query: string): Promise<{ ws: WebSocket; frames: unknown[] }> {
  const ws = new WebSocket(`ws://127.0.0.1:${h.service.port}/websocket?${query}`);
  const frames: unknown[] = [];
  ws.on('message', (data, isBinary) => frames.push(isBinary ? data : JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, frames };
}

/** The HTTP answer to a refused websocket handshake. */
function refusedHandshake(query: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${h.service.port}/websocket?${query}`);
    ws.once('open', () => reject(new Error('the handshake was accepted')));
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    ws.once('error', () => {});
  });
}

describe('realtime protocol', () => {
  it('answers heartbeats on topic phoenix (realtime-js and raw vsn 2.0.0 / 1.0.0 frames)', async () => {
    const statuses: string[] = [];
    const client = newClient(h, { heartbeatCallback: (status) => statuses.push(status) });
    await subscribe(client.channel('heartbeat'), false);
    await client.sendHeartbeat();
    await waitUntil(() => statuses.includes('ok'), 2_000, 'the heartbeat reply');

    const v2 = await rawSocket(`apikey=${h.keys.anonKey}&vsn=2.0.0`);
    v2.ws.send(JSON.stringify([null, '7', 'phoenix', 'heartbeat', {}]));
    await waitUntil(() => v2.frames.length > 0, 2_000, 'the vsn 2 reply');
    expect(v2.frames[0]).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    v2.ws.close();

    const v1 = await rawSocket(`apikey=${h.keys.anonKey}&vsn=1.0.0`);
    v1.ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '3', join_ref: null }));
    await waitUntil(() => v1.frames.length > 0, 2_000, 'the vsn 1 reply');
    expect(v1.frames[0]).toEqual({
      join_ref: null,
      ref: '3',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
    v1.ws.close();
  });

  it('replies to a raw phx_join with server-assigned postgres_changes ids', async () => {
    const { ws, frames } = await rawSocket(`apikey=${h.keys.anonKey}&vsn=2.0.0&log_level=info`);
    const change = { event: 'UPDATE', schema: 'public', table: 'debates', filter: 'is_public=eq.true' };
    ws.send(JSON.stringify(['1', '1', 'realtime:raw', 'phx_join', { config: { broadcast: { self: false }, postgres_changes: [change] } }]));
    await waitUntil(() => frames.length >= 2, 2_000, 'the join reply and system message');
    const [reply, system] = frames as [unknown[], unknown[]];
    expect(reply.slice(0, 4)).toEqual(['1', '1', 'realtime:raw', 'phx_reply']);
    const payload = reply[4] as { status: string; response: { postgres_changes: Record<string, unknown>[] } };
    expect(payload.status).toBe('ok');
    expect(payload.response.postgres_changes).toEqual([{ ...change, id: expect.any(Number) }]);
    expect(system).toEqual([
      null,
      null,
      'realtime:raw',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'raw' },
    ]);

    ws.send(JSON.stringify(['1', '2', 'realtime:raw', 'phx_leave', {}]));
    ws.send(JSON.stringify(['1', '3', 'realtime:raw', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]));
    await waitUntil(() => frames.length >= 4, 2_000, 'the leave reply');
    expect(frames[2]).toEqual(['1', '2', 'realtime:raw', 'phx_reply', { status: 'ok', response: {} }]);
    expect(frames[3]).toEqual(['1', '3', 'realtime:raw', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }]);
    ws.close();
  });

  it('broadcasts between two clients, honouring self and ack', async () => {
    const sender = newClient(h);
    const listener = newClient(h);
    const heardBySender: unknown[] = [];
    const heardByListener: unknown[] = [];
    const { channel: senderChannel } = await subscribe(
      sender
        .channel('room-1', { config: { broadcast: { self: false, ack: true } } })
        .on('broadcast', { event: 'cursor' }, (m) => heardBySender.push(m)),
      false,
    );
    const { channel: listenerChannel } = await subscribe(
      listener.channel('room-1').on('broadcast', { event: 'cursor' }, (m) => heardByListener.push(m)),
      false,
    );

    expect(await senderChannel.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 2 } })).toBe('ok');
    await waitUntil(() => heardByListener.length === 1, 1_000, 'the broadcast');
    expect(heardByListener[0]).toEqual({ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 2 } });
    // The listener answers as a marker: the server fans a message out before it reads the next, so an echo of the
    // sender's own message would reach the sender before this answer.
    await listenerChannel.send({ type: 'broadcast', event: 'cursor', payload: { marker: true } });
    await waitUntil(() => heardBySender.length > 0, 1_000, "the listener's answer");
    expect(heardBySender).toEqual([{ type: 'broadcast', event: 'cursor', payload: { marker: true } }]);

    const echo: unknown[] = [];
    const { channel: selfChannel } = await subscribe(
      sender.channel('room-2', { config: { broadcast: { self: true } } }).on('broadcast', { event: '*' }, (m) => echo.push(m)),
      false,
    );
    await selfChannel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
    await waitUntil(() => echo.length === 1, 1_000, 'the echo');
    expect(echo[0]).toEqual({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
  });

  it('relays binary broadcast payloads to vsn 2.0.0 clients', async () => {
    const sender = newClient(h);
    const listener = newClient(h);
    const heard: unknown[] = [];
    const { channel } = await subscribe(sender.channel('bytes'), false);
    await subscribe(
      listener.channel('bytes').on('broadcast', { event: 'blob' }, (m) => heard.push(m.payload)),
      false,
    );
    await channel.send({ type: 'broadcast', event: 'blob', payload: new Uint8Array([1, 2, 250]).buffer });
    await waitUntil(() => heard.length === 1, 1_000, 'the binary broadcast');
    expect(heard[0]).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(heard[0] as ArrayBuffer)]).toEqual([1, 2, 250]);
  });

  it('accepts REST broadcasts (httpSend) for a topic', async () => {
    const listener = newClient(h);
    const heard: unknown[] = [];
    await subscribe(
      listener.channel('news').on('broadcast', { event: 'headline' }, (m) => heard.push(m)),
      false,
    );
    const sender = newClient(h);
    expect(await sender.channel('news').httpSend('headline', { text: 'Realtime works' })).toEqual({ success: true });
    await waitUntil(() => heard.length === 1, 1_000, 'the REST broadcast');
    expect(heard[0]).toEqual({ type: 'broadcast', event: 'headline', payload: { text: 'Realtime works' } });
  });

  it('syncs presence between clients', async () => {
    const a = newClient(h);
    const b = newClient(h);
    const { channel: aChannel } = await subscribe(a.channel('lobby', { config: { presence: { key: 'alice' } } }), false);
    const { channel: bChannel } = await subscribe(
      b.channel('lobby').on('presence', { event: 'sync' }, () => {}),
      false,
    );

    expect(await aChannel.track({ name: 'Alice' })).toBe('ok');
    await waitUntil(() => Object.keys(bChannel.presenceState()).length === 1, 2_000, 'the presence join');
    expect(bChannel.presenceState()).toEqual({ alice: [{ name: 'Alice', presence_ref: expect.any(String) }] });

    await aChannel.untrack();
    await waitUntil(() => Object.keys(bChannel.presenceState()).length === 0, 2_000, 'the presence leave');
  });

  it('refuses a websocket whose apikey is not signed with the stack secret', async () => {
    const forged = await userToken(h.keys.jwtSecret, BOB, { signWith: 'another-secret-that-is-at-least-32-characters' });
    expect(await refusedHandshake(`apikey=${forged}&vsn=2.0.0`)).toEqual({
      status: 401,
      body: { error: 'Failed to validate JWT signature' },
    });
    expect(await refusedHandshake('vsn=2.0.0')).toEqual({ status: 401, body: { error: 'API key is missing' } });
    expect(await refusedHandshake('apikey=not-a-jwt&vsn=2.0.0')).toEqual({
      status: 401,
      body: { error: 'The token provided is not a valid JWT' },
    });

    const client = newClient(h, { apikey: forged, reconnectAfterMs: () => 60_000 });
    await expect(subscribe(client.channel('never'), false)).rejects.toThrow(/CHANNEL_ERROR/);
  });

  it('rejects joins with a bad or expired access token, with Supabase reasons', async () => {
    const forged = newClient(h);
    await forged.setAuth(await userToken(h.keys.jwtSecret, BOB, { signWith: 'another-secret-that-is-at-least-32-characters' }));
    await expect(subscribe(forged.channel('forged'), false)).rejects.toThrow(
      'CHANNEL_ERROR JwtSignatureError: Failed to validate JWT signature',
    );

    const expired = newClient(h);
    const startedAt = Date.now();
    await expired.setAuth(await userToken(h.keys.jwtSecret, BOB, { expiresIn: Math.floor(startedAt / 1000) - 120 }));
    const refusal = await subscribe(expired.channel('expired'), false).then(
      () => expect.fail('a join with an expired token was accepted'),
      (error: Error) => error.message,
    );
    // 120 s when the service checked it at once, more by as long as getting there took on this machine.
    const ago = /CHANNEL_ERROR InvalidJWTToken: Token has expired (\d+) seconds ago/.exec(refusal)?.[1];
    expect(ago, refusal).toBeDefined();
    expect(Number(ago)).toBeGreaterThanOrEqual(120);
    expect(Number(ago)).toBeLessThanOrEqual(120 + Math.ceil((Date.now() - startedAt) / 1000));

    // A token that never expires is refused like an expired one (Supabase requires `exp`).
    const endless = await new SignJWT({ sub: BOB, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(h.keys.jwtSecret));
    expect(await refusedHandshake(`apikey=${endless}&vsn=2.0.0`)).toEqual({
      status: 401,
      body: { error: 'Fields `role` and `exp` are required in JWT' },
    });
    const noExp = newClient(h);
    await noExp.setAuth(endless);
    await expect(subscribe(noExp.channel('no-exp'), false)).rejects.toThrow(
      'CHANNEL_ERROR InvalidJWTToken: Fields `role` and `exp` are required in JWT',
    );

    const user = newClient(h);
    await user.setAuth(await userToken(h.keys.jwtSecret, BOB));
    await expect(subscribe(user.channel('secret-room', { config: { private: true } }), false)).rejects.toThrow(
      'CHANNEL_ERROR Unauthorized: You do not have permissions to read from this Channel topic: secret-room',
    );
  });

  it('closes a joined channel when setAuth sends an invalid token', async () => {
    const client = newClient(h);
    await client.setAuth(await userToken(h.keys.jwtSecret, BOB));
    const statuses: string[] = [];
    const system: Record<string, unknown>[] = [];
    const channel = client.channel('token-swap').on('system', {}, (p: Record<string, unknown>) => system.push(p));
    channel.subscribe((status) => statuses.push(status));
    await waitUntil(() => statuses.includes('SUBSCRIBED'), 2_000, 'the subscription');

    await client.setAuth(await userToken(h.keys.jwtSecret, BOB, { signWith: 'another-secret-that-is-at-least-32-characters' }));
    await waitUntil(() => statuses.includes('CLOSED'), 2_000, 'the channel to close');
    expect(system).toEqual([{ extension: 'system', status: 'error', message: 'Failed to validate JWT signature', channel: 'token-swap' }]);
  });
});
