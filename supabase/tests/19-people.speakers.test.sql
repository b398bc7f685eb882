-- A saved debate names the people who spoke in it: by display name and handle, in the viewer's
-- computed field (person_speakers) and in the public card (previews, feeds, embeds, the public page),
-- never as the model its settings name; for the owner, another user, a visitor and the service role,
-- and only on a debate the reader may see.
begin;
select plan(15);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.create_supabase_user('carol', 'carol@agora.test');
select tests.freeze_time('2026-03-10 12:00:00Z');

-- Alice opens as First Speaker and bob takes the other seat; the debate they wrote is saved by alice.
select tests.authenticate_as('alice');
select tests.remember('ch', (select generation_id from public.open_challenge(tests.debate_settings('Should homework be banned?'), 0, true)));
select tests.authenticate_as('bob');
select public.take_challenge(tests.id('ch'));
select tests.as_postgres();
select tests.remember('saved', tests.create_debate('alice', 'Should homework be banned?'));
update public.debates set generation_id = tests.id('ch') where id = tests.id('saved');
update public.debate_turns set author_kind = 'person' where debate_id = tests.id('saved');
update public.profiles set handle = 'alice_m' where id = tests.get_supabase_uid('alice');

-- Private: its owner reads the names, nobody else.
select tests.authenticate_as('alice');
select is((select public.person_speakers(d) from public.debates_with_tallies d where d.id = tests.id('saved')),
  jsonb_build_array(
    jsonb_build_object('speakerIndex', 0, 'userId', tests.get_supabase_uid('alice'), 'name', 'Alice Moreau', 'handle', 'alice_m'),
    jsonb_build_object('speakerIndex', 1, 'userId', tests.get_supabase_uid('bob'), 'name', 'Bob Okafor', 'handle', 'bob_okafor')),
  'the owner reads both speakers as the people they are');
select tests.authenticate_as('bob');
select is((select count(*)::int from public.debates_with_tallies d where d.id = tests.id('saved')), 0, 'bob does not read alice''s private debate');
select tests.as_postgres();
select is((select public.person_speakers(d) from public.debates_with_tallies d where d.id = tests.id('saved')), '[]'::jsonb,
  'called for a debate its caller may not see, it names nobody');

-- Shared: everyone reads the names, and the public card names the people, not the model.
update public.debates set is_public = true, shared_at = private.clock_now() where id = tests.id('saved');
select tests.authenticate_as('carol');
select is((select jsonb_path_query_array(public.person_speakers(d), '$[*].name') from public.debates_with_tallies d where d.id = tests.id('saved')),
  '["Alice Moreau", "Bob Okafor"]'::jsonb, 'another user reads who spoke in the shared debate');
select tests.clear_authentication();
select is((select jsonb_path_query_array(public.person_speakers(d), '$[*].name') from public.debates_with_tallies d where d.id = tests.id('saved')),
  '["Alice Moreau", "Bob Okafor"]'::jsonb, 'so does a visitor');
select is(public.debate_preview(tests.id('saved')) -> 'speakers' -> 0 -> 'person',
  '{"name": "Alice Moreau", "handle": "alice_m"}'::jsonb, 'the public card names the First Speaker as alice');
select is(public.debate_page(tests.id('saved')) -> 'speakers' -> 1 -> 'person' ->> 'name', 'Bob Okafor',
  'and the public page the Second Speaker as bob');
select tests.authenticate_as_service_role();
select is(public.debate_preview(tests.id('saved')) -> 'speakers' -> 0 -> 'person' ->> 'name', 'Alice Moreau',
  'the service role (the public pages function) reads the same card');

-- The room's verdict names the winner the same way on a ranking card (get_reader_verdicts).
select tests.as_postgres();
insert into private.debate_verdicts (debate_id, status, winner_speaker, listed, shared_day, categories, debate_style,
                                     speaker1_model, speaker2_model, speaker1_style, speaker2_style, for_speaker)
select d.id, 'decided', 1, true, d.shared_at::date, d.categories, d.debate_style, d.speaker1_model, d.speaker2_model,
       d.speaker1_rhetoric_style, d.speaker2_rhetoric_style, 1
  from public.debates d where d.id = tests.id('saved')
on conflict (debate_id) do update set status = 'decided', winner_speaker = 1;
select tests.authenticate_as('alice');
select is((select v.winner_person ->> 'name' from public.get_reader_verdicts(array[tests.id('saved')]) v), 'Alice Moreau',
  'the owner''s card names alice as the winner');
select tests.authenticate_as('carol');
select is((select v.winner_person ->> 'handle' from public.get_reader_verdicts(array[tests.id('saved')]) v), 'alice_m',
  'another user''s card names alice, with her handle');
select tests.clear_authentication();
select is((select v.winner_person ->> 'userId' from public.get_reader_verdicts(array[tests.id('saved')]) v),
  tests.get_supabase_uid('alice')::text, 'so does a visitor''s');
select tests.authenticate_as_service_role();
select is((select v.winner_person ->> 'name' from public.get_reader_verdicts(array[tests.id('saved')]) v), 'Alice Moreau',
  'and the service role''s (the server-rendered ranking)');
select tests.as_postgres();
update private.debate_verdicts set status = 'too_close', winner_speaker = null where debate_id = tests.id('saved');
select is((select v.winner_person from public.get_reader_verdicts(array[tests.id('saved')]) v), null::jsonb,
  'too close to call names no winner');

-- A model's seat stays the model's; a turn copied from another debate names nobody.
select tests.as_postgres();
update public.debate_turns set author_kind = 'model' where debate_id = tests.id('saved') and speaker_index = 1;
select is(public.debate_preview(tests.id('saved')) -> 'speakers' -> 1 -> 'person', 'null'::jsonb, 'a model''s seat has no person');
update public.debate_turns set inherited = true where debate_id = tests.id('saved') and speaker_index = 0;
select is(private.person_speakers_of(tests.id('saved')), '[]'::jsonb, 'a person''s turns copied into a continuation name nobody');

select * from finish();
rollback;
