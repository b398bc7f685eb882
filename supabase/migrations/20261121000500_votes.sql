-- =============================================================================
-- Votes: one per user per shared debate, +1 or -1. A trigger keeps the
-- debate's upvotes/downvotes equal to its vote rows; realtime pushes the new
-- tallies to everyone watching the debate.
-- =============================================================================

create table public.votes (
  debate_id uuid not null references public.debates (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  value smallint not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (debate_id, user_id),
  constraint votes_value_valid check (value in (-1, 1))
);
comment on table public.votes is 'Who voted what. Users see only their own votes; everyone sees the tallies on debates.';

create index votes_user_id_idx on public.votes (user_id);

alter table public.votes enable row level security;
revoke all on table public.votes from anon, authenticated;
grant select on table public.votes to authenticated;

create policy "users read their own votes"
  on public.votes for select
  to authenticated
  using (user_id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- Tally trigger: every vote row change moves the debate's tallies by exactly
-- the difference, under the debate row's lock, so tallies = count(votes).
-- -----------------------------------------------------------------------------
create function private.apply_vote_to_tallies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_up integer := 0;
  v_down integer := 0;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    v_up := v_up - (old.value = 1)::integer;
    v_down := v_down - (old.value = -1)::integer;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    v_up := v_up + (new.value = 1)::integer;
    v_down := v_down + (new.value = -1)::integer;
  end if;
  if v_up <> 0 or v_down <> 0 then
    update public.debates
       set upvotes = upvotes + v_up,
           downvotes = downvotes + v_down
     where id = coalesce(new.debate_id, old.debate_id);
  end if;
  return null;
end;
$$;
revoke all on function private.apply_vote_to_tallies() from public;

create trigger apply_vote_to_tallies
  after insert or update of value or delete on public.votes
  for each row execute function private.apply_vote_to_tallies();

-- -----------------------------------------------------------------------------
-- cast_vote(debate, value): +1 or -1 casts or changes the caller's vote, 0
-- clears it. Shared debates only. Returns the new tallies and the caller's vote.
-- -----------------------------------------------------------------------------
create function public.cast_vote(p_debate_id uuid, p_value integer)
returns table (upvotes integer, downvotes integer, my_vote integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_debate public.debates;
begin
  if v_uid is null then
    raise exception using errcode = 'AG040', message = 'You need to be logged in to vote on debates.';
  end if;
  if p_value is null or p_value not in (-1, 0, 1) then
    raise exception using errcode = 'AG041', message = 'A vote is 1 (up), -1 (down) or 0 (clear).';
  end if;

  select * into v_debate from public.debates where id = p_debate_id;
  if not found or (not v_debate.is_public and v_debate.user_id <> v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if not v_debate.is_public then
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
    select d.upvotes, d.downvotes, p_value from public.debates d where d.id = p_debate_id;
end;
$$;

revoke all on function public.cast_vote(uuid, integer) from public, anon, authenticated;
-- anon may call it to receive the rule's own "log in to vote" error.
grant execute on function public.cast_vote(uuid, integer) to anon, authenticated;
comment on function public.cast_vote(uuid, integer) is 'Casts (1/-1) or clears (0) the caller''s vote on a shared debate; returns the tallies.';

-- Live tallies: subscribers receive debate row updates (RLS decides who).
alter publication supabase_realtime add table public.debates;
