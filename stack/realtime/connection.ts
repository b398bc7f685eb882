/**
 * One websocket speaking Supabase Realtime's Phoenix protocol: heartbeats on
 * topic `phoenix`; per `realtime:<name>` topic `phx_join` (postgres_changes,
 * broadcast, presence), `access_token`, `broadcast`, `presence`, `phx_leave`.
 * Replies, `system` messages and `phx_close` have the shapes realtime-js reads.
 * Frames of one socket are handled strictly in order.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { z } from 'zod';
import type { Identity, SubscriberDatabase, TopicPolicies } from './database.ts';
import type { ActiveSubscription, Hub, JoinedChannel } from './hub.ts';
import { decodeFrame, encodeMessage, type BroadcastPush, type EncodedFrame, type PhoenixMessage, type Vsn } from './protocol.ts';
import { subscribe } from './subscribe.ts';
import { isRecord, subscriptionId } from './subscriptions.ts';
import { joinErrorReason, verifyToken, type Claims, type TokenKeys } from './tokens.ts';

export interface ConnectionContext {
  hub: Hub;
  db: SubscriberDatabase;
  keys: TokenKeys;
  log: (line: string) => void;
}

const flexibleBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const joinPayloadSchema = z.looseObject({
  config: z
    .looseObject({
      broadcast: z
        .looseObject({
          self: flexibleBoolean.optional(),
          ack: flexibleBoolean.optional(),
          replication_ready: flexibleBoolean.optional(),
        })
        .nullish(),
      presence: z.looseObject({ key: z.string().optional(), enabled: flexibleBoolean.optional() }).nullish(),
      postgres_changes: z.array(z.unknown()).nullish(),
      private: flexibleBoolean.optional(),
    })
    .nullish(),
  access_token: z.string().nullish(),
  user_token: z.string().nullish(),
});

const accessTokenPayloadSchema = z.looseObject({ access_token: z.string().nullish() });
const broadcastPayloadSchema = z.looseObject({ event: z.string(), payload: z.unknown().optional() });
const presencePayloadSchema = z.looseObject({
  event: z.enum(['track', 'untrack']),
  payload: z.record(z.string(), z.unknown()).optional(),
});

// Timers beyond this overflow Node's 32-bit delay.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A channel as its join asked for it. */
interface ChannelJoin {
  topic: string;
  joinRef: string | null;
  isPrivate: boolean;
  /** The sender gets its own broadcasts back. */
  selfBroadcast: boolean;
  /** Each broadcast is acknowledged. */
  ackBroadcast: boolean;
  presenceKey: string;
  identity: Identity;
  accessToken: string;
}

class Channel implements JoinedChannel {
  readonly topic: string;
  readonly subTopic: string;
  readonly joinRef: string | null;
  readonly isPrivate: boolean;
  readonly selfBroadcast: boolean;
  readonly ackBroadcast: boolean;
  readonly presenceKey: string;
  identity: Identity;
  accessToken: string;
  subscriptions: ActiveSubscription[] = [];
  expiryTimer: NodeJS.Timeout | null = null;
  /** Private channels: whether RLS let this user send, asked at the first send. */
  mayBroadcast: boolean | null = null;
  broadcastRead = true;

  constructor(
    private readonly connection: RealtimeConnection,
    join: ChannelJoin,
  ) {
    this.topic = join.topic;
    this.subTopic = join.topic.slice('realtime:'.length);
    this.joinRef = join.joinRef;
    this.isPrivate = join.isPrivate;
    this.selfBroadcast = join.selfBroadcast;
    this.ackBroadcast = join.ackBroadcast;
    this.presenceKey = join.presenceKey;
    this.identity = join.identity;
    this.accessToken = join.accessToken;
  }

  push(event: string, payload: unknown): void {
    this.connection.send({ joinRef: null, ref: null, topic: this.topic, event, payload });
  }

  get vsn(): Vsn {
    return this.connection.vsn;
  }

  sendFrame(frame: EncodedFrame): void {
    this.connection.sendEncoded(frame);
  }
}

export class RealtimeConnection {
  private readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  lastSeen = Date.now();

  constructor(
    private readonly socket: WebSocket,
    readonly vsn: Vsn,
    /** The socket's API key: the token of channels that join without one. */
    private readonly apiKey: string,
    private readonly ctx: ConnectionContext,
  ) {
    socket.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      this.queue = this.queue
        .then(() => this.handleFrame(buffer, isBinary))
        .catch((error: unknown) => {
          this.ctx.log(`connection: ${(error as Error).stack ?? String(error)}`);
        });
    });
    socket.on('close', () => this.dispose());
    socket.on('error', () => this.dispose());
  }

  send(message: PhoenixMessage): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(encodeMessage(this.vsn, message));
  }

  /** A frame encoded once for a whole topic (see Hub.broadcast). */
  sendEncoded(frame: EncodedFrame): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(frame.data, { binary: frame.binary });
  }

  /** Closes the socket (e.g. on server stop or idle timeout). */
  close(code: number, reason: string): void {
    this.socket.close(code, reason);
    this.dispose();
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of this.channels.values()) this.drop(channel);
    this.channels.clear();
  }

  private drop(channel: Channel): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    this.ctx.hub.remove(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  private reply(to: { joinRef: string | null; ref: string | null; topic: string }, status: 'ok' | 'error', response: unknown): void {
    this.send({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
  }

  private async handleFrame(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    const frame = decodeFrame(data, isBinary);
    if (!frame) return;
    if (frame.type === 'broadcast') return this.handleBinaryBroadcast(frame.push);
    const message = frame.message;

    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      return;
    }
    if (message.event === 'phx_join') return this.join(message);

    const channel = this.channels.get(message.topic);
    if (message.event === 'phx_leave') {
      if (channel) this.drop(channel);
      this.reply(message, 'ok', {});
      return;
    }
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (message.event) {
      case 'access_token':
        return this.updateAccessToken(channel, message);
      case 'broadcast':
        return this.handleBroadcast(channel, message);
      case 'presence':
        return this.handlePresence(channel, message);
      default:
        // Supabase ignores unknown client events (it only logs them).
        return;
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { topic } = message;
    if (!topic.startsWith('realtime:')) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (topic === 'realtime:') {
      this.reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
      return;
    }
    // A second join of a topic replaces the first, as in Phoenix.
    const existing = this.channels.get(topic);
    if (existing) this.close_(existing);

    const parsed = joinPayloadSchema.safeParse(message.payload ?? {});
    if (!parsed.success) this.ctx.log(`join ${topic}: invalid join payload, using defaults`);
    const payload = parsed.success ? parsed.data : {};
    const config = payload.config ?? {};
    const offered = payload.access_token ?? payload.user_token ?? null;
    const token = offered && !offered.startsWith('sb_') ? offered : this.apiKey;

    const checked = await this.checkToken(token);
    if (!checked.ok) {
      this.reply(message, 'error', { reason: checked.reason });
      return;
    }
    const isPrivate = config.private === true;
    const subTopic = topic.slice('realtime:'.length);
    let policies: TopicPolicies | null = null;
    if (isPrivate) {
      // Private channels are authorised by RLS on realtime.messages, as in Supabase.
      policies = await this.ctx.db.readPolicies(checked.identity, subTopic).catch((error: unknown) => {
        this.ctx.log(`join ${topic}: authorisation failed: ${(error as Error).message}`);
        return { broadcastRead: false, presenceRead: false };
      });
      if (!policies.broadcastRead && !policies.presenceRead) {
        this.reply(message, 'error', { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}` });
        return;
      }
    }

    const channel = new Channel(this, {
      topic,
      joinRef: message.ref,
      isPrivate,
      selfBroadcast: config.broadcast?.self === true,
      ackBroadcast: config.broadcast?.ack === true,
      presenceKey: config.presence?.key || randomUUID(),
      identity: checked.identity,
      accessToken: token,
    });
    if (policies) channel.broadcastRead = policies.broadcastRead;

    const entries = config.postgres_changes ?? [];
    if (entries.length > 0) {
      const result = await subscribe(entries, checked.identity.role, this.ctx.db);
      if (!result.ok) {
        // Supabase answers with a `system` error after an ok join, which
        // supabase-js reports as SUBSCRIBED: a channel that never delivers.
        // Failing the join makes the client see CHANNEL_ERROR with the reason.
        if (this.closed) return;
        this.send({
          joinRef: message.ref,
          ref: null,
          topic,
          event: 'system',
          payload: { extension: 'postgres_changes', status: 'error', message: result.message, channel: subTopic },
        });
        this.reply(message, 'error', { reason: result.message });
        this.ctx.log(`join ${topic} refused: ${result.message}`);
        return;
      }
      channel.subscriptions = result.subscriptions;
    }
    if (this.closed) return;

    this.channels.set(topic, channel);
    this.ctx.hub.add(channel);
    this.scheduleExpiry(channel, checked.identity.claims.exp);

    const echoed = entries.map((entry) => {
      const params = isRecord(entry) ? entry : {};
      return { ...params, id: subscriptionId(params) };
    });
    this.reply(message, 'ok', { postgres_changes: echoed });
    this.ctx.log(`join ${topic} as ${checked.identity.role}${entries.length ? ` with ${entries.length} postgres_changes` : ''}`);

    if (entries.length > 0) {
      channel.push('system', {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: channel.subTopic,
      });
    }
    if (config.broadcast?.replication_ready === true) {
      channel.push('system', {
        extension: 'system',
        status: 'ok',
        message: 'Replication connection established',
        channel: channel.subTopic,
      });
    }
    if (config.presence?.enabled === true) {
      channel.push('presence_state', this.ctx.hub.presenceState(channel.subTopic, channel.isPrivate));
    }
  }

  private async checkToken(
    token: string,
  ): Promise<{ ok: true; identity: Identity & { claims: Claims } } | { ok: false; reason: string; message: string }> {
    const result = await verifyToken(token, this.ctx.keys);
    if (!result.ok) return { ok: false, reason: joinErrorReason(result), message: result.message };
    const role = result.claims.role;
    if (!(await this.ctx.db.roleAllowed(role))) {
      const message = `The role "${role}" in the JWT cannot be assumed`;
      return { ok: false, reason: `Unauthorized: ${message}`, message };
    }
    return { ok: true, identity: { role, claims: result.claims } };
  }

  private scheduleExpiry(channel: Channel, exp: number): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    const delay = exp * 1000 - Date.now();
    channel.expiryTimer = setTimeout(
      () => {
        if (exp * 1000 > Date.now()) return this.scheduleExpiry(channel, exp);
        this.shutdown(channel, `Token has expired ${Math.floor(Date.now() / 1000) - exp} seconds ago`);
      },
      Math.max(0, Math.min(delay, MAX_TIMER_MS)),
    );
    channel.expiryTimer.unref();
  }

  /** Ends a channel from the server side: a `system` error, then `phx_close` (Supabase's shutdown_response). */
  private shutdown(channel: Channel, reason: string): void {
    channel.push('system', { extension: 'system', status: 'error', message: reason, channel: channel.subTopic });
    this.close_(channel);
    this.ctx.log(`channel ${channel.topic} shut down: ${reason}`);
  }

  private close_(channel: Channel): void {
    this.drop(channel);
    this.send({ joinRef: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
  }

  private async updateAccessToken(channel: Channel, message: PhoenixMessage): Promise<void> {
    const parsed = accessTokenPayloadSchema.safeParse(message.payload);
    const token = parsed.success ? parsed.data.access_token : null;
    if (!token || token.startsWith('sb_') || token === channel.accessToken) return;
    const checked = await this.checkToken(token);
    if (this.channels.get(channel.topic) !== channel) return;
    if (!checked.ok) {
      this.shutdown(channel, checked.message);
      return;
    }
    if (channel.isPrivate) {
      const policies = await this.ctx.db
        .readPolicies(checked.identity, channel.subTopic)
        .catch(() => ({ broadcastRead: false, presenceRead: false }));
      if (this.channels.get(channel.topic) !== channel) return;
      if (!policies.broadcastRead && !policies.presenceRead) {
        this.shutdown(channel, `You no longer have permission to read from this Channel topic: ${channel.subTopic}`);
        return;
      }
      channel.broadcastRead = policies.broadcastRead;
      channel.mayBroadcast = null;
    }
    channel.identity = checked.identity;
    channel.accessToken = token;
    this.scheduleExpiry(channel, checked.identity.claims.exp);
    if (channel.subscriptions.length > 0) {
      channel.push('system', {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: channel.subTopic,
      });
    }
  }

  /** Private channels send only when RLS on realtime.messages lets the user insert (asked once per token). */
  private async maySend(channel: Channel): Promise<boolean> {
    if (!channel.isPrivate) return true;
    if (channel.mayBroadcast === null) {
      channel.mayBroadcast = await this.ctx.db.maySend(channel.identity, channel.subTopic, 'broadcast').catch((error: unknown) => {
        this.ctx.log(`broadcast on ${channel.topic}: authorisation failed: ${(error as Error).message}`);
        return false;
      });
    }
    return channel.mayBroadcast;
  }

  private async handleBroadcast(channel: Channel, message: PhoenixMessage): Promise<void> {
    const parsed = broadcastPayloadSchema.safeParse(message.payload);
    if (!parsed.success) return;
    if (!(await this.maySend(channel))) return;
    this.ctx.hub.broadcast(channel, channel.subTopic, channel.isPrivate, {
      userEvent: parsed.data.event,
      metadata: '',
      body: { kind: 'json', value: parsed.data.payload ?? {} },
    });
    if (channel.ackBroadcast) this.reply(message, 'ok', {});
  }

  private async handleBinaryBroadcast(push: BroadcastPush): Promise<void> {
    const channel = this.channels.get(push.topic);
    if (!channel || (push.joinRef !== null && push.joinRef !== channel.joinRef)) {
      this.reply(push, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (!(await this.maySend(channel))) return;
    this.ctx.hub.broadcast(channel, channel.subTopic, channel.isPrivate, {
      userEvent: push.userEvent,
      metadata: push.metadata,
      body: push.body,
    });
    if (channel.ackBroadcast) this.reply(push, 'ok', {});
  }

  private handlePresence(channel: Channel, message: PhoenixMessage): void {
    const parsed = presencePayloadSchema.safeParse(message.payload);
    if (!parsed.success) {
      this.reply(message, 'error', { reason: 'Presence track payload must be a map' });
      return;
    }
    if (parsed.data.event === 'track') this.ctx.hub.track(channel, parsed.data.payload ?? {});
    else this.ctx.hub.untrack(channel);
    this.reply(message, 'ok', {});
  }
}
