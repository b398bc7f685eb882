/**
 * Every joined channel of every socket, so broadcasts, presence and database
 * changes can find their subscribers. Channels with the same name but a
 * different `private` flag are different topics, as in Supabase.
 */
import { randomUUID } from 'node:crypto';
import type { Identity } from './database.ts';
import { encodeUserBroadcast, type BroadcastBody, type EncodedFrame, type Vsn } from './protocol.ts';
import type { ChangeSubscription } from './subscriptions.ts';

export interface ActiveSubscription extends ChangeSubscription {
  /** Each filter as a SQL predicate over the record alias `n` (`o` for DELETEs), checked against the table at join. */
  predicates: { onNew: string; onOld: string }[];
}

export interface UserBroadcast {
  userEvent: string;
  metadata: string;
  body: BroadcastBody;
}

export interface JoinedChannel {
  readonly topic: string;
  readonly subTopic: string;
  readonly isPrivate: boolean;
  readonly selfBroadcast: boolean;
  /** RLS on realtime.messages let it read broadcasts (always true for public channels). */
  readonly broadcastRead: boolean;
  /** Replaced when the client sends a new `access_token`. */
  identity: Identity;
  /** Empty when the join asked for none, or when they failed to set up. */
  subscriptions: ActiveSubscription[];
  presenceKey: string;
  /** The socket's protocol version. */
  readonly vsn: Vsn;
  /** Sends a server-initiated message on this channel's topic. */
  push(event: string, payload: unknown): void;
  /** Sends a frame already encoded for this channel's topic and vsn. */
  sendFrame(frame: EncodedFrame): void;
}

interface PresenceEntry {
  key: string;
  metas: Record<string, unknown>[];
}

const topicKey = (subTopic: string, isPrivate: boolean) => `${isPrivate ? 'private' : 'public'}:${subTopic}`;

export class Hub {
  private readonly channels = new Set<JoinedChannel>();
  // Broadcasts from the database go to one topic among thousands of channels.
  private readonly byTopic = new Map<string, Set<JoinedChannel>>();
  private readonly joinListeners: (() => void)[] = [];
  private readonly presence = new Map<string, Map<JoinedChannel, PresenceEntry>>();

  add(channel: JoinedChannel): void {
    this.channels.add(channel);
    const key = topicKey(channel.subTopic, channel.isPrivate);
    let set = this.byTopic.get(key);
    if (!set) this.byTopic.set(key, (set = new Set()));
    set.add(channel);
    for (const listener of this.joinListeners) listener();
  }

  remove(channel: JoinedChannel): void {
    this.channels.delete(channel);
    const key = topicKey(channel.subTopic, channel.isPrivate);
    const set = this.byTopic.get(key);
    set?.delete(channel);
    if (set?.size === 0) this.byTopic.delete(key);
    this.untrack(channel);
  }

  /** Called after every join (the resume gate waits for rejoins to settle). */
  onJoin(listener: () => void): void {
    this.joinListeners.push(listener);
  }

  all(): Iterable<JoinedChannel> {
    return this.channels;
  }

  private sameTopic(subTopic: string, isPrivate: boolean): JoinedChannel[] {
    return [...(this.byTopic.get(topicKey(subTopic, isPrivate)) ?? [])];
  }

  /**
   * Sends a user broadcast to the topic's channels (the sender's own only if
   * it asked for `self`). Every channel of a topic shares its topic name, so
   * the frame is encoded once per protocol version, not once per subscriber,
   * and the loop stays synchronous: a vote's 500 frames leave in one turn.
   */
  broadcast(from: JoinedChannel | null, subTopic: string, isPrivate: boolean, message: UserBroadcast): number {
    const channels = this.byTopic.get(topicKey(subTopic, isPrivate));
    if (!channels) return 0;
    const frames = new Map<Vsn, EncodedFrame | null>();
    let delivered = 0;
    for (const channel of channels) {
      if ((channel === from && !channel.selfBroadcast) || !channel.broadcastRead) continue;
      let frame = frames.get(channel.vsn);
      if (frame === undefined) frames.set(channel.vsn, (frame = encodeUserBroadcast(channel.vsn, channel.topic, message)));
      if (frame) channel.sendFrame(frame);
      delivered++;
    }
    return delivered;
  }

  /** The topic's presence state, in Phoenix's `presence_state` shape. */
  presenceState(subTopic: string, isPrivate: boolean): Record<string, { metas: Record<string, unknown>[] }> {
    const state: Record<string, { metas: Record<string, unknown>[] }> = {};
    for (const entry of this.presence.get(topicKey(subTopic, isPrivate))?.values() ?? []) {
      (state[entry.key] ??= { metas: [] }).metas.push(...entry.metas);
    }
    return state;
  }

  /** Tracks (or re-tracks) a channel's presence and tells the topic. */
  track(channel: JoinedChannel, meta: Record<string, unknown>): void {
    const key = topicKey(channel.subTopic, channel.isPrivate);
    let entries = this.presence.get(key);
    if (!entries) this.presence.set(key, (entries = new Map()));
    const previous = entries.get(channel);
    const entry: PresenceEntry = { key: channel.presenceKey, metas: [{ ...meta, phx_ref: randomUUID() }] };
    entries.set(channel, entry);
    const joins = { [entry.key]: { metas: entry.metas } };
    const leaves = previous ? { [previous.key]: { metas: previous.metas } } : {};
    this.presenceDiff(channel, joins, leaves);
  }

  untrack(channel: JoinedChannel): void {
    const key = topicKey(channel.subTopic, channel.isPrivate);
    const entries = this.presence.get(key);
    const previous = entries?.get(channel);
    if (!entries || !previous) return;
    entries.delete(channel);
    if (entries.size === 0) this.presence.delete(key);
    this.presenceDiff(channel, {}, { [previous.key]: { metas: previous.metas } });
  }

  private presenceDiff(channel: JoinedChannel, joins: object, leaves: object): void {
    for (const other of this.sameTopic(channel.subTopic, channel.isPrivate)) {
      other.push('presence_diff', { joins, leaves });
    }
  }
}
