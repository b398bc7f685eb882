/**
 * The change feed: LISTENs on the channel the local triggers NOTIFY
 * (stack/postgres/local/realtime.sql) and hands changes, in commit order, to
 * one consumer at a time.
 */
import pg from 'pg';
import { z } from 'zod';

export const NOTIFY_CHANNEL = 'realtime_local_changes';

const keyValues = z.record(z.string(), z.unknown()).nullable();

const changeSchema = z.object({
  schema: z.string(),
  table: z.string(),
  type: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  commit_timestamp: z.string(),
  pk: keyValues,
  old_pk: keyValues,
  error: z.string().optional(),
});

export type Change = z.infer<typeof changeSchema>;

export interface ChangeFeedOptions {
  dbUrl: string;
  /** Called for one change at a time; the next waits until it settles. */
  consume: (change: Change) => Promise<void>;
  log: (line: string) => void;
}

export class ChangeFeed {
  private client: pg.Client | null = null;
  private queue: { raw: string; change: Change }[] = [];
  /** Queued UPDATEs (primary key unchanged) per row, for coalescing. */
  private pendingUpdates = new Map<string, number>();
  private draining = false;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly options: ChangeFeedOptions) {}

  /** Resolves once LISTEN is in place. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.queue = [];
    this.pendingUpdates.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
    await this.idle;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.dbUrl, application_name: 'agora-realtime-listen' });
    client.on('notification', (n) => {
      if (n.channel === NOTIFY_CHANNEL && n.payload) this.enqueue(n.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    await client.connect();
    await client.query(`listen ${NOTIFY_CHANNEL}`);
    this.client = client;
  }

  // Changes committed while the listener is down are not seen (NOTIFY has no
  // backlog); the reconnect is logged so that gap is visible.
  private lost(client: pg.Client, error: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    this.options.log(`change feed: listener lost (${error.message}); reconnecting`);
    client.end().catch(() => {});
    const retry = (delay: number) => {
      this.retryTimer = setTimeout(() => {
        if (this.stopped) return;
        this.connect().then(
          () => this.options.log('change feed: listening again'),
          () => retry(Math.min(delay * 2, 5_000)),
        );
      }, delay);
    };
    retry(200);
  }

  private enqueue(raw: string): void {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      this.options.log(`change feed: ignored a payload that is not JSON: ${raw.slice(0, 200)}`);
      return;
    }
    const parsed = changeSchema.safeParse(json);
    if (!parsed.success) {
      this.options.log(`change feed: ignored an unexpected payload: ${raw.slice(0, 200)}`);
      return;
    }
    this.queue.push({ raw, change: parsed.data });
    const key = coalescingKey(parsed.data);
    if (key) this.pendingUpdates.set(key, (this.pendingUpdates.get(key) ?? 0) + 1);
    if (!this.draining) this.idle = this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0 && !this.stopped) {
        const next = this.queue.shift()!;
        if (this.supersededByQueued(next.change)) continue;
        try {
          await this.options.consume(next.change);
        } catch (error) {
          this.options.log(`change feed: delivering ${next.raw.slice(0, 200)} failed: ${(error as Error).message}`);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /**
   * Rows are read back when delivered, so an UPDATE whose row has another
   * UPDATE still waiting would deliver the very same row twice: skip it.
   */
  private supersededByQueued(change: Change): boolean {
    const key = coalescingKey(change);
    if (!key) return false;
    const left = (this.pendingUpdates.get(key) ?? 1) - 1;
    if (left > 0) this.pendingUpdates.set(key, left);
    else this.pendingUpdates.delete(key);
    return left > 0;
  }
}

function coalescingKey(change: Change): string | null {
  if (change.type !== 'UPDATE' || !change.pk) return null;
  const pk = JSON.stringify(change.pk);
  return pk === JSON.stringify(change.old_pk) ? `${change.schema}.${change.table}:${pk}` : null;
}
