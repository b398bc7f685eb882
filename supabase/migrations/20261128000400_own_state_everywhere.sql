-- =============================================================================
-- You look the same in every tab: a person's own vote, star, poll answer and ∆ follow them
-- across tabs and devices. The tab that made a change announces it on the person's own topic
-- (user:<id>), where only they may send and receive, so the database does no extra work per
-- vote or answer. And a click acts on what the person meant, not on a stale state: starring
-- says whether to star, so a stale "Star" button never un-stars.
-- =============================================================================

create policy "users send on their own topic" on realtime.messages for insert to authenticated
  with check (extension = 'broadcast' and topic = 'user:' || (select auth.uid())::text);

create function public.set_star(p_debate_id uuid, p_starred boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('AG050', 'Please sign in to star debates.');
begin
  if p_starred is null then
    raise exception using errcode = 'AG052', message = 'Say whether to star the debate.';
  end if;
  if p_starred then
    if not private.debate_is_visible_to(p_debate_id, v_uid) then
      raise exception using errcode = 'AG030', message = 'Debate not found';
    end if;
    insert into public.stars (user_id, debate_id) values (v_uid, p_debate_id) on conflict do nothing;
  else
    -- Unstarring needs no visibility: a debate hidden or unshared since can still leave the list.
    delete from public.stars s where s.user_id = v_uid and s.debate_id = p_debate_id;
  end if;
  return p_starred;
end;
$$;
comment on function public.set_star(uuid, boolean) is
  'Stars (true) or unstars (false) a debate for the caller, whatever its state was: a stale button acts as it said. Returns the new state.';
revoke all on function public.set_star(uuid, boolean) from public;
grant execute on function public.set_star(uuid, boolean) to anon, authenticated;
