-- =============================================================================
-- The service role's privileges, granted explicitly
-- =============================================================================
-- A Supabase project created today exposes nothing in `public` by default
-- (the dashboard's "default privileges for new entities" off, the CLI's
-- `[api] auto_expose_new_tables = false`): not even the service role may read
-- a table that no migration granted to it. The earlier migrations granted
-- anon and authenticated everything they need, but left the service role to
-- those default privileges. This grants what the operator (the secret key,
-- the edge function's admin client, support tooling) needs; RLS does not
-- apply to it, the triggers and checks on each table still do.

-- -----------------------------------------------------------------------------
-- Tables: the operator reads and corrects every row
-- -----------------------------------------------------------------------------
grant select, insert, update, delete on table
  public.profiles,
  public.debates,
  public.votes,
  public.stars,
  public.threaded_responses,
  public.debate_generations,
  public.debate_turns,
  public.debate_usage
to service_role;

-- -----------------------------------------------------------------------------
-- Functions a person calls: the service role reaches them too, so a call
-- without a person behind it gets the function's own coded refusal ("You must
-- be signed in.") rather than a bare permission error
-- -----------------------------------------------------------------------------
grant execute on function
  public.begin_debate(jsonb),
  public.cast_vote(uuid, integer)
to service_role;
