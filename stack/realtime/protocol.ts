/**
 * Phoenix channel frames as @supabase/realtime-js speaks them.
 *
 * vsn 1.0.0: JSON objects `{join_ref, ref, topic, event, payload}`.
 * vsn 2.0.0 (the client's default): JSON arrays `[join_ref, ref, topic, event, payload]`,
 * plus binary frames for user broadcasts: kind 3 (client → server push) and
 * kind 4 (server → client), laid out as in the client's `lib/serializer`.
 */
import { z } from 'zod';

export type Vsn = '1.0.0' | '2.0.0';

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '' || value === '1.0.0') return '1.0.0';
  if (value === '2.0.0') return '2.0.0';
  return null;
}

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast's body: JSON, or raw bytes (vsn 2 only). */
export type BroadcastBody = { kind: 'json'; value: unknown } | { kind: 'binary'; bytes: Buffer };

export interface BroadcastPush {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  userEvent: string;
  /** Raw JSON text of the sender's allowed metadata keys, '' when none. */
  metadata: string;
  body: BroadcastBody;
}

export type InboundFrame = { type: 'message'; message: PhoenixMessage } | { type: 'broadcast'; push: BroadcastPush };

const ref = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v)));

const arrayFrame = z.tuple([ref, ref, z.string(), z.string(), z.unknown()]);
const objectFrame = z.object({ join_ref: ref, ref, topic: z.string(), event: z.string(), payload: z.unknown() });

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

/** Decodes one websocket frame; null when it is not a Phoenix message. */
export function decodeFrame(data: Buffer, isBinary: boolean): InboundFrame | null {
  if (isBinary) return decodeBroadcastPush(data);
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  // Accept either layout whatever vsn was announced: the shapes cannot be confused.
  const asArray = arrayFrame.safeParse(json);
  if (asArray.success) {
    const [joinRef, r, topic, event, payload] = asArray.data;
    return { type: 'message', message: { joinRef, ref: r, topic, event, payload } };
  }
  const asObject = objectFrame.safeParse(json);
  if (asObject.success) {
    const { join_ref, ref: r, topic, event, payload } = asObject.data;
    return { type: 'message', message: { joinRef: join_ref, ref: r, topic, event, payload } };
  }
  return null;
}

function decodeBroadcastPush(data: Buffer): InboundFrame | null {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return null;
  const sizes = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  const encoding = data[6]!;
  let offset = 7;
  const parts: string[] = [];
  for (const size of sizes) {
    if (offset + size > data.length) return null;
    parts.push(data.subarray(offset, offset + size).toString('utf8'));
    offset += size;
  }
  const [joinRef, r, topic, userEvent, metadata] = parts as [string, string, string, string, string];
  const rest = Buffer.from(data.subarray(offset));
  let body: BroadcastBody;
  if (encoding === JSON_ENCODING) {
    try {
      body = { kind: 'json', value: JSON.parse(rest.toString('utf8')) };
    } catch {
      return null;
    }
  } else if (encoding === BINARY_ENCODING) {
    body = { kind: 'binary', bytes: rest };
  } else {
    return null;
  }
  return {
    type: 'broadcast',
    push: { joinRef: joinRef || null, ref: r || null, topic, userEvent, metadata, body },
  };
}

/** Encodes a message as a text frame in the connection's vsn. */
export function encodeMessage(vsn: Vsn, message: PhoenixMessage): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify({
    join_ref: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

/** A server → client user broadcast with a binary body (vsn 2 only). */
export function encodeBinaryBroadcast(topic: string, userEvent: string, metadata: string, bytes: Buffer): Buffer {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(userEvent, 'utf8');
  const metaBytes = Buffer.from(metadata, 'utf8');
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255) {
    throw new Error('topic, event and metadata of a binary broadcast are limited to 255 bytes');
  }
  const header = Buffer.from([USER_BROADCAST, topicBytes.length, eventBytes.length, metaBytes.length, BINARY_ENCODING]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, bytes]);
}

/** A frame ready for `ws.send`: encoded once, sent to every subscriber of a topic speaking the same vsn. */
export interface EncodedFrame {
  data: Buffer;
  binary: boolean;
}

/**
 * A user broadcast as it goes out on `topic`: a `broadcast` event (JSON body,
 * `meta` from the metadata when it is JSON), or a kind 4 frame for a binary
 * body. Null when the vsn cannot carry it (bytes for vsn 1: Supabase skips it too).
 */
export function encodeUserBroadcast(
  vsn: Vsn,
  topic: string,
  message: { userEvent: string; metadata: string; body: BroadcastBody },
): EncodedFrame | null {
  if (message.body.kind === 'binary') {
    if (vsn !== '2.0.0') return null;
    return { data: encodeBinaryBroadcast(topic, message.userEvent, message.metadata, message.body.bytes), binary: true };
  }
  const payload: Record<string, unknown> = { type: 'broadcast', event: message.userEvent, payload: message.body.value };
  if (message.metadata) {
    try {
      payload.meta = JSON.parse(message.metadata);
    } catch {
      // Metadata that is not JSON is dropped rather than forwarded half-parsed.
    }
  }
  const text = encodeMessage(vsn, { joinRef: null, ref: null, topic, event: 'broadcast', payload });
  return { data: Buffer.from(text, 'utf8'), binary: false };
}
