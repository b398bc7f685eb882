/**
 * Fans one database change out to the channels whose `postgres_changes`
 * subscriptions match it, sending each subscriber only what its JWT may
 * select: the row is read back as the subscriber (RLS in Postgres decides);
 * DELETEs carry the old primary key only, as Supabase sends them for RLS
 * tables, and reach only roles that may select from the table.
 */
import type { Change } from './change-feed.ts';
import type { ColumnInfo, Identity, SubscriberDatabase, TableInfo } from './database.ts';
import type { ActiveSubscription, JoinedChannel } from './hub.ts';

interface Candidate {
  channel: JoinedChannel;
  subscriptions: ActiveSubscription[];
}

function covers(subscription: ActiveSubscription, change: Change): boolean {
  return (
    (subscription.event === '*' || subscription.event === change.type) &&
    (subscription.schema === '*' || subscription.schema === change.schema) &&
    (subscription.table === '*' || subscription.table === change.table)
  );
}

function passesFilters(subscription: ActiveSubscription, record: Record<string, unknown>): boolean {
  return subscription.normalisedFilters.every(
    (f) => f.column in record && JSON.stringify(record[f.column]) === JSON.stringify(f.value),
  );
}

function identityKey(identity: Identity): string {
  return `${identity.role}\u0000${JSON.stringify(identity.claims)}`;
}

function pick(values: Record<string, unknown> | null, columns: ColumnInfo[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!values) return out;
  for (const c of columns) if (c.name in values) out[c.name] = values[c.name];
  return out;
}

export async function deliverChange(
  change: Change,
  channels: Iterable<JoinedChannel>,
  db: SubscriberDatabase,
): Promise<void> {
  if (change.error) return;
  // Subscribers sharing a token share one read.
  const groups = new Map<string, { identity: Identity; candidates: Candidate[] }>();
  for (const channel of channels) {
    const subscriptions = channel.subscriptions.filter((s) => covers(s, change));
    if (subscriptions.length === 0) continue;
    const key = identityKey(channel.identity);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { identity: channel.identity, candidates: [] }));
    group.candidates.push({ channel, subscriptions });
  }
  await Promise.all([...groups.values()].map((g) => deliverToGroup(change, g.identity, g.candidates, db)));
}

async function deliverToGroup(
  change: Change,
  identity: Identity,
  candidates: Candidate[],
  db: SubscriberDatabase,
): Promise<void> {
  const info = await db.tableInfo(change.schema, change.table, identity.role);
  if (!info || !info.selectable) return;
  const visibleColumns = info.columns.filter((c) => c.selectable);
  const keyColumns = visibleColumns.filter((c) => c.primaryKey);

  let record: Record<string, unknown> | null = null;
  if (change.type !== 'DELETE') {
    if (!change.pk) return;
    record = await db.readRowAs(identity, info, change.pk);
    if (!record) return;
  }
  const oldRecord = change.type === 'INSERT' ? null : pick(change.old_pk, keyColumns);
  // Filters see the new row; for a DELETE only the old key is known (as with
  // Supabase's default replica identity).
  const filterable = record ?? oldRecord ?? {};
  const data = changeData(change, info, visibleColumns, record, oldRecord);

  for (const { channel, subscriptions } of candidates) {
    const ids = [...new Set(subscriptions.filter((s) => passesFilters(s, filterable)).map((s) => s.id))];
    if (ids.length > 0) channel.push('postgres_changes', { ids, data });
  }
}

function changeData(
  change: Change,
  info: TableInfo,
  visibleColumns: ColumnInfo[],
  record: Record<string, unknown> | null,
  oldRecord: Record<string, unknown> | null,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    schema: info.schema,
    table: info.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: visibleColumns.map((c) => ({ name: c.name, type: c.type })),
    errors: null,
  };
  if (record) data.record = record;
  if (oldRecord) data.old_record = oldRecord;
  return data;
}
