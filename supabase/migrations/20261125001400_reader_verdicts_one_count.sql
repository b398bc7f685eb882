-- =============================================================================
-- Verdicts: the ranking cards' verdicts read each debate through
-- private.reader_verdict, so a verdict's numbers are counted in one place
-- (a card's badge and the viewer's verdict can never disagree).
-- =============================================================================

create or replace function public.get_reader_verdicts(p_debate_ids uuid[])
returns table (debate_id uuid, status text, winner_speaker smallint, margin numeric, respondents integer, is_final boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if p_debate_ids is null or cardinality(p_debate_ids) > 100 then
    raise exception using errcode = 'AG300', message = 'Ask for the verdicts of 1 to 100 debates at a time.';
  end if;
  return query
    select d.id, r.status, r.winner_speaker, r.margin, r.respondents, r.is_final
      from public.debates d
     cross join lateral private.reader_verdict(d.id) r
     where d.id = any (p_debate_ids) and d.is_public
       and (d.moderation_state = 'visible' or d.user_id = v_uid);
end;
$$;
comment on function public.get_reader_verdicts(uuid[]) is
  'The room''s verdicts of up to 100 shared debates the caller may read (for ranking cards), each as private.reader_verdict counts it.';
revoke all on function public.get_reader_verdicts(uuid[]) from public, anon, authenticated;
grant execute on function public.get_reader_verdicts(uuid[]) to anon, authenticated, service_role;
