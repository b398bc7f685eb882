-- =============================================================================
-- A saved debate names the people who spoke in it.
--
-- A debate with a person in a speaker's seat keeps, in its settings, the model that seat would have
-- had; the seat itself (`generation_seats`, through `debates.generation_id`) says who spoke. Wherever
-- a speaker is named — the viewer (`person_speakers`, a computed field of what get_debate returns), and the
-- public card that previews, feeds, embeds and the public page read (`private.debate_card`) — a
-- person's seat is named by the person's display name and handle, never by that model.
-- =============================================================================

-- The people seated in a saved debate who wrote its turns, by speaker.
create function private.person_speakers_of(p_debate_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('speakerIndex', s.speaker_index, 'userId', s.user_id,
                                               'name', private.author_name_of(s.user_id), 'handle', p.handle)
                            order by s.speaker_index), '[]'::jsonb)
    from public.debates d
    join public.generation_seats s on s.generation_id = d.generation_id
    left join public.profiles p on p.id = s.user_id
   where d.id = p_debate_id
     and exists (select 1 from public.debate_turns t
                  where t.debate_id = d.id and t.speaker_index = s.speaker_index and t.author_kind = 'person' and not t.inherited)
$$;
comment on function private.person_speakers_of(uuid) is
  'The people who spoke in a saved debate, by speaker: [{speakerIndex, userId, name, handle}] (empty for a debate between models).';
revoke all on function private.person_speakers_of(uuid) from public;

create function public.person_speakers(p_debate public.debates_with_tallies)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when private.debate_is_visible_to(p_debate.id, auth.uid()) then private.person_speakers_of(p_debate.id)
              else '[]'::jsonb end
$$;
comment on function public.person_speakers(public.debates_with_tallies) is
  'Computed field of debates_with_tallies, which get_debate returns (select=*,person_speakers): the people who spoke in a debate the caller may see, by speaker, with their display names and handles.';
revoke all on function public.person_speakers(public.debates_with_tallies) from public;
grant execute on function public.person_speakers(public.debates_with_tallies) to anon, authenticated, service_role;

-- The public card: each speaker's person (name and handle), or null for a model.
create or replace function private.debate_card(p_debate public.debates)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with people as (select private.person_speakers_of(p_debate.id) as list)
  select jsonb_build_object(
    'id', p_debate.id,
    'topic', p_debate.topic,
    'categories', to_jsonb(p_debate.categories),
    'debate_style', p_debate.debate_style,
    'speakers', jsonb_build_array(
      jsonb_build_object('model', p_debate.speaker1_model, 'stance', p_debate.speaker1_stance,
                         'style', p_debate.speaker1_rhetoric_style,
                         'person', (select jsonb_build_object('name', e ->> 'name', 'handle', e ->> 'handle')
                                      from people, jsonb_array_elements(people.list) e where (e ->> 'speakerIndex')::int = 0)),
      jsonb_build_object('model', p_debate.speaker2_model, 'stance', p_debate.speaker2_stance,
                         'style', p_debate.speaker2_rhetoric_style,
                         'person', (select jsonb_build_object('name', e ->> 'name', 'handle', e ->> 'handle')
                                      from people, jsonb_array_elements(people.list) e where (e ->> 'speakerIndex')::int = 1))),
    'upvotes', t.upvotes,
    'downvotes', t.downvotes,
    'shared_at', p_debate.shared_at,
    'author_name', p_debate.user_display_name,
    'author_handle', (select p.handle from public.profiles p where p.id = p_debate.user_id),
    'opening', (select left(tu.text, 300) from public.debate_turns tu
                 where tu.debate_id = p_debate.id and tu.round_index = 0 and tu.speaker_index = 0),
    'verdict', private.public_verdict(p_debate.id),
    'generator', p_debate.generator,
    'stopped_after', p_debate.stopped_after)
    from public.debate_tallies t
   where t.debate_id = p_debate.id
$$;
comment on function private.debate_card(public.debates) is
  'A debate''s public card: exactly the fields that previews, feeds and embeds may show (a person''s seat by the person''s name and handle).';
revoke all on function private.debate_card(public.debates) from public;
