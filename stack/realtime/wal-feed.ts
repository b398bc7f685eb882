/**
 * The change feed, read from the write-ahead log as Supabase Realtime reads
 * it: a logical replication slot (pgoutput) on the `supabase_realtime`
 * publication (row changes for postgres_changes) and on
 * `supabase_realtime_messages_publication` (rows inserted into
 * realtime.messages: Broadcast from the database). One slot, so both arrive in
 * commit order, whole transactions at a time.
 *
 * The slot is persistent: what commits while the service is down waits in it
 * and is delivered after a restart. A transaction is acknowledged (the slot
 * advances) only once it has been handed to subscribers, so a crash re-delivers
 * rather than loses. When idle, keepalives advance the slot too, so it keeps no
 * WAL while the service runs; while the service is down, the server's
 * `max_slot_wal_keep_size` (stack/postgres/embedded.ts) caps what it may keep —
 * beyond it Postgres invalidates the slot and the service starts a fresh one
 * (and says so in its log).
 */
import { LogicalReplicationService, PgoutputPlugin, type Pgoutput } from 'pg-logical-replication';
import pg from 'pg';

const DEFAULT_SLOT = 'agora_realtime';
const PUBLICATIONS = ['supabase_realtime', 'supabase_realtime_messages_publication'];

/** A column value as Postgres writes it in text; null is SQL NULL; undefined is an unchanged TOASTed value the WAL left out. */
type WalValue = string | null | undefined;
export type WalTuple = Record<string, WalValue>;

export interface WalColumn {
  name: string;
  typeOid: number;
}

export interface RowChange {
  kind: 'row';
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  columns: WalColumn[];
  /** The replica identity's columns (the primary key by default). */
  keyColumns: string[];
  /** The row after the change (INSERT, UPDATE). */
  new: WalTuple | null;
  /** The row before: every column with REPLICA IDENTITY FULL, else the key (when the WAL carries it). */
  old: WalTuple | null;
}

export interface DatabaseBroadcast {
  kind: 'broadcast';
  id: string;
  topic: string;
  event: string;
  private: boolean;
  payload: unknown;
}

export interface Transaction {
  commitTimestamp: string;
  /** The commit's time as Postgres recorded it, in epoch milliseconds (sub-millisecond precision). */
  committedAt: number;
  /** When its commit record arrived from the replication stream (epoch milliseconds, this process's clock). */
  receivedAt: number;
  changes: (RowChange | DatabaseBroadcast)[];
}

export interface WalFeedOptions {
  /** A superuser (or REPLICATION role) connection string. */
  dbUrl: string;
  slotName?: string;
  /** Throwaway feeds (tests) drop their slot when they stop. */
  dropSlotOnStop?: boolean;
  /** Called for one transaction at a time; the slot advances past it when this settles. */
  consume: (transaction: Transaction) => Promise<void>;
  /**
   * Awaited before streaming a slot that already existed: subscribers of the
   * previous run get the chance to rejoin before the backlog is delivered.
   */
  resumeGate?: () => Promise<void>;
  log: (line: string) => void;
}

type QueueItem = { generation: number; lsn: string; message: Pgoutput.Message; at: number } | { generation: number; keepalive: string };

/** pgoutput, with every value kept as Postgres's text (no client-side type parsing). */
class TextPgoutputPlugin extends PgoutputPlugin {
  override parse(buffer: Buffer): Pgoutput.Message {
    const message = super.parse(buffer) as Pgoutput.Message;
    if (message.tag === 'relation') for (const column of message.columns) column.parser = (raw: unknown) => raw;
    return message;
  }
}

const lsnValue = (lsn: string | null | undefined): bigint => {
  if (!lsn) return 0n;
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
};

/** Epoch milliseconds with sub-millisecond precision, comparable across processes of one machine. */
export const wallClock = () => performance.timeOrigin + performance.now();

// Under a steady stream the queue may never run dry: report at least this often.
const ACK_BATCH = 64;
// Otherwise what was handled is reported this long after the first unreported
// transaction: under a steady stream of small commits (a vote storm) a report
// per commit was the service's largest cost (bench:votes profile: one socket
// write each) and woke the walsender each time. A crash re-delivers at most
// this window; stop() reports everything first.
const ACK_DELAY_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class WalFeed {
  private readonly slotName: string;
  private service: LogicalReplicationService | null = null;
  private generation = 0;
  private queue: QueueItem[] = [];
  private draining = false;
  private idle: Promise<void> = Promise.resolve();
  private open: { commitTimestamp: string; committedAt: number; changes: Transaction['changes'] } | null = null;
  /** The end of the last transaction handed to subscribers (never delivered twice). */
  private delivered = 0n;
  private acknowledged = 0n;
  /** Handled but not yet reported to the server (see flushAcknowledgement). */
  private toAcknowledge = 0n;
  private unreported = 0;
  private ackTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly options: WalFeedOptions) {
    this.slotName = options.slotName ?? DEFAULT_SLOT;
  }

  /** Creates the slot when missing (so later commits are kept), then streams in the background. */
  async start(): Promise<void> {
    const existed = await this.ensureSlot();
    this.running = (async () => {
      if (existed && this.options.resumeGate) await Promise.race([this.options.resumeGate(), this.stoppedSignal()]);
      await this.run();
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    this.queue = [];
    // What was handled is reported before the stream closes, so a restart does not deliver it again.
    await this.idle;
    await this.flushAcknowledgement();
    await this.service?.destroy().catch(() => {});
    await this.running?.catch(() => {});
    if (this.options.dropSlotOnStop) {
      await this.withClient((c) =>
        c.query('select pg_catalog.pg_drop_replication_slot(slot_name) from pg_catalog.pg_replication_slots where slot_name = $1', [
          this.slotName,
        ]),
      ).catch((error: unknown) => this.options.log(`wal: dropping slot ${this.slotName}: ${(error as Error).message}`));
    }
  }

  private stoppedSignal(): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
    });
  }

  private async withClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.options.dbUrl, application_name: 'agora-realtime-slot' });
    client.on('error', () => {});
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** Returns whether the slot already existed (and still holds its WAL). */
  private ensureSlot(): Promise<boolean> {
    return this.withClient(async (c) => {
      const { rows } = await c.query<{ wal_status: string | null }>(
        'select wal_status from pg_catalog.pg_replication_slots where slot_name = $1',
        [this.slotName],
      );
      if (rows[0] && rows[0].wal_status !== 'lost') return true;
      if (rows[0]) {
        this.options.log(
          `wal: slot ${this.slotName} outgrew max_slot_wal_keep_size while nobody read it and was invalidated; ` +
            'changes committed meanwhile are lost; starting a new slot',
        );
        await c.query('select pg_catalog.pg_drop_replication_slot($1)', [this.slotName]);
      }
      await c.query(`select pg_catalog.pg_create_logical_replication_slot($1, 'pgoutput')`, [this.slotName]);
      return false;
    });
  }

  /** Streams until stopped, reconnecting with backoff when Postgres goes away. */
  private async run(): Promise<void> {
    let delay = 250;
    let failures = 0;
    while (!this.stopped) {
      const generation = ++this.generation;
      this.open = null;
      const service = new LogicalReplicationService(
        { connectionString: this.options.dbUrl, application_name: 'agora-realtime-wal' },
        { acknowledge: { auto: false, timeoutSeconds: 0 } },
      );
      this.service = service;
      service.on('data', (lsn: string, message: Pgoutput.Message) => this.enqueue({ generation, lsn, message, at: wallClock() }));
      service.on('heartbeat', (lsn: string, _timestamp: number, shouldRespond: boolean) => {
        if (shouldRespond) void service.acknowledge(this.ackText(this.acknowledged));
        this.enqueue({ generation, keepalive: lsn });
      });
      service.on('start', () => {
        if (failures > 0) this.options.log('wal: streaming again');
        failures = 0;
        delay = 250;
      });
      service.on('error', () => {});
      try {
        if (!this.stopped) {
          if (failures > 0) await this.ensureSlot();
          await service.subscribe(new TextPgoutputPlugin({ protoVersion: 1, publicationNames: PUBLICATIONS }), this.slotName);
        }
        if (!this.stopped) throw new Error('the replication stream ended');
      } catch (error) {
        if (this.stopped) break;
        failures++;
        if (failures === 1 || failures % 20 === 0) {
          this.options.log(`wal: replication lost (${(error as Error).message}); retrying with backoff`);
        }
      } finally {
        await service.destroy().catch(() => {});
      }
      if (this.stopped) break;
      await Promise.race([sleep(delay), this.stoppedSignal()]);
      delay = Math.min(delay * 2, 5_000);
    }
  }

  private ackText(lsn: bigint): string {
    return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
  }

  private enqueue(item: QueueItem): void {
    if (this.stopped) return;
    this.queue.push(item);
    if (!this.draining) this.idle = this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0 && !this.stopped) {
        const item = this.queue.shift()!;
        // Left over from a connection that dropped: the server sends it again.
        if (item.generation !== this.generation) continue;
        if ('keepalive' in item) {
          // Everything before a keepalive has been read; with no transaction
          // open, the slot may move up to it (nothing there is ours).
          if (!this.open) this.acknowledge(lsnValue(item.keepalive));
          continue;
        }
        await this.handle(item.message, item.at);
        if (this.unreported >= ACK_BATCH) void this.flushAcknowledgement();
      }
      if (this.unreported > 0) this.ackTimer ??= setTimeout(() => void this.flushAcknowledgement(), ACK_DELAY_MS);
    } catch (error) {
      this.options.log(`wal: ${(error as Error).stack ?? String(error)}`);
    } finally {
      this.draining = false;
    }
  }

  private acknowledge(lsn: bigint): void {
    if (lsn <= this.toAcknowledge) return;
    this.toAcknowledge = lsn;
    this.unreported++;
  }

  /**
   * One status update for everything handled since the last: a burst of
   * commits costs the walsender one reply, not one per commit.
   */
  private async flushAcknowledgement(): Promise<void> {
    if (this.ackTimer) clearTimeout(this.ackTimer);
    this.ackTimer = null;
    this.unreported = 0;
    if (this.toAcknowledge <= this.acknowledged) return;
    this.acknowledged = this.toAcknowledge;
    await this.service?.acknowledge(this.ackText(this.acknowledged)).catch(() => {});
  }

  private async handle(message: Pgoutput.Message, receivedAt: number): Promise<void> {
    switch (message.tag) {
      case 'begin': {
        const micros = BigInt(message.commitTime as bigint);
        this.open = {
          commitTimestamp: new Date(Number(micros / 1000n)).toISOString(),
          committedAt: Number(micros) / 1000,
          changes: [],
        };
        return;
      }
      case 'insert':
      case 'update':
      case 'delete': {
        const change = toChange(message);
        if (change && this.open) this.open.changes.push(change);
        return;
      }
      case 'commit': {
        const transaction = this.open;
        this.open = null;
        const end = lsnValue(message.commitEndLsn);
        if (!transaction || end <= this.delivered) return;
        if (transaction.changes.length > 0) {
          try {
            await this.options.consume({ ...transaction, receivedAt });
          } catch (error) {
            this.options.log(`wal: delivering a transaction failed: ${(error as Error).message}`);
          }
        }
        this.delivered = end;
        this.acknowledge(end);
        return;
      }
      default:
        return;
    }
  }
}

function toChange(message: Pgoutput.MessageInsert | Pgoutput.MessageUpdate | Pgoutput.MessageDelete): RowChange | DatabaseBroadcast | null {
  const { relation } = message;
  if (relation.schema === 'realtime' && relation.name === 'messages') {
    if (message.tag !== 'insert') return null;
    return toBroadcast(message.new as WalTuple);
  }
  const old = (message.tag === 'insert' ? null : (message.old ?? message.key)) as WalTuple | null;
  return {
    kind: 'row',
    schema: relation.schema,
    table: relation.name,
    type: message.tag === 'insert' ? 'INSERT' : message.tag === 'update' ? 'UPDATE' : 'DELETE',
    columns: relation.columns.map((c) => ({ name: c.name, typeOid: c.typeOid })),
    keyColumns: relation.keyColumns,
    new: message.tag === 'delete' ? null : (message.new as WalTuple),
    old: old ? dropUndefined(old) : null,
  };
}

function dropUndefined(tuple: WalTuple): WalTuple {
  const out: WalTuple = {};
  for (const [key, value] of Object.entries(tuple)) if (value !== undefined) out[key] = value;
  return out;
}

// A message without topic, event or payload is skipped, as Supabase skips it.
function toBroadcast(row: WalTuple): DatabaseBroadcast | null {
  const { id, topic, event, payload } = row;
  if (!id || !topic || !event || typeof payload !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  return { kind: 'broadcast', id, topic, event, private: row.private === 't', payload: value };
}
