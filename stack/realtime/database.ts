/**
 * What the realtime service asks Postgres: table shapes and privileges per
 * role, rows read back *as a subscriber* (role + JWT claims, so RLS decides),
 * and filter values normalised by the column's own type. No policy is
 * re-implemented here.
 */
import pg from 'pg';

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
  selectable: boolean;
  primaryKey: boolean;
}

export interface TableInfo {
  schema: string;
  table: string;
  /** The role may select from the table at all. */
  selectable: boolean;
  columns: ColumnInfo[];
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
      name: string | null;
      type: string | null;
      selectable: boolean | null;
      primary_key: boolean | null;
    }>(
      `select c.oid::int as oid,
              pg_catalog.has_table_privilege($2, c.oid, 'SELECT') as table_selectable,
              a.attname as name, t.typname as type,
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
      columns: rows
        .filter((r) => r.name !== null)
        .map((r) => ({
          name: r.name!,
          type: r.type ?? 'unknown',
          selectable: r.selectable === true,
          primaryKey: r.primary_key === true,
        })),
    };
  }

  /**
   * The row with this primary key, read as the subscriber in a transaction of
   * its own (`set local role`, `request.jwt.claims`), limited to the columns the
   * role may select. Null when the row is gone or RLS hides it.
   */
  async readRowAs(
    identity: Identity,
    info: TableInfo,
    primaryKey: Record<string, unknown>,
  ): Promise<Record<string, unknown> | null> {
    const columns = info.columns.filter((c) => c.selectable);
    const keyColumns = info.columns.filter((c) => c.primaryKey);
    if (columns.length === 0 || keyColumns.length === 0) return null;
    if (keyColumns.some((c) => !(c.name in primaryKey))) return null;

    const relation = `${pg.escapeIdentifier(info.schema)}.${pg.escapeIdentifier(info.table)}`;
    const where = keyColumns
      .map((c) => `t.${pg.escapeIdentifier(c.name)} = ${pg.escapeLiteral(keyText(primaryKey[c.name]))}`)
      .join(' and ');
    const select = columns.map((c) => `t.${pg.escapeIdentifier(c.name)}`).join(', ');
    // One round trip: the simple-query protocol runs these statements in order,
    // so the role and claims are in force when the select is planned and run.
    const sql = [
      'begin',
      `set local role ${pg.escapeIdentifier(identity.role)}`,
      `select pg_catalog.set_config('request.jwt.claims', ${pg.escapeLiteral(JSON.stringify(identity.claims))}, true)`,
      `select pg_catalog.to_jsonb(x) as record from (select ${select} from ${relation} t where ${where}) x`,
      'commit',
    ].join(';\n');

    const client = await this.pool.connect();
    try {
      const results = (await client.query(sql)) as unknown as pg.QueryResult<{ record: Record<string, unknown> }>[];
      return results[3]?.rows[0]?.record ?? null;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * A filter value converted by the column's type (so `eq` compares what
   * Postgres would compare): the JSON value `to_jsonb` gives for it, as rows
   * are sent. Fails with Postgres's message when the value does not parse.
   */
  async normaliseFilterValue(info: TableInfo, column: string, value: string): Promise<unknown> {
    const relation = `${pg.escapeIdentifier(info.schema)}.${pg.escapeIdentifier(info.table)}`;
    const { rows } = await this.pool.query<{ value: unknown }>(
      `select pg_catalog.to_jsonb(r) -> $1 as value
         from pg_catalog.jsonb_populate_record(null::${relation}, pg_catalog.jsonb_build_object($1::text, $2::text)) r`,
      [column, value],
    );
    return rows[0]?.value ?? null;
  }
}

// Primary-key values arrive as JSON (to_jsonb); their text form is what the
// column type parses back.
function keyText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
