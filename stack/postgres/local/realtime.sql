-- =============================================================================
-- Local-only clean-up for the realtime service (stack/realtime).
--
-- The service now reads changes from the WAL through a logical replication
-- slot (pgoutput) on the `supabase_realtime` and
-- `supabase_realtime_messages_publication` publications, as Supabase Realtime
-- does, so nothing is installed on the published tables. Databases created by
-- earlier versions of the stack still carry the per-table NOTIFY triggers of
-- the old change feed: remove them (every vote used to queue on NOTIFY's lock).
--
-- Re-applied after every migration run (idempotent); never applied on real
-- Supabase.
-- =============================================================================
drop event trigger if exists realtime_local_publication_ddl;

do $$
declare
  r record;
begin
  for r in select t.tgrelid::regclass as rel from pg_catalog.pg_trigger t where t.tgname = 'realtime_local_changes' loop
    execute pg_catalog.format('drop trigger realtime_local_changes on %s', r.rel);
  end loop;
end
$$;

drop function if exists realtime.local_on_publication_ddl();
drop function if exists realtime.local_install_change_triggers();
drop function if exists realtime.local_notify_change();
