// Reads a database's schema from the catalog as small, separately comparable
// entries (a table, one of its indexes, its grants, a policy, a function, …),
// each written as the SQL that would create it. pg_dump is not used: the
// embedded PostgreSQL 17 ships no client binaries and Debian's pg_dump (15)
// refuses a newer server; the catalog's own pg_get_*def functions print the
// same definitions, and reading entries one by one lets every entry be
// assigned to a domain.
import pg from 'pg';

/** What an entry belongs to: a relation (table, view, sequence), function, type, schema, or the database as a whole (extensions, default privileges). */
export interface Owner {
  kind: 'relation' | 'function' | 'type' | 'schema' | 'database';
  /** schema.name (functions without their arguments: overloads share an owner). */
  name: string;
}

export interface Entry {
  /** Unique within a database, e.g. `policy public.votes "users read their own votes"`. */
  key: string;
  owner: Owner;
  /** Order within the owner's group: definition, comments, indexes, security, grants, policies, triggers, publication. */
  section: number;
  sql: string;
}

/** The function a trigger entry's `create trigger` runs (schema.name), if any. */
export function triggerFunction(entry: Entry): string | undefined {
  return entry.key.startsWith('trigger ') ? /\bexecute function ([^(]+)\(/i.exec(entry.sql)?.[1] : undefined;
}

const SECTION = {
  definition: 0,
  comment: 1,
  index: 2,
  security: 3,
  grant: 4,
  policy: 5,
  trigger: 6,
  publication: 7,
} as const;

// Schemas PostgreSQL itself owns; everything else is compared against the bootstrap.
const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp_%' and n.nspname not like 'pg_toast_temp_%'`;
const NOT_EXTENSION_MEMBER = (classTable: string, oid: string) =>
  `not exists (select 1 from pg_depend e where e.classid = '${classTable}'::regclass and e.objid = ${oid} and e.deptype = 'e')`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const commentSql = (target: string, text: string | null) => (text === null ? null : `comment on ${target} is ${literal(text)};`);

interface AclRow {
  grantee: string;
  privileges: string;
  grantable: boolean;
}

/**
 * `grant` statements for an ACL (null = the object type's default), one per
 * grantee, the owner left out. `public` appears when PUBLIC holds a privilege,
 * so a function anyone may execute shows as such.
 */
interface Acl {
  acl: string | null;
  /** The object type's letter for acldefault (n schema, r table, s sequence, c column, f function). */
  kind: string;
  owner: string;
  target: string;
  columns?: string;
}

async function grants(client: pg.Client, { acl, kind, owner, target, columns = '' }: Acl): Promise<string | null> {
  const { rows } = await client.query<AclRow>(
    `select case when a.grantee = 0 then 'public' else quote_ident(r.rolname) end as grantee,
            string_agg(lower(a.privilege_type), ', ' order by a.privilege_type) as privileges,
            a.is_grantable as grantable
       from aclexplode(coalesce($1::aclitem[], acldefault($2::"char", $3::regrole))) a
       left join pg_roles r on r.oid = a.grantee
      where a.grantee <> $3::regrole
      group by 1, 3
      order by 1, 3`,
    [acl, kind, owner],
  );
  if (rows.length === 0) return null;
  // Every privilege the object type has (the owner's default) reads as `all`.
  const everything = await client.query<{ privileges: string }>(
    `select string_agg(lower(a.privilege_type), ', ' order by a.privilege_type) as privileges
       from aclexplode(acldefault($1::"char", $2::regrole)) a where a.grantee = $2::regrole`,
    [kind, owner],
  );
  const all = everything.rows[0]?.privileges;
  return rows
    .map((r) => {
      if (!columns && r.privileges === all && all.includes(',')) r.privileges = 'all';
      const privileges = columns
        ? r.privileges
            .split(', ')
            .map((p) => `${p} (${columns})`)
            .join(', ')
        : r.privileges;
      return `grant ${privileges} on ${target} to ${r.grantee}${r.grantable ? ' with grant option' : ''};`;
    })
    .join('\n');
}

/** Every entry of the database outside PostgreSQL's own schemas and extensions' members. */
export async function readCatalog(client: pg.Client): Promise<Entry[]> {
  // With nothing on the search path the pg_get_*def functions qualify every name.
  await client.query(`set search_path to ''`);
  const entries: Entry[] = [];
  const add = (key: string, owner: Owner, section: number, sql: string | null) => {
    if (sql !== null) entries.push({ key, owner, section, sql });
  };

  // Schemas
  const schemas = await client.query<{ name: string; owner: string; acl: string | null; comment: string | null }>(
    `select n.nspname as name, n.nspowner::regrole::text as owner, n.nspacl::text as acl, obj_description(n.oid, 'pg_namespace') as comment
       from pg_namespace n where ${SYSTEM_SCHEMAS} and ${NOT_EXTENSION_MEMBER('pg_namespace', 'n.oid')}`,
  );
  for (const s of schemas.rows) {
    const owner: Owner = { kind: 'schema', name: s.name };
    const ident = (await client.query<{ i: string }>('select quote_ident($1) as i', [s.name])).rows[0]!.i;
    add(`schema ${s.name}`, owner, SECTION.definition, `create schema ${ident};`);
    add(`comment schema ${s.name}`, owner, SECTION.comment, commentSql(`schema ${ident}`, s.comment));
    add(
      `grant schema ${s.name}`,
      owner,
      SECTION.grant,
      await grants(client, { acl: s.acl, kind: 'n', owner: s.owner, target: `schema ${ident}` }),
    );
  }

  // Extensions (installed by a migration, compared like everything else)
  const extensions = await client.query<{ name: string; schema: string }>(
    `select x.extname as name, n.nspname as schema from pg_extension x join pg_namespace n on n.oid = x.extnamespace`,
  );
  for (const x of extensions.rows) {
    add(
      `extension ${x.name}`,
      { kind: 'database', name: `extension ${x.name}` },
      SECTION.definition,
      `create extension if not exists ${x.name} with schema ${x.schema};`,
    );
  }

  // Default privileges
  const defaults = await client.query<{ role: string; schema: string | null; objtype: string; acl: string }>(
    `select d.defaclrole::regrole::text as role, d.defaclnamespace::regnamespace::text as schema, d.defaclobjtype::text as objtype, d.defaclacl::text as acl
       from pg_default_acl d`,
  );
  const defaultObjects: Record<string, string> = { r: 'tables', f: 'functions', S: 'sequences', T: 'types', n: 'schemas' };
  for (const d of defaults.rows) {
    const scope = `for role ${d.role}${d.schema && d.schema !== '-' ? ` in schema ${d.schema}` : ''}`;
    const statements =
      (await grants(client, {
        acl: d.acl,
        kind: d.objtype === 'S' ? 's' : d.objtype,
        owner: d.role,
        target: defaultObjects[d.objtype] ?? d.objtype,
      })) ?? '';
    add(
      `default privileges ${scope} ${d.objtype}`,
      { kind: 'database', name: 'default privileges' },
      SECTION.grant,
      statements
        .split('\n')
        .map((line) => `alter default privileges ${scope} ${line}`)
        .join('\n'),
    );
  }

  // Types: enums, domains, free-standing composite types
  const types = await client.query<{ schema: string; name: string; ident: string; typtype: string; oid: number; comment: string | null }>(
    `select n.nspname as schema, t.typname as name, format('%I.%I', n.nspname, t.typname) as ident, t.typtype::text as typtype, t.oid::int as oid,
            obj_description(t.oid, 'pg_type') as comment
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where ${SYSTEM_SCHEMAS} and ${NOT_EXTENSION_MEMBER('pg_type', 't.oid')}
        and (t.typtype in ('e', 'd') or (t.typtype = 'c' and (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c'))`,
  );
  for (const t of types.rows) {
    const owner: Owner = { kind: 'type', name: `${t.schema}.${t.name}` };
    let definition: string;
    if (t.typtype === 'e') {
      const labels = await client.query<{ l: string }>(
        `select quote_literal(enumlabel) as l from pg_enum where enumtypid = $1 order by enumsortorder`,
        [t.oid],
      );
      definition = `create type ${t.ident} as enum (${labels.rows.map((r) => r.l).join(', ')});`;
    } else if (t.typtype === 'd') {
      const d = await client.query<{ base: string; notnull: boolean; def: string | null }>(
        `select format_type(typbasetype, typtypmod) as base, typnotnull as notnull, typdefault as def from pg_type where oid = $1`,
        [t.oid],
      );
      const checks = await client.query<{ c: string }>(
        `select format('constraint %I %s', conname, pg_get_constraintdef(oid)) as c from pg_constraint where contypid = $1 order by conname`,
        [t.oid],
      );
      const row = d.rows[0]!;
      definition =
        [
          `create domain ${t.ident} as ${row.base}`,
          ...(row.def ? [`  default ${row.def}`] : []),
          ...(row.notnull ? ['  not null'] : []),
          ...checks.rows.map((r) => `  ${r.c}`),
        ].join('\n') + ';';
    } else {
      const attrs = await client.query<{ a: string }>(
        `select format('  %I %s', a.attname, format_type(a.atttypid, a.atttypmod)) as a
           from pg_attribute a join pg_type t on t.typrelid = a.attrelid where t.oid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
        [t.oid],
      );
      definition = `create type ${t.ident} as (\n${attrs.rows.map((r) => r.a).join(',\n')}\n);`;
    }
    add(`type ${owner.name}`, owner, SECTION.definition, definition);
    add(`comment type ${owner.name}`, owner, SECTION.comment, commentSql(`type ${t.ident}`, t.comment));
  }

  await readRelations(client, add);
  await readFunctions(client, add);
  return entries;
}

type Add = (key: string, owner: Owner, section: number, sql: string | null) => void;

interface RelationRow {
  oid: number;
  schema: string;
  name: string;
  ident: string;
  relkind: string;
  owner: string;
  acl: string | null;
  options: string[] | null;
  persistence: string;
  rls: boolean;
  force_rls: boolean;
  replident: string;
  comment: string | null;
}

async function readRelations(client: pg.Client, add: Add): Promise<void> {
  const relations = await client.query<RelationRow>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name, format('%I.%I', n.nspname, c.relname) as ident,
            c.relkind::text as relkind, c.relowner::regrole::text as owner, c.relacl::text as acl, c.reloptions as options,
            c.relpersistence::text as persistence, c.relrowsecurity as rls, c.relforcerowsecurity as force_rls,
            c.relreplident::text as replident, obj_description(c.oid, 'pg_class') as comment
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${SYSTEM_SCHEMAS} and ${NOT_EXTENSION_MEMBER('pg_class', 'c.oid')}
        and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        -- identity columns' sequences are part of their table's definition
        and not exists (select 1 from pg_depend i where i.classid = 'pg_class'::regclass and i.objid = c.oid and i.deptype = 'i')`,
  );
  for (const r of relations.rows) {
    await describeRelation(client, add, r);
    await guardRelation(client, add, r);
  }
}

/** A relation's definition, its owner, comments and indexes. */
async function describeRelation(client: pg.Client, add: Add, r: RelationRow): Promise<void> {
  const id = `${r.schema}.${r.name}`;
  const owner: Owner = { kind: 'relation', name: id };
  const what = r.relkind === 'v' ? 'view' : r.relkind === 'm' ? 'materialized view' : r.relkind === 'S' ? 'sequence' : 'table';
  const options = r.options?.length ? ` with (${r.options.join(', ')})` : '';

  if (r.relkind === 'v' || r.relkind === 'm') {
    const def = await client.query<{ d: string }>(`select pg_get_viewdef($1::oid, true) as d`, [r.oid]);
    add(`${what} ${id}`, owner, SECTION.definition, `create ${what} ${r.ident}${options} as\n${def.rows[0]!.d.trimEnd()}`);
  } else if (r.relkind === 'S') {
    const s = await client.query<{ d: string }>(
      `select format('create sequence %s as %s increment by %s minvalue %s maxvalue %s start with %s cache %s%s;',
                     $2::text, format_type(seqtypid, null), seqincrement, seqmin, seqmax, seqstart, seqcache, case when seqcycle then ' cycle' else '' end) as d
         from pg_sequence where seqrelid = $1`,
      [r.oid, r.ident],
    );
    add(`sequence ${id}`, owner, SECTION.definition, s.rows[0]!.d);
  } else {
    add(`table ${id}`, owner, SECTION.definition, await tableDefinition(client, r, options));
  }

  if (r.owner !== 'postgres') add(`owner ${id}`, owner, SECTION.definition, `alter ${what} ${r.ident} owner to ${r.owner};`);
  add(`comment ${id}`, owner, SECTION.comment, commentSql(`${what} ${r.ident}`, r.comment));
  const columnComments = await client.query<{ c: string; text: string }>(
    `select format('%s.%I', $2::text, a.attname) as c, d.description as text
       from pg_attribute a join pg_description d on d.objoid = a.attrelid and d.classoid = 'pg_class'::regclass and d.objsubid = a.attnum
      where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [r.oid, r.ident],
  );
  for (const c of columnComments.rows) add(`comment column ${c.c}`, owner, SECTION.comment, commentSql(`column ${c.c}`, c.text));
  const constraintComments = await client.query<{ name: string; c: string; text: string }>(
    `select conname as name, format('constraint %I on %s', conname, $2::text) as c, obj_description(oid, 'pg_constraint') as text
       from pg_constraint where conrelid = $1 and obj_description(oid, 'pg_constraint') is not null order by conname`,
    [r.oid, r.ident],
  );
  for (const c of constraintComments.rows) add(`comment constraint ${id}.${c.name}`, owner, SECTION.comment, commentSql(c.c, c.text));

  const indexes = await client.query<{ name: string; def: string; comment: string | null }>(
    `select ic.relname as name, pg_get_indexdef(i.indexrelid) as def, obj_description(i.indexrelid, 'pg_class') as comment
       from pg_index i join pg_class ic on ic.oid = i.indexrelid
      where i.indrelid = $1
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid and k.contype in ('p', 'u', 'x'))
      order by ic.relname`,
    [r.oid],
  );
  for (const i of indexes.rows) {
    add(`index ${id}.${i.name}`, owner, SECTION.index, `${i.def};`);
    add(`comment index ${id}.${i.name}`, owner, SECTION.index, commentSql(`index ${r.schema}.${i.name}`, i.comment));
  }
}

/** Who may reach a relation: row security, grants, policies, and its triggers. */
async function guardRelation(client: pg.Client, add: Add, r: RelationRow): Promise<void> {
  const id = `${r.schema}.${r.name}`;
  const owner: Owner = { kind: 'relation', name: id };
  const what = r.relkind === 'v' ? 'view' : r.relkind === 'm' ? 'materialized view' : r.relkind === 'S' ? 'sequence' : 'table';
  const security = [
    ...(r.rls ? [`alter table ${r.ident} enable row level security;`] : []),
    ...(r.force_rls ? [`alter table ${r.ident} force row level security;`] : []),
    // Views report `nothing`; only a table's setting is chosen.
    ...(r.relkind === 'r' && r.replident === 'f' ? [`alter table ${r.ident} replica identity full;`] : []),
    ...(r.relkind === 'r' && r.replident === 'n' ? [`alter table ${r.ident} replica identity nothing;`] : []),
  ];
  if (security.length) add(`security ${id}`, owner, SECTION.security, security.join('\n'));

  const target = `${what === 'sequence' ? 'sequence' : 'table'} ${r.ident}`;
  add(
    `grant ${id}`,
    owner,
    SECTION.grant,
    await grants(client, { acl: r.acl, kind: r.relkind === 'S' ? 's' : 'r', owner: r.owner, target }),
  );
  const columnAcls = await client.query<{ column: string; acl: string }>(
    `select quote_ident(attname) as column, attacl::text as acl from pg_attribute
      where attrelid = $1 and attnum > 0 and not attisdropped and attacl is not null order by attnum`,
    [r.oid],
  );
  for (const c of columnAcls.rows) {
    add(
      `grant ${id}.${c.column}`,
      owner,
      SECTION.grant,
      await grants(client, { acl: c.acl, kind: 'c', owner: r.owner, target: `table ${r.ident}`, columns: c.column }),
    );
  }

  const policies = await client.query<{ name: string; sql: string; comment: string | null }>(
    `select p.polname as name,
            format('create policy %I on %s%s for %s to %s', p.polname, $2::text,
                   case when p.polpermissive then '' else ' as restrictive' end,
                   case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update' when 'd' then 'delete' else 'all' end,
                   coalesce((select string_agg(case when role = 0 then 'public' else quote_ident(role::regrole::text) end, ', ' order by role::regrole::text)
                               from unnest(p.polroles) role), 'public'))
            || coalesce(E'\n  using (' || pg_get_expr(p.polqual, p.polrelid, true) || ')', '')
            || coalesce(E'\n  with check (' || pg_get_expr(p.polwithcheck, p.polrelid, true) || ')', '') || ';' as sql,
            obj_description(p.oid, 'pg_policy') as comment
       from pg_policy p where p.polrelid = $1 order by p.polname`,
    [r.oid, r.ident],
  );
  for (const p of policies.rows) {
    add(`policy ${id} "${p.name}"`, owner, SECTION.policy, p.sql);
    add(
      `comment policy ${id} "${p.name}"`,
      owner,
      SECTION.policy,
      commentSql(`policy "${p.name.replaceAll('"', '""')}" on ${r.ident}`, p.comment),
    );
  }

  const triggers = await client.query<{ name: string; def: string; fn: string; comment: string | null }>(
    `select t.tgname as name, pg_get_triggerdef(t.oid, true) as def, format('%s.%s', n.nspname, p.proname) as fn,
            obj_description(t.oid, 'pg_trigger') as comment
       from pg_trigger t join pg_proc p on p.oid = t.tgfoid join pg_namespace n on n.oid = p.pronamespace
      where t.tgrelid = $1 and not t.tgisinternal order by t.tgname`,
    [r.oid],
  );
  for (const t of triggers.rows) {
    add(`trigger ${id}.${t.name}`, owner, SECTION.trigger, `${t.def};`);
    add(`comment trigger ${id}.${t.name}`, owner, SECTION.trigger, commentSql(`trigger ${t.name} on ${r.ident}`, t.comment));
  }

  const publications = await client.query<{ name: string; sql: string }>(
    `select p.pubname as name,
            format('alter publication %I add table %s', p.pubname, $2::text)
            || coalesce(' (' || (select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
                                   from pg_attribute a where a.attrelid = pr.prrelid and a.attnum = any (pr.prattrs::int2[])) || ')', '')
            || coalesce(' where (' || pg_get_expr(pr.prqual, pr.prrelid) || ')', '') || ';' as sql
       from pg_publication_rel pr join pg_publication p on p.oid = pr.prpubid
      where pr.prrelid = $1 order by p.pubname`,
    [r.oid, r.ident],
  );
  for (const p of publications.rows) add(`publication ${p.name} ${id}`, owner, SECTION.publication, p.sql);
}

async function tableDefinition(client: pg.Client, r: RelationRow, options: string): Promise<string> {
  const columns = await client.query<{ line: string }>(
    `select format('  %I %s', a.attname, format_type(a.atttypid, a.atttypmod))
            || case when a.attcollation <> t.typcollation and a.attcollation <> 0 then format(' collate %s', a.attcollation::regcollation) else '' end
            || case
                 when a.attgenerated = 's' then ' generated always as (' || pg_get_expr(d.adbin, d.adrelid, true) || ') stored'
                 when a.attidentity = 'a' then ' generated always as identity'
                 when a.attidentity = 'd' then ' generated by default as identity'
                 when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid, true)
                 else '' end
            || case when a.attnotnull then ' not null' else '' end as line
       from pg_attribute a
       join pg_type t on t.oid = a.atttypid
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [r.oid],
  );
  // Primary key, unique, exclusion, foreign keys, checks: in that order, then by name.
  const constraints = await client.query<{ line: string }>(
    `select format('  constraint %I %s', conname, pg_get_constraintdef(oid, true)) as line
       from pg_constraint where conrelid = $1 and contype in ('p', 'u', 'x', 'f', 'c')
      order by array_position(array['p', 'u', 'x', 'f', 'c']::"char"[], contype), conname`,
    [r.oid],
  );
  const lines = [...columns.rows, ...constraints.rows].map((row) => row.line);
  const unlogged = r.persistence === 'u' ? 'unlogged ' : '';
  return `create ${unlogged}table ${r.ident} (\n${lines.join(',\n')}\n)${options};`;
}

async function readFunctions(client: pg.Client, add: Add): Promise<void> {
  const functions = await client.query<{
    oid: number;
    schema: string;
    name: string;
    signature: string;
    prokind: string;
    owner: string;
    acl: string | null;
    comment: string | null;
  }>(
    `select p.oid::int as oid, n.nspname as schema, p.proname as name,
            format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as signature,
            p.prokind::text as prokind, p.proowner::regrole::text as owner, p.proacl::text as acl, obj_description(p.oid, 'pg_proc') as comment
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where ${SYSTEM_SCHEMAS} and ${NOT_EXTENSION_MEMBER('pg_proc', 'p.oid')}`,
  );
  for (const f of functions.rows) {
    if (f.prokind === 'a' || f.prokind === 'w') {
      throw new Error(`${f.signature} is an aggregate or window function, which the schema reader does not print yet`);
    }
    const owner: Owner = { kind: 'function', name: `${f.schema}.${f.name}` };
    const what = f.prokind === 'p' ? 'procedure' : 'function';
    const def = await client.query<{ d: string }>('select pg_get_functiondef($1::oid) as d', [f.oid]);
    add(`${what} ${f.signature}`, owner, SECTION.definition, `${def.rows[0]!.d.trimEnd()};`);
    if (f.owner !== 'postgres') add(`owner ${f.signature}`, owner, SECTION.definition, `alter ${what} ${f.signature} owner to ${f.owner};`);
    add(`comment ${f.signature}`, owner, SECTION.comment, commentSql(`${what} ${f.signature}`, f.comment));
    add(
      `grant ${f.signature}`,
      owner,
      SECTION.grant,
      await grants(client, { acl: f.acl, kind: 'f', owner: f.owner, target: `${what} ${f.signature}` }),
    );
  }
}
