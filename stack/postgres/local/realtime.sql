-- =============================================================================
-- Local-only change feed for the realtime service (stack/realtime).
--
-- Supabase Realtime reads changes from a logical replication slot on the
-- `supabase_realtime` publication. The local stack has no such service, so a
-- row trigger on every published table sends a NOTIFY instead, and the
-- realtime service LISTENs. The notification carries only the change's
-- identity (schema, table, type, timestamp, primary key): the service reads the
-- row back as each subscriber, under their JWT and RLS, before sending it.
--
-- Re-applied after every migration run (idempotent); never applied on real
-- Supabase.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The row trigger. Its arguments are the table's primary-key column names,
-- captured when the trigger is installed (so no catalog lookup per row).
-- NOTIFY payloads are limited to 8000 bytes; primary keys fit easily, and an
-- oversized one is reported rather than failing the writer's transaction.
-- -----------------------------------------------------------------------------
create or replace function realtime.local_notify_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then pg_catalog.to_jsonb(new) end;
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then pg_catalog.to_jsonb(old) end;
  v_pk jsonb;
  v_old_pk jsonb;
  v_payload text;
begin
  if tg_nargs > 0 then
    select pg_catalog.jsonb_object_agg(k, v_new -> k) filter (where v_new is not null),
           pg_catalog.jsonb_object_agg(k, v_old -> k) filter (where v_old is not null)
      into v_pk, v_old_pk
      from pg_catalog.unnest(tg_argv) as k;
  end if;

  v_payload := pg_catalog.jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    -- The transaction's timestamp: identical changes in one transaction then
    -- coalesce into one notification (NOTIFY drops exact duplicates).
    'commit_timestamp', pg_catalog.to_char(pg_catalog.now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'pk', v_pk,
    'old_pk', v_old_pk
  )::text;

  if pg_catalog.octet_length(v_payload) > 7900 then
    v_payload := pg_catalog.jsonb_build_object(
      'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
      'commit_timestamp', pg_catalog.to_char(pg_catalog.now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'pk', null, 'old_pk', null, 'error', 'primary key too large for NOTIFY'
    )::text;
  end if;

  perform pg_catalog.pg_notify('realtime_local_changes', v_payload);
  return null;
end;
$$;
revoke all on function realtime.local_notify_change() from public;

-- -----------------------------------------------------------------------------
-- (Re)installs the trigger on every table in the publication and removes it
-- from tables that left it.
-- -----------------------------------------------------------------------------
create or replace function realtime.local_install_change_triggers()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  v_args text;
begin
  for r in
    select t.tgrelid::regclass as rel
      from pg_catalog.pg_trigger t
     where t.tgname = 'realtime_local_changes'
       and not exists (
         select 1
           from pg_catalog.pg_publication_tables p
          where p.pubname = 'supabase_realtime'
            and pg_catalog.format('%I.%I', p.schemaname, p.tablename)::regclass = t.tgrelid
       )
  loop
    execute pg_catalog.format('drop trigger realtime_local_changes on %s', r.rel);
  end loop;

  for r in
    select c.oid, p.schemaname, p.tablename
      from pg_catalog.pg_publication_tables p
      join pg_catalog.pg_namespace n on n.nspname = p.schemaname
      join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
     where p.pubname = 'supabase_realtime'
       and c.relkind in ('r', 'p')
  loop
    select coalesce(pg_catalog.string_agg(pg_catalog.quote_literal(a.attname), ', ' order by k.ord), '')
      into v_args
      from pg_catalog.pg_index i
      cross join lateral pg_catalog.unnest(i.indkey) with ordinality as k(attnum, ord)
      join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
     where i.indrelid = r.oid and i.indisprimary;

    execute pg_catalog.format(
      'create or replace trigger realtime_local_changes after insert or update or delete on %I.%I '
      'for each row execute function realtime.local_notify_change(%s)',
      r.schemaname, r.tablename, v_args
    );
  end loop;
end;
$$;
revoke all on function realtime.local_install_change_triggers() from public;

-- -----------------------------------------------------------------------------
-- Tables added to (or dropped from) the publication later, and primary keys
-- that change, are picked up at once by an event trigger.
-- -----------------------------------------------------------------------------
create or replace function realtime.local_on_publication_ddl()
returns event_trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.local_install_change_triggers();
end;
$$;
revoke all on function realtime.local_on_publication_ddl() from public;

drop event trigger if exists realtime_local_publication_ddl;
create event trigger realtime_local_publication_ddl
  on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'ALTER TABLE')
  execute function realtime.local_on_publication_ddl();

select realtime.local_install_change_triggers();
