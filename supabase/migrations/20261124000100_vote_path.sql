-- =============================================================================
-- The vote's path, made lean (issue 14: votes/s against the HTTP ceiling).
--
-- Same rules, same results, same errors; only how they are computed changes.
-- Measured with pgbench (one connection, PostgREST's statements, 10,000
-- debates): a vote cost 0.79 ms of which 0.13 ms was the hidden-debate guard
-- and 0.08 ms the milestone check. On PostgreSQL 17 a SQL-language function
-- that cannot be inlined (SECURITY DEFINER or a SET clause, as all of ours
-- have) is parsed and planned again at every call, while PL/pgSQL keeps its
-- plans for the session: so the per-row trigger functions below read the
-- tables themselves instead of calling private.debate_is_visible_to() and
-- private.settings().
-- =============================================================================

-- -----------------------------------------------------------------------------
-- No votes on a hidden or removed debate, except by its author (as
-- 20261123001030_reports_moderation.sql: the same condition as
-- private.debate_is_visible_to, read with a cached plan).
-- -----------------------------------------------------------------------------
create or replace function private.refuse_vote_on_hidden()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1
     from public.debates d
    where d.id = new.debate_id
      and ((d.is_public and d.moderation_state = 'visible') or d.user_id = new.user_id);
  if not found then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_vote_on_hidden() from public;

-- -----------------------------------------------------------------------------
-- Vote milestones (as 20261123001210_narrow_tally.sql): most upvotes cross no
-- milestone, so the crossed ones are found first, on the row's two numbers,
-- and the author is looked up only when there are some.
-- -----------------------------------------------------------------------------
create or replace function private.notify_on_vote_milestone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_crossed integer[];
begin
  select pg_catalog.array_agg(m) into v_crossed
    from public.app_settings s, pg_catalog.unnest(s.vote_milestones) as m
   where s.id and old.upvotes < m and new.upvotes >= m;
  if v_crossed is null then
    return null;
  end if;
  insert into public.notifications (user_id, kind, debate_id, milestone, created_at)
  select d.user_id, 'vote_milestone', d.id, m, private.clock_now()
    from public.debates d, pg_catalog.unnest(v_crossed) as m
   where d.id = new.debate_id
  on conflict (debate_id, milestone) where kind = 'vote_milestone' do nothing;
  return null;
end;
$$;
revoke all on function private.notify_on_vote_milestone() from public;

-- -----------------------------------------------------------------------------
-- cast_vote (as 20261123001210_narrow_tally.sql): reads the two columns it
-- checks, not the whole debate row.
-- -----------------------------------------------------------------------------
create or replace function public.cast_vote(p_debate_id uuid, p_value integer)
returns table (upvotes integer, downvotes integer, my_vote integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('AG040', 'You need to be logged in to vote on debates.');
  v_is_public boolean;
  v_owner uuid;
begin
  if p_value is null or p_value not in (-1, 0, 1) then
    raise exception using errcode = 'AG041', message = 'A vote is 1 (up), -1 (down) or 0 (clear).';
  end if;

  select d.is_public, d.user_id into v_is_public, v_owner from public.debates d where d.id = p_debate_id;
  if not found or (not v_is_public and v_owner <> v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if not v_is_public then
    raise exception using errcode = 'AG042', message = 'Only debates shared with the community can be voted on.';
  end if;

  if p_value = 0 then
    delete from public.votes v where v.debate_id = p_debate_id and v.user_id = v_uid;
  else
    insert into public.votes as v (debate_id, user_id, value)
    values (p_debate_id, v_uid, p_value)
    on conflict (debate_id, user_id) do update
      set value = excluded.value, updated_at = private.clock_now()
      where v.value <> excluded.value;
  end if;

  return query
    select t.upvotes, t.downvotes, p_value from public.debate_tallies t where t.debate_id = p_debate_id;
end;
$$;
-- Its grants (anon and authenticated, 20261121000500_votes.sql) are kept by
-- create or replace: a visitor still gets AG040's Login Required message.
