/**
 * Fans a committed transaction out, change by change in commit order:
 * - a row change goes to the channels whose `postgres_changes` subscriptions
 *   match it, with the row as the WAL recorded it, limited to the columns the
 *   subscriber's role may select, and only when the subscriber may see the
 *   row (RLS, checked as the subscriber like Supabase's `apply_rls`). DELETEs
 *   reach every role that may select from the table, carrying only the key on
 *   RLS tables, as on Supabase. Old records follow the table's replica identity.
 * - a message inserted into realtime.messages is a Broadcast to its topic's
 *   channels (private ones were authorised by RLS when they joined).
 */
import type { ColumnInfo, Identity, Materialised, SubscriberDatabase, TableInfo } from './database.ts';
import type { ActiveSubscription, Hub, JoinedChannel } from './hub.ts';
import type { TimingLog } from './timing.ts';
import { wallClock, type DatabaseBroadcast, type RowChange, type Transaction, type WalTuple } from './wal-feed.ts';

interface Candidate {
  channel: JoinedChannel;
  subscriptions: ActiveSubscription[];
}

function covers(subscription: ActiveSubscription, change: RowChange): boolean {
  return (
    (subscription.event === '*' || subscription.event === change.type) &&
    (subscription.schema === '*' || subscription.schema === change.schema) &&
    (subscription.table === '*' || subscription.table === change.table)
  );
}

function identityKey(identity: Identity): string {
  return `${identity.role}\u0000${JSON.stringify(identity.claims)}`;
}

function pick(values: Record<string, unknown>, columns: ColumnInfo[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of columns) if (c.name in values) out[c.name] = values[c.name];
  return out;
}

export async function deliverTransaction(transaction: Transaction, hub: Hub, db: SubscriberDatabase, timings?: TimingLog): Promise<void> {
  for (const change of transaction.changes) {
    if (change.kind === 'broadcast') deliverBroadcast(change, transaction, hub, timings);
    else await deliverRowChange(change, transaction.commitTimestamp, hub.all(), db);
  }
}

function deliverBroadcast(message: DatabaseBroadcast, transaction: Transaction, hub: Hub, timings?: TimingLog): void {
  const deliveryStartedAt = timings?.enabled ? wallClock() : 0;
  const channels = hub.broadcast(null, message.topic, message.private, {
    userEvent: message.event,
    metadata: JSON.stringify({ id: message.id }),
    body: { kind: 'json', value: message.payload },
  });
  timings?.note({
    id: message.id,
    topic: message.topic,
    committedAt: transaction.committedAt,
    receivedAt: transaction.receivedAt,
    deliveryStartedAt,
    channels,
  });
}

async function deliverRowChange(
  change: RowChange,
  commitTimestamp: string,
  channels: Iterable<JoinedChannel>,
  db: SubscriberDatabase,
): Promise<void> {
  // Subscribers sharing a token share one visibility check.
  const groups = new Map<string, { identity: Identity; candidates: Candidate[] }>();
  const predicates = new Map<string, number>();
  const useOld = change.type === 'DELETE';
  for (const channel of channels) {
    const subscriptions = channel.subscriptions.filter((s) => covers(s, change));
    if (subscriptions.length === 0) continue;
    for (const s of subscriptions) {
      for (const p of s.predicates) {
        const sql = useOld ? p.onOld : p.onNew;
        if (!predicates.has(sql)) predicates.set(sql, predicates.size);
      }
    }
    const key = identityKey(channel.identity);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { identity: channel.identity, candidates: [] }));
    group.candidates.push({ channel, subscriptions });
  }
  if (groups.size === 0) return;

  const first = groups.values().next().value!;
  const shape = await db.tableInfo(change.schema, change.table, first.identity.role);
  if (!shape) return;
  // Under the default replica identity an UPDATE that keeps its key carries no
  // old tuple: the key it kept is the old record Supabase sends.
  const old = change.old ?? (change.type === 'UPDATE' ? keyOf(change.new, shape) : null);
  const row = await db.materialise(shape, { columns: change.columns, row: change.new, old }, [...predicates.keys()]);

  const delivery: RowDelivery = { change, commitTimestamp, row, predicates, db };
  await Promise.all([...groups.values()].map((group) => deliverToGroup(delivery, group)));
}

function keyOf(row: WalTuple | null, info: TableInfo): WalTuple | null {
  if (!row) return null;
  const key: WalTuple = {};
  for (const c of info.columns) if (c.primaryKey && row[c.name] !== undefined) key[c.name] = row[c.name];
  return key;
}

/** One row change, materialised once for every group of subscribers. */
interface RowDelivery {
  change: RowChange;
  commitTimestamp: string;
  row: Materialised;
  /** Each filter predicate's index in `row.checks`. */
  predicates: Map<string, number>;
  db: SubscriberDatabase;
}

/** Sends the change to the subscribers sharing one identity, as far as their filters and RLS let it through. */
async function deliverToGroup(
  { change, commitTimestamp, row, predicates, db }: RowDelivery,
  { identity, candidates }: { identity: Identity; candidates: Candidate[] },
): Promise<void> {
  const info = await db.tableInfo(change.schema, change.table, identity.role);
  if (!info || !info.selectable) return;
  const useOld = change.type === 'DELETE';
  const passes = (s: ActiveSubscription) => s.predicates.every((p) => row.checks[predicates.get(useOld ? p.onOld : p.onNew)!] === true);

  const targets = candidates
    .map(({ channel, subscriptions }) => ({ channel, ids: [...new Set(subscriptions.filter(passes).map((s) => s.id))] }))
    .filter((t) => t.ids.length > 0);
  if (targets.length === 0) return;
  if (change.type !== 'DELETE' && info.rlsApplies && !(await db.rowVisible(identity, info, change.new ?? {}))) return;

  const visibleColumns = info.columns.filter((c) => c.selectable);
  const data: Record<string, unknown> = {
    schema: info.schema,
    table: info.table,
    commit_timestamp: commitTimestamp,
    type: change.type,
    columns: visibleColumns.map((c) => ({ name: c.name, type: c.type })),
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = pick(row.record, visibleColumns);
  if (change.type !== 'INSERT') {
    // RLS cannot vouch for a deleted row: its old record is the key only.
    const oldColumns = change.type === 'DELETE' && info.rlsApplies ? visibleColumns.filter((c) => c.primaryKey) : visibleColumns;
    data.old_record = pick(row.oldRecord, oldColumns);
  }
  for (const { channel, ids } of targets) channel.push('postgres_changes', { ids, data });
}
