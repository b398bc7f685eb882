-- A turn a moderator hid stays hidden in the continuations that copy it: the owner of the original,
-- another user and a continuation of a continuation get the copy without its text (withheld), the
-- service role reads no text either, the saved continuation shows the turn as hidden (hidden_turns)
-- and never reads it; a visible turn is copied as before. Copies follow their original: made before
-- it was hidden, they lose its text; restored, they get it back; removed, they are removed. The
-- judges never read a hidden turn.
begin;
select plan(33);
select tests.start_empty();
update public.app_settings set report_weight_new = 1, report_hide_threshold = 2 where id;
select tests.freeze_time('2026-06-01 10:00Z');

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.create_supabase_user('pat');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('dave');
select tests.create_supabase_user('erin');
select tests.create_supabase_user('frank');
select tests.create_supabase_user('mia');
insert into public.moderators (user_id) values (tests.get_supabase_uid('mia'));
select tests.set_usage('alice', 3, total => 0);
select tests.set_usage('bob', 3, total => 0);
select tests.set_usage('pat', 3, total => 0);

create function pg_temp.speakers() returns jsonb language sql immutable as $$
  select jsonb_build_object(
    'model1', jsonb_build_object('name', 'gpt-3.5-turbo', 'stance', 0.6, 'rhetoricStyle', 'factual', 'systemPrompt', ''),
    'model2', jsonb_build_object('name', 'gpt-4', 'stance', -0.6, 'rhetoricStyle', 'emotional', 'systemPrompt', ''))
$$;
create function pg_temp.after(round integer, speaker integer) returns jsonb language sql immutable as $$
  select jsonb_build_object('roundIndex', round, 'speakerIndex', speaker)
$$;
create function pg_temp.turn(round integer, speaker integer, text text) returns jsonb language sql immutable as $$
  select jsonb_build_object('role', 'speaker', 'roundIndex', round, 'speakerIndex', speaker, 'text', text,
                            'summary', 'In short: ' || text, 'complete', true, 'authorKind', 'model',
                            'model', case speaker when 0 then 'gpt-3.5-turbo' else 'gpt-4' end)
$$;
-- A generation's copy of round 0, Second Speaker, as stored: text, summary, withheld.
create function pg_temp.copy_of_r0s1(generation uuid) returns text language sql stable as $$
  select (t.text, t.summary, t.withheld, t.complete, t.author_kind, t.model)::text from public.generation_turns t
   where t.generation_id = generation and t.role = 'speaker' and t.round_index = 0 and t.speaker_index = 1
$$;
-- Whether a text appears in any generation's turns or any saved turn but the original's own row.
create function pg_temp.text_copied(needle text, original uuid) returns boolean language sql stable security definer as $$
  select exists (select 1 from public.generation_turns t where strpos(t.text, needle) > 0 or strpos(coalesce(t.summary, ''), needle) > 0)
      or exists (select 1 from public.debate_turns t where t.debate_id <> original and (strpos(t.text, needle) > 0 or strpos(t.summary, needle) > 0))
$$;

-- Alice's shared debate: the Second Speaker is a person (bob's turns, no model). Pat continues it
-- while every turn is visible.
select tests.remember('O', tests.create_debate('alice', 'Should homework be banned?', shared => true));
update public.debate_turns set author_kind = 'person' where debate_id = tests.id('O') and speaker_index = 1;
select tests.remember('T', (select id from public.debate_turns where debate_id = tests.id('O') and round_index = 0 and speaker_index = 1));
create temporary table hidden_text as select tests.turn_text(tests.id('O'), 0, 1) as text,
  (select summary from public.debate_turns where id = tests.id('T')) as summary;
grant select on hidden_text to public;
select tests.authenticate_as('pat');
select tests.remember('early', (select generation_id from public.begin_continuation(tests.id('O'), pg_temp.after(1, 0), pg_temp.speakers())));
select tests.as_postgres();
select is(pg_temp.copy_of_r0s1(tests.id('early')),
  (select (h.text, h.summary, false, true, 'person', null::text)::text from hidden_text h),
  'a visible person''s turn is copied whole, naming no model (it is a person''s)');

-- Two people report the turn: it is hidden.
select tests.authenticate_as('carol');
select public.report_turn(tests.id('T'), 'harassment');
select tests.authenticate_as('dave');
select public.report_turn(tests.id('T'), 'spam');
select tests.as_postgres();
select is((select moderation_state::text from public.debate_turns where id = tests.id('T')), 'hidden', 'setup: the turn is hidden');

-- -----------------------------------------------------------------------------
-- A copy made before: it follows its original
-- -----------------------------------------------------------------------------
select is(pg_temp.copy_of_r0s1(tests.id('early')), '("","",t,t,person,)',
  'pat''s continuation, begun while it was visible, loses the hidden turn''s text and summary: withheld');
select tests.authenticate_as('pat');
select results_eq($$ select t ->> 'text', t ->> 'summary', (t ->> 'withheld')::boolean from jsonb_array_elements(public.get_open_generation() -> 'turns') t
                      where (t ->> 'sequence')::int = 1 $$,
  $$ values (''::text, ''::text, true) $$, 'so the engine finds it again without the text, marked withheld');

-- -----------------------------------------------------------------------------
-- Copies made now: withheld, whoever continues
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select tests.remember('own', (select generation_id from public.begin_continuation(tests.id('O'), pg_temp.after(1, 0), pg_temp.speakers())));
select tests.as_postgres();
select is(pg_temp.copy_of_r0s1(tests.id('own')), '("","",t,t,person,)',
  'the debate''s owner continuing it gets the hidden turn without its text, in its place, complete');
select results_eq(
  $$ select sequence::int, withheld, text = tests.turn_text(tests.id('O'), round_index, speaker_index) from public.generation_turns
      where generation_id = tests.id('own') and sequence <> 1 order by sequence $$,
  $$ values (0, false, true), (2, false, true) $$, 'the visible turns around it are copied as before');

select tests.authenticate_as('bob');
select tests.remember('cont', (select generation_id from public.begin_continuation(tests.id('O'), pg_temp.after(1, 0), pg_temp.speakers())));
select results_eq($$ select text, summary, withheld from public.generation_turns where generation_id = tests.id('cont') and sequence = 1 $$,
  $$ values (''::text, ''::text, true) $$, 'another user reading his continuation''s turns (RLS) gets no text for it');
select results_eq($$ select t ->> 'text', (t ->> 'withheld')::boolean, (t ->> 'complete')::boolean
                      from jsonb_array_elements(public.get_open_generation() -> 'turns') t where (t ->> 'sequence')::int = 1 $$,
  $$ values (''::text, true, true) $$, 'nor through get_open_generation');
select is((public.get_open_generation() #>> '{turns,0,text}'), tests.turn_text(tests.id('O'), 0, 0),
  'while the turn before it reads as written');

select tests.authenticate_as_service_role();
select throws_ok($$ select * from public.begin_continuation(tests.id('O'), pg_temp.after(1, 0), pg_temp.speakers()) $$,
  'AG401', 'You must be signed in.', 'the service role continues nothing on its own');
select results_eq($$ select t ->> 'text', (t ->> 'withheld')::boolean from jsonb_array_elements(public.read_generation(tests.id('cont')) -> 'turns') t
                      where (t ->> 'sequence')::int = 1 $$,
  $$ values (''::text, true) $$, 'the runner (service role, past RLS) reads the withheld place, never the text');
select tests.as_postgres();
select ok(not pg_temp.text_copied((select text from hidden_text), tests.id('O'))
          and not pg_temp.text_copied((select summary from hidden_text), tests.id('O')),
  'the hidden text and summary are in no generation''s turns and no other debate');

-- -----------------------------------------------------------------------------
-- Saved: the turn is hidden in the continuation, its place says so
-- -----------------------------------------------------------------------------
select tests.authenticate_as_service_role();
select public.record_generation_turn(tests.id('cont'), 3, pg_temp.turn(1, 1, 'A new rebuttal.'));
select public.record_generation_turn(tests.id('cont'), 4, pg_temp.turn(2, 0, 'A closing.'));
select public.record_generation_turn(tests.id('cont'), 5, pg_temp.turn(2, 1, 'Another closing.'));
select is((public.finish_generation(tests.id('cont'))).status, 'completed', 'bob''s continuation is written to its end');
select tests.authenticate_as('bob');
select tests.remember('C', (public.save_debate(tests.id('cont'), array['Ethics'])).id);
select lives_ok($$ set constraints all immediate $$,
  'its six turns count at commit as bob saves it, the hidden one too (the count reads past his RLS)');
set constraints all deferred;
select public.share_debate(tests.id('C'));
select results_eq($$ select round_index::int, speaker_index::int from public.debate_turns where debate_id = tests.id('C')
                      order by round_index, speaker_index $$,
  $$ values (0, 0), (1, 0), (1, 1), (2, 0), (2, 1) $$, 'saved, the continuation''s author reads five turns: never the hidden one');
select is((select public.hidden_turns(d) from public.debates_with_tallies d where d.id = tests.id('C')),
  '[{"round": 0, "speaker": 1, "state": "hidden"}]'::jsonb, 'its place says a moderator hid it');
select tests.clear_authentication();
select is((select count(*)::int from public.debate_turns where debate_id = tests.id('C')), 5,
  'a visitor reads the same five turns of the shared continuation');
select ok(public.debate_page(tests.id('C')) -> 'turns' @> '[{"round": 0, "speaker": 0}]'::jsonb
          and not public.debate_page(tests.id('C')) -> 'turns' @> '[{"round": 0, "speaker": 1}]'::jsonb,
  'and its public page skips it');
select tests.as_postgres();
select results_eq($$ select text, summary, moderation_state::text, inherited, inherited_from from public.debate_turns
                      where debate_id = tests.id('C') and round_index = 0 and speaker_index = 1 $$,
  $$ values (''::text, ''::text, 'hidden'::text, true, tests.id('O')) $$, 'its row holds no text: the original keeps it for the moderators');
select is((select count(*)::int from jsonb_array_elements(private.debate_transcript(tests.id('O')))), 5,
  'the judges read five turns of the original, not the hidden one');
select tests.authenticate_as('alice');
select is((select jsonb_array_length(a.turns) from public.ask_judges(tests.id('O')) a), 5,
  'nor does asking the judges hand the hidden turn to the original''s author');

-- A continuation of the continuation: the copy is withheld again.
select tests.authenticate_as('pat');
select tests.remember('grand', (select generation_id from public.begin_continuation(tests.id('C'), pg_temp.after(2, 0), pg_temp.speakers())));
select tests.as_postgres();
select results_eq($$ select text, withheld, inherited_from from public.generation_turns where generation_id = tests.id('grand') and sequence = 1 $$,
  $$ values (''::text, true, tests.id('O')) $$, 'continuing the continuation withholds it again, still naming where it was written');

-- -----------------------------------------------------------------------------
-- Restored by a moderator: every copy reads it again
-- -----------------------------------------------------------------------------
select tests.authenticate_with_second_factor('mia');
select is(public.restore_reported_item('turn', tests.id('T'))::text, 'visible', 'mia restores the turn');
select tests.as_postgres();
select is(pg_temp.copy_of_r0s1(tests.id('own')),
  (select (h.text, h.summary, false, true, 'person', null::text)::text from hidden_text h),
  'alice''s continuation in the making gets the turn''s text back');
select tests.authenticate_as('bob');
select results_eq($$ select count(*)::int, min(text) filter (where round_index = 0 and speaker_index = 1)
                      from public.debate_turns where debate_id = tests.id('C') $$,
  $$ select 6, text from hidden_text $$, 'bob''s saved continuation shows all six turns again');
select is((select public.hidden_turns(d) from public.debates_with_tallies d where d.id = tests.id('C')), '[]'::jsonb,
  'with nothing hidden');
select tests.clear_authentication();
select is((select count(*)::int from public.debate_turns where debate_id = tests.id('C')), 6, 'for its readers too');

-- Saving a continuation while its copy is withheld, after the original was hidden again (by new
-- reporters: the restore dismissed carol's and dave's reports, so theirs weigh less now).
select tests.authenticate_as('erin');
select public.report_turn(tests.id('T'), 'spam');
select tests.authenticate_as('frank');
select public.report_turn(tests.id('T'), 'harassment');
select tests.as_postgres();
select results_eq($$ select text, moderation_state::text from public.debate_turns
                      where debate_id = tests.id('C') and round_index = 0 and speaker_index = 1 $$,
  $$ values (''::text, 'hidden'::text) $$, 'hidden again, the saved copy loses its text again');
select tests.authenticate_as_service_role();
select public.record_generation_turn(tests.id('grand'), 5, pg_temp.turn(2, 1, 'The last word.'));
select public.finish_generation(tests.id('grand'));
select tests.authenticate_as('pat');
select tests.remember('G', (public.save_debate(tests.id('grand'), array['Ethics'])).id);
select is((select public.hidden_turns(d) from public.debates_with_tallies d where d.id = tests.id('G')),
  '[{"round": 0, "speaker": 1, "state": "hidden"}]'::jsonb, 'a withheld copy is saved hidden');

-- -----------------------------------------------------------------------------
-- Removed: the copies are removed with it
-- -----------------------------------------------------------------------------
select tests.authenticate_with_second_factor('mia');
select is(public.remove_reported_item('turn', tests.id('T'))::text, 'removed', 'mia removes the turn');
select tests.authenticate_as('pat');
select is((select public.hidden_turns(d) from public.debates_with_tallies d where d.id = tests.id('G')),
  '[{"round": 0, "speaker": 1, "state": "removed"}]'::jsonb, 'its copies say it was removed');
select tests.as_postgres();
select results_eq($$ select count(*)::int, bool_and(text = '' and moderation_state = 'removed') from public.debate_turns
                      where inherited and inherited_from = tests.id('O') and round_index = 0 and speaker_index = 1 $$,
  $$ values (2, true) $$, 'every saved copy is removed, without its text');
select is(pg_temp.copy_of_r0s1(tests.id('own')), '("","",t,t,person,)', 'and the one still being written withholds it');

select * from finish();
rollback;
