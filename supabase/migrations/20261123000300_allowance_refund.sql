-- =============================================================================
-- Allowance given back: a debate in which every turn fell back (the AI provider
-- produced nothing usable: the spec's fallback text in every turn) does not
-- count against the person's allowance. The edge function (service role) asks
-- for it with the generation id; the database checks the generation really
-- failed throughout and gives the debate back once.
--
-- Error codes (range AG200–AG209):
--   AG200  debate generation not found
--   AG201  the generation has not completed (running, failed or aborted)
--   AG202  not every turn fell back (real text was produced)
-- =============================================================================

-- Whether starting the generation spent a free debate (PRO users spend none),
-- and when its allowance was given back (at most once).
alter table public.debate_generations
  add column free_debate_spent boolean not null default false,
  add column allowance_returned_at timestamptz;

comment on column public.debate_generations.free_debate_spent is 'Set by the database when the generation starts: true when it cost a free debate (not PRO).';
comment on column public.debate_generations.allowance_returned_at is 'When return_debate_allowance gave this debate back; null when it was not.';

-- begin_debate opens every generation right after spending: a non-PRO start spent one free debate.
create function private.stamp_free_debate_spent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.free_debate_spent := not coalesce((select p.is_pro from public.profiles p where p.id = new.user_id), false);
  new.allowance_returned_at := null;
  return new;
end;
$$;
revoke all on function private.stamp_free_debate_spent() from public;

create trigger debate_generations_stamp_free_debate_spent
  before insert on public.debate_generations
  for each row execute function private.stamp_free_debate_spent();

create function public.return_debate_allowance(p_generation_id uuid)
returns table (allowance_returned boolean, free_debates_remaining integer, total_debates integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
  v_fallback constant text := 'An error occurred while generating the argument.';
  v_usage public.debate_usage;
begin
  select * into v_generation from public.debate_generations where id = p_generation_id for update;
  if not found then
    raise exception using errcode = 'AG200', message = 'Debate generation not found.';
  end if;
  if v_generation.status <> 'completed' then
    raise exception using errcode = 'AG201', message = 'Only a completed debate can have its allowance given back.';
  end if;
  if exists (select 1 from jsonb_array_elements(v_generation.turns) t where t ->> 'text' is distinct from v_fallback)
     or coalesce(v_generation.moderator_opening, v_fallback) <> v_fallback
     or coalesce(v_generation.moderator_closing, v_fallback) <> v_fallback then
    raise exception using errcode = 'AG202', message = 'Only a debate in which every turn failed is given back.';
  end if;

  select * into v_usage from public.debate_usage u where u.user_id = v_generation.user_id for update;

  -- Already given back: the same answer, nothing changes.
  if v_generation.allowance_returned_at is not null or v_usage.user_id is null then
    return query select false, v_usage.free_debates_remaining, v_usage.total_debates;
    return;
  end if;

  update public.debate_usage u
     set total_debates = greatest(u.total_debates - 1, 0),
         free_debates_remaining = u.free_debates_remaining + case when v_generation.free_debate_spent then 1 else 0 end,
         updated_at = private.clock_now()
   where u.user_id = v_generation.user_id
  returning * into v_usage;

  update public.debate_generations set allowance_returned_at = private.clock_now() where id = p_generation_id;

  return query select true, v_usage.free_debates_remaining, v_usage.total_debates;
end;
$$;

revoke all on function public.return_debate_allowance(uuid) from public, anon, authenticated;
grant execute on function public.return_debate_allowance(uuid) to service_role;
comment on function public.return_debate_allowance(uuid) is
  'Service role only: gives back the allowance of a completed debate whose every turn fell back, once (AG200–AG202).';
