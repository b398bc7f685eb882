/**
 * Turns a join's `postgres_changes` entries into active subscriptions, checked
 * against the database as Supabase does when it inserts them into
 * `realtime.subscription`: the tables must be in the `supabase_realtime`
 * publication, filter columns must exist, and each filter must evaluate on the
 * column's type (its value casts, its operator applies). All or nothing: one
 * bad entry fails them all.
 */
import type { SubscriberDatabase } from './database.ts';
import { predicateSql } from './filter-sql.ts';
import type { ActiveSubscription } from './hub.ts';
import { parseChangeParams, type ChangeSubscription } from './subscriptions.ts';

export type SubscribeResult = { ok: true; subscriptions: ActiveSubscription[] } | { ok: false; message: string };

function describe(s: ChangeSubscription): string {
  const filters = s.filters
    .map((f) => `{${JSON.stringify(f.column)}, ${JSON.stringify(f.op)}, ${JSON.stringify(f.value)}${f.negate ? ', negate' : ''}}`)
    .join(', ');
  return `event: ${JSON.stringify(s.event)}, schema: ${JSON.stringify(s.schema)}, table: ${JSON.stringify(s.table)}, filters: [${filters}], select: nil`;
}

export async function subscribe(entries: unknown[], role: string, db: SubscriberDatabase): Promise<SubscribeResult> {
  const subscriptions: ActiveSubscription[] = [];
  for (const entry of entries) {
    const parsed = parseChangeParams(entry);
    if (!parsed.ok) return parsed;
    const s = parsed.subscription;
    if (Object.hasOwn(s.params, 'select') && s.params.select !== undefined && s.params.select !== null) {
      return { ok: false, message: 'Column selection (`select`) is not supported by the local Realtime service.' };
    }
    const unavailable = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe(s)}]`;
    const tables = await db.publishedTables(s.schema, s.table);
    if (tables.length === 0) return { ok: false, message: unavailable };
    if (s.filters.length === 0) {
      subscriptions.push({ ...s, predicates: [] });
      continue;
    }
    if (tables.length !== 1) return { ok: false, message: unavailable };
    const info = await db.tableInfo(tables[0]!.schema, tables[0]!.table, role);
    if (!info) return { ok: false, message: unavailable };
    const predicates: ActiveSubscription['predicates'] = [];
    for (const filter of s.filters) {
      const column = info.columns.find((c) => c.name === filter.column);
      if (!column) return { ok: false, message: `${unavailable}. Exception: column "${filter.column}" does not exist` };
      try {
        await db.checkFilter(info, filter);
        predicates.push({ onNew: predicateSql(filter, 'n', column), onOld: predicateSql(filter, 'o', column) });
      } catch (error) {
        return {
          ok: false,
          message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describe(s)}]. Exception: ${(error as Error).message}`,
        };
      }
    }
    subscriptions.push({ ...s, predicates });
  }
  return { ok: true, subscriptions };
}
