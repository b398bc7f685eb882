/**
 * What the realtime service asks Postgres: table shapes and privileges per
 * role, WAL rows turned into JSON by the table's own types, filter predicates
 * evaluated by Postgres, whether a changed row is visible *as a subscriber*
 * (role + JWT claims, so RLS decides, as Supabase's `apply_rls` checks), and
 * private-channel authorisation by RLS on realtime.messages. No policy is
 * re-implemented here.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { predicateSql } from './filter-sql.ts';
import type { ColumnFilter } from './subscriptions.ts';
import type { WalColumn, WalTuple } from './wal-feed.ts';

export interface Identity {
  /** Database role named by the JWT (`anon`, `authenticated`, `service_role`). */
  role: string;
  /** The JWT's claims, as PostgREST puts them into `request.jwt.claims`. */
  claims: Record<string, unknown>;
}

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, as Supabase sends in `columns` (e.g. `uuid`, `int4`, `_text`). */
  type: string;
  /** The type as SQL spells it for a cast (`format_type`), e.g. `character varying(20)`. */
  sqlType: string;
  selectable: boolean;
  primaryKey: boolean;
}

export interface TableInfo {
  schema: string;
  table: string;
  /** The role may select from the table at all. */
  selectable: boolean;
  /** Row-level security is on and the role does not bypass it. */
  rlsApplies: boolean;
  columns: ColumnInfo[];
}

/** What a join or a send to a private topic may do, decided by RLS on realtime.messages. */
export interface TopicPolicies {
  broadcastRead: boolean;
  presenceRead: boolean;
}

// json and jsonb values go into jsonb_populate_record as JSON, not as text.
const JSON_TYPES = new Set([114, 3802]);

export interface Materialised {
  record: Record<string, unknown>;
  oldRecord: Record<string, unknown>;
  checks: boolean[];
}

const CACHE_MS = 5_000;

export class SubscriberDatabase {
  private readonly pool: pg.Pool;
  private readonly tableCache = new Map<string, { at: number; info: Promise<TableInfo | null> }>();
  private readonly roleCache = new Map<string, { at: number; allowed: Promise<boolean> }>();

  constructor(dbUrl: string, poolSize = 4) {
    this.pool = new pg.Pool({ connectionString: dbUrl, max: poolSize, application_name: 'agora-realtime' });
    // A dropped idle connection must not take the service down; the pool replaces it.
    this.pool.on('error', () => {});
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /**
   * Whether a JWT's role may be assumed: the roles PostgREST's `authenticator`
   * can switch to, so a token can never make the service act as a superuser.
   */
  roleAllowed(role: string): Promise<boolean> {
    const hit = this.roleCache.get(role);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.allowed;
    const allowed = this.pool
      .query<{ allowed: boolean }>(
        `select exists (
           select 1 from pg_catalog.pg_roles r
            where r.rolname = $1 and pg_catalog.pg_has_role('authenticator', r.oid, 'MEMBER')
         ) as allowed`,
        [role],
      )
      .then((r) => r.rows[0]?.allowed === true);
    allowed.catch(() => this.roleCache.delete(role));
    this.roleCache.set(role, { at: Date.now(), allowed });
    return allowed;
  }

  /**
   * Tables of the `supabase_realtime` publication a subscription covers
   * (`*` matches any name), as Supabase Realtime resolves them.
   */
  async publishedTables(schema: string, table: string): Promise<{ schema: string; table: string }[]> {
    const { rows } = await this.pool.query<{ schema: string; table: string }>(
      `select schemaname as schema, tablename as table
         from pg_catalog.pg_publication_tables
        where pubname = 'supabase_realtime'
          and ($1 = '*' or schemaname = $1)
          and ($2 = '*' or tablename = $2)
        order by 1, 2`,
      [schema, table],
    );
    return rows;
  }

  /** Columns and privileges of schema.table for a role; null when the table does not exist. */
  tableInfo(schema: string, table: string, role: string): Promise<TableInfo | null> {
    const key = JSON.stringify([schema, table, role]);
    const hit = this.tableCache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.info;
    const info = this.loadTableInfo(schema, table, role);
    info.catch(() => this.tableCache.delete(key));
    this.tableCache.set(key, { at: Date.now(), info });
    return info;
  }

  private async loadTableInfo(schema: string, table: string, role: string): Promise<TableInfo | null> {
    const relation = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`;
    const { rows } = await this.pool.query<{
      oid: number | null;
      table_selectable: boolean | null;
      rls_applies: boolean | null;
      name: string | null;
      type: string | null;
      sql_type: string | null;
      selectable: boolean | null;
      primary_key: boolean | null;
    }>(
      `select c.oid::int as oid,
              pg_catalog.has_table_privilege($2, c.oid, 'SELECT') as table_selectable,
              c.relrowsecurity and not (select rolbypassrls or rolsuper from pg_catalog.pg_roles where rolname = $2) as rls_applies,
              a.attname as name, t.typname as type, pg_catalog.format_type(a.atttypid, a.atttypmod) as sql_type,
              pg_catalog.has_column_privilege($2, c.oid, a.attnum, 'SELECT') as selectable,
              coalesce(a.attnum = any (i.indkey), false) as primary_key
         from (select pg_catalog.to_regclass($1) as oid) r
         join pg_catalog.pg_class c on c.oid = r.oid
         left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         left join pg_catalog.pg_type t on t.oid = a.atttypid
         left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
        order by a.attnum`,
      [relation, role],
    );
    if (rows.length === 0) return null;
    return {
      schema,
      table,
      selectable: rows[0]!.table_selectable === true,
      rlsApplies: rows[0]!.rls_applies !== false,
      columns: rows
        .filter((r) => r.name !== null)
        .map((r) => ({
          name: r.name!,
          type: r.type ?? 'unknown',
          sqlType: r.sql_type ?? 'text',
          selectable: r.selectable === true,
          primaryKey: r.primary_key === true,
        })),
    };
  }

  private async asSubscriber<T extends pg.QueryResultRow>(
    identity: Identity,
    statements: string[],
    extraConfig: Record<string, string> = {},
  ): Promise<pg.QueryResult<T>> {
    // One round trip: the simple-query protocol runs these in order, so the
    // role and claims are in force when the last statement is planned and run.
    const config = Object.entries({ 'request.jwt.claims': JSON.stringify(identity.claims), ...extraConfig }).map(
      ([k, v]) => `select pg_catalog.set_config(${pg.escapeLiteral(k)}, ${pg.escapeLiteral(v)}, true)`,
    );
    const sql = ['begin', `set local role ${pg.escapeIdentifier(identity.role)}`, ...config, ...statements, 'rollback'].join(';\n');
    const client = await this.pool.connect();
    try {
      const results = (await client.query(sql)) as unknown as pg.QueryResult<T>[];
      return results[results.length - 2]!;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Whether the subscriber may see the changed row, as Supabase checks it:
   * the row with this primary key exists when selected as the subscriber.
   */
  async rowVisible(identity: Identity, info: TableInfo, row: WalTuple): Promise<boolean> {
    const keyColumns = info.columns.filter((c) => c.primaryKey);
    if (keyColumns.length === 0 || keyColumns.some((c) => row[c.name] === undefined || row[c.name] === null)) return false;
    const relation = `${pg.escapeIdentifier(info.schema)}.${pg.escapeIdentifier(info.table)}`;
    const where = keyColumns.map((c) => `t.${pg.escapeIdentifier(c.name)} = ${pg.escapeLiteral(row[c.name]!)}::${c.sqlType}`).join(' and ');
    const result = await this.asSubscriber<{ visible: boolean }>(identity, [
      `select exists (select 1 from ${relation} t where ${where}) as visible`,
    ]);
    return result.rows[0]?.visible === true;
  }

  /**
   * The WAL's text values as JSON of the table's own types (what `to_jsonb`
   * gives, as rows are sent), and the filter predicates evaluated against
   * `n` (the new row) or `o` (the old one). Keys absent from the WAL stay absent.
   */
  async materialise(
    info: TableInfo,
    { columns, row, old }: { columns: WalColumn[]; row: WalTuple | null; old: WalTuple | null },
    predicates: string[],
  ): Promise<Materialised> {
    const relation = `${pg.escapeIdentifier(info.schema)}.${pg.escapeIdentifier(info.table)}`;
    const checks = predicates.length > 0 ? `array[${predicates.join(', ')}]` : `'{}'::boolean[]`;
    const { rows } = await this.pool.query<{ record: Record<string, unknown>; old_record: Record<string, unknown>; checks: boolean[] }>(
      `select pg_catalog.to_jsonb(n) as record, pg_catalog.to_jsonb(o) as old_record, ${checks} as checks
         from pg_catalog.jsonb_populate_record(null::${relation}, $1::jsonb) n,
              pg_catalog.jsonb_populate_record(null::${relation}, $2::jsonb) o`,
      [JSON.stringify(walJson(columns, row)), JSON.stringify(walJson(columns, old))],
    );
    const result = rows[0]!;
    return {
      record: presentKeys(result.record, row),
      oldRecord: presentKeys(result.old_record, old),
      checks: result.checks,
    };
  }

  /** Fails with Postgres's message when a filter's value does not cast to its column or its operator does not apply. */
  async checkFilter(info: TableInfo, filter: ColumnFilter): Promise<void> {
    const column = info.columns.find((c) => c.name === filter.column)!;
    const relation = `${pg.escapeIdentifier(info.schema)}.${pg.escapeIdentifier(info.table)}`;
    await this.pool.query(`select ${predicateSql(filter, 'n', column)} from pg_catalog.jsonb_populate_record(null::${relation}, '{}') n`);
  }

  /**
   * What a user may do on a private topic, asked the way Supabase Realtime
   * asks: probe messages for the topic are inserted (as the service), then
   * selected as the user with `realtime.topic` set; whichever rows RLS lets
   * through grant read for their extension. Everything is rolled back.
   */
  async readPolicies(identity: Identity, topic: string): Promise<TopicPolicies> {
    const [broadcastId, presenceId] = [randomUUID(), randomUUID()];
    const client = await this.pool.connect();
    try {
      const sql = [
        'begin',
        `insert into realtime.messages (id, topic, extension) values
           ('${broadcastId}', ${pg.escapeLiteral(topic)}, 'broadcast'),
           ('${presenceId}', ${pg.escapeLiteral(topic)}, 'presence')`,
        `set local role ${pg.escapeIdentifier(identity.role)}`,
        `select pg_catalog.set_config('request.jwt.claims', ${pg.escapeLiteral(JSON.stringify(identity.claims))}, true)`,
        `select pg_catalog.set_config('realtime.topic', ${pg.escapeLiteral(topic)}, true)`,
        `select pg_catalog.array_agg(m.extension) as extensions from realtime.messages m
          where m.id in ('${broadcastId}', '${presenceId}')`,
        'rollback',
      ].join(';\n');
      const results = (await client.query(sql)) as unknown as pg.QueryResult<{ extensions: string[] | null }>[];
      const extensions = results[5]?.rows[0]?.extensions ?? [];
      return { broadcastRead: extensions.includes('broadcast'), presenceRead: extensions.includes('presence') };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** Whether the user may send on a private topic: an INSERT into realtime.messages as the user passes RLS. */
  async maySend(identity: Identity, topic: string, extension: 'broadcast' | 'presence'): Promise<boolean> {
    try {
      await this.asSubscriber(
        identity,
        [`insert into realtime.messages (topic, extension) values (${pg.escapeLiteral(topic)}, ${pg.escapeLiteral(extension)})`],
        { 'realtime.topic': topic },
      );
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '42501') return false;
      throw error;
    }
  }

  /** Trims delivered broadcast messages (Supabase drops old daily partitions instead). */
  async trimMessages(olderThan: string): Promise<void> {
    await this.pool.query(`delete from realtime.messages where inserted_at < pg_catalog.now() - $1::interval`, [olderThan]);
  }
}

function walJson(columns: WalColumn[], tuple: WalTuple | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!tuple) return out;
  for (const { name, typeOid } of columns) {
    const value = tuple[name];
    if (value === undefined) continue;
    out[name] = value !== null && JSON_TYPES.has(typeOid) ? JSON.parse(value) : value;
  }
  return out;
}

function presentKeys(json: Record<string, unknown> | null, tuple: WalTuple | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!json || !tuple) return out;
  for (const [key, value] of Object.entries(tuple)) if (value !== undefined && key in json) out[key] = json[key];
  return out;
}
