-- A ranking card's badge names who won the room. When a person held the winning seat, the
-- debate's settings still name a model there that never wrote a word of it; the card has no
-- seats, so the verdict row brings the winner's person (the same list the viewer shows).
-- The return type grows a column: drop and create (no SQL depends on it).
drop function public.get_reader_verdicts(uuid[]);

create function public.get_reader_verdicts(p_debate_ids uuid[])
returns table (debate_id uuid, status text, winner_speaker smallint, margin numeric, respondents integer, is_final boolean,
               winner_person jsonb)
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
    select d.id, r.status, r.winner_speaker, r.margin, r.respondents, r.is_final,
           case when r.status = 'decided' then
             (select p from jsonb_array_elements(private.person_speakers_of(d.id)) p
               where (p ->> 'speakerIndex')::smallint = r.winner_speaker - 1)
           end
      from public.debates d
     cross join lateral private.reader_verdict(d.id) r
     where d.id = any (p_debate_ids) and d.is_public
       and (d.moderation_state = 'visible' or d.user_id = v_uid);
end;
$$;

comment on function public.get_reader_verdicts(uuid[]) is
  'The room''s verdicts of up to 100 shared debates the caller may read (for ranking cards), each as private.reader_verdict counts it, with the winning seat''s person ({speakerIndex, userId, name, handle}) when a person spoke there.';

revoke execute on function public.get_reader_verdicts(uuid[]) from public;
grant execute on function public.get_reader_verdicts(uuid[]) to anon, authenticated, service_role;
