/**
 * Turns a join's `postgres_changes` entries into active subscriptions, checked
 * against the database as Supabase does when it inserts them into
 * `realtime.subscription`: the tables must be in the `supabase_realtime`
 * publication, filter columns must exist and filter values must parse as the
 * column's type. All or nothing: one bad entry fails them all.
 */
import type { SubscriberDatabase } from './database.ts';
import type { ActiveSubscription } from './hub.ts';
import { parseChangeParams, type ChangeSubscription } from './subscriptions.ts';

export type SubscribeResult = { ok: true; subscriptions: ActiveSubscription[] } | { ok: false; message: string };

function describe(s: ChangeSubscription): string {
  const filters = s.filters.map((f) => `{${JSON.stringify(f.column)}, "eq", ${JSON.stringify(f.value)}}`).join(', ');
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
      subscriptions.push({ ...s, normalisedFilters: [] });
      continue;
    }
    if (tables.length !== 1) return { ok: false, message: unavailable };
    const info = await db.tableInfo(tables[0]!.schema, tables[0]!.table, role);
    if (!info) return { ok: false, message: unavailable };
    const normalisedFilters: ActiveSubscription['normalisedFilters'] = [];
    for (const filter of s.filters) {
      if (!info.columns.some((c) => c.name === filter.column)) {
        return { ok: false, message: `${unavailable}. Exception: column "${filter.column}" does not exist` };
      }
      try {
        normalisedFilters.push({ column: filter.column, value: await db.normaliseFilterValue(info, filter.column, filter.value) });
      } catch (error) {
        return {
          ok: false,
          message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describe(s)}]. Exception: ${(error as Error).message}`,
        };
      }
    }
    subscriptions.push({ ...s, normalisedFilters });
  }
  return { ok: true, subscriptions };
}
