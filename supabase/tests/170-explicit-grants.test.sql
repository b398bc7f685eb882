-- Nothing relies on Supabase's default privileges: the database starts as a
-- project created today does (no default grants in `public` for the API
-- roles), so what anon, authenticated and service_role may touch is exactly
-- what the migrations grant. These pin the service role's table privileges,
-- which used to come from the default grants alone, and the absence of any
-- default grant that would hide a missing one.
begin;
select plan(12);

select is_empty(
  $$ select d.defaclobjtype, a.grantee::regrole::text
       from pg_default_acl d
       join pg_namespace n on n.oid = d.defaclnamespace
       cross join lateral aclexplode(d.defaclacl) a
      where n.nspname = 'public'
        and a.grantee in ('anon'::regrole, 'authenticated'::regrole, 'service_role'::regrole) $$,
  'no default privileges in public for anon, authenticated or service_role'
);

select table_privs_are('public', t, 'service_role', array['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  format('the service role reads and corrects %s (granted by a migration)', t))
from unnest(array[
  'profiles', 'debates', 'votes', 'stars', 'threaded_responses',
  'debate_generations', 'debate_turns', 'debate_usage'
]) as t;

select function_privs_are('public', 'begin_debate', array['jsonb'], 'service_role', array['EXECUTE'],
  'the service role reaches begin_debate (and gets its coded refusal without a user)');

-- A table created now, as a migration that forgets its grants would, is invisible to the API roles.
create table public.forgotten_grants (id int);
select table_privs_are('public', 'forgotten_grants', 'anon', array[]::text[], 'a new table is not exposed to anon');
select table_privs_are('public', 'forgotten_grants', 'service_role', array[]::text[],
  'a new table is not exposed to the service role either');

select * from finish();
rollback;
