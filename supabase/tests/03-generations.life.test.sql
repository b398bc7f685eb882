-- Generation life: the runner records each turn as it is written (service role only, in the
-- debate's order); the owner finds the debate again, stops it, discards it or saves it as it is;
-- a runner gone silent counts as stopped when read; the allowance moves once per debate; a
-- stopped debate is neither judged nor counted on the leaderboard.
begin;
select plan(57);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test');
select tests.freeze_time('2026-03-10 12:00:00Z');
select tests.set_usage('alice', 3, total => 0);

-- A turn as the runner reports it.
create function pg_temp.turn(sequence integer, text text, complete boolean default false, author text default 'demo')
returns jsonb language sql immutable as $$
  select jsonb_build_object('role', 'speaker', 'roundIndex', sequence / 2, 'speakerIndex', sequence % 2, 'text', text,
                            'summary', case when complete then 'Summary ' || sequence end, 'complete', complete,
                            'authorKind', author, 'model', case sequence % 2 when 0 then 'gpt-4' else 'gpt-3.5-turbo' end)
$$;

-- Alice starts a debate the way the engine does: one free debate spent.
select tests.authenticate_as('alice');
select tests.remember('gen', (select generation_id from public.begin_debate(tests.debate_settings())));
select tests.as_postgres();
select results_eq($$ select total_debates, free_debates_remaining from public.debate_usage
                     where user_id = tests.get_supabase_uid('alice') $$,
  $$ values (1, 2) $$, 'starting a debate spends one free debate');

-- -----------------------------------------------------------------------------
-- Only the runner records turns
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select throws_ok($$ select public.record_generation_turn(tests.id('gen'), 0, pg_temp.turn(0, 'Cars')) $$, '42501', null,
  'the owner cannot write a turn of their own debate (only the runner does)');
select tests.authenticate_as('bob');
select throws_ok($$ select public.record_generation_turn(tests.id('gen'), 0, pg_temp.turn(0, 'Cars')) $$, '42501', null,
  'another user cannot write a turn');
select tests.clear_authentication();
select throws_ok($$ select public.record_generation_turn(tests.id('gen'), 0, pg_temp.turn(0, 'Cars')) $$, '42501', null,
  'a visitor cannot write a turn');

select tests.as_postgres();
delete from realtime.messages;
select tests.authenticate_as_service_role();
select is(public.record_generation_turn(tests.id('gen'), 0, pg_temp.turn(0, 'Cars fill')), 'running',
  'the runner records the text so far of the first turn and is told to go on');
select is(public.record_generation_turn(tests.id('gen'), 0, pg_temp.turn(0, 'Cars fill our streets')), 'running',
  'the runner records more of the same turn');
select results_eq($$ select text, complete from public.generation_turns where generation_id = tests.id('gen') $$,
  $$ values ('Cars fill our streets'::text, false) $$, 'the turn being written holds the text so far');
select tests.as_postgres();
select set_eq(
  $$ select topic, event, payload ->> 'text', (payload ->> 'sequence')::int from realtime.messages $$,
  $$ values ('user:' || tests.get_supabase_uid('alice'), 'generation_turn', 'Cars fill', 0),
            ('user:' || tests.get_supabase_uid('alice'), 'generation_turn', 'Cars fill our streets', 0) $$,
  'each report reaches the owner''s topic, where all their tabs listen');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.record_generation_turn(tests.id('gen'), 1, pg_temp.turn(1, 'Too early')) $$, 'AG023',
  'Turns are recorded in the order of the debate.', 'a turn waits until the turn before it is finished');
select throws_ok($$ select public.record_generation_turn(tests.id('gen'), 0, pg_temp.turn(0, 'Cars', true) || '{"summary": " "}') $$,
  'AG023', 'Each turn needs a text and a summary.', 'a finished turn needs its summary');
select throws_ok($$ select public.record_generation_turn(tests.id('gen'), 0, pg_temp.turn(0, 'Cars', author => 'person')) $$,
  'AG023', 'A turn is written by a model or by the offline demo.', 'the runner writes only model or demo turns');
select throws_ok($$ select public.record_generation_turn(tests.id('gen'), 0, pg_temp.turn(0, 'Cars') || '{"speakerIndex": 1}') $$,
  'AG023', 'A turn is recorded at its place in the debate.', 'the first place belongs to the First Speaker');
select throws_ok($$ select public.record_generation_turn(tests.id('gen'), 6, pg_temp.turn(6, 'Extra')) $$,
  'AG023', 'This turn is not part of the debate.', 'an unmoderated debate has six turns, no seventh');
select throws_ok($$ select public.record_generation_turn(gen_random_uuid(), 0, pg_temp.turn(0, 'Cars')) $$,
  'AG020', 'Debate generation not found.', 'an unknown generation is refused');
select is(public.record_generation_turn(tests.id('gen'), 0, pg_temp.turn(0, 'Cars fill our streets.', true)), 'running',
  'the runner finishes the first turn');
select throws_ok($$ select public.record_generation_turn(tests.id('gen'), 0, pg_temp.turn(0, 'Rewritten', true)) $$,
  'AG021', 'This turn is already recorded.', 'a finished turn is never rewritten');
select is(public.record_generation_turn(tests.id('gen'), 1, pg_temp.turn(1, 'Cars mean freedom.', true)), 'running',
  'the runner finishes the second turn');
select is(public.record_generation_turn(tests.id('gen'), 2, pg_temp.turn(2, 'In round two')), 'running',
  'the runner starts the third turn');
select is(public.heartbeat_generation(tests.id('gen')), 'running', 'the runner says it is still at work');
select throws_ok($$ select public.finish_generation(tests.id('gen')) $$, 'AG023',
  'A debate is finished when every turn is written.', 'a debate with unwritten turns cannot be finished');

-- -----------------------------------------------------------------------------
-- The owner finds it again; nobody else does
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select is((public.get_open_generation() ->> 'status'), 'running', 'the owner finds their debate still running');
select is(jsonb_array_length(public.get_open_generation() -> 'turns'), 3,
  'with both finished turns and the one being written');
select is((public.get_open_generation() -> 'turns' -> 2 ->> 'text'), 'In round two', 'the turn being written shows its text so far');
select is((select count(*)::int from public.generation_turns where generation_id = tests.id('gen')), 3,
  'the owner may read the turns of their debate');
select tests.authenticate_as('bob');
select is(public.get_open_generation(), null, 'another user finds no debate of theirs');
select is_empty($$ select 1 from public.generation_turns where generation_id = tests.id('gen') $$,
  'another user cannot read the owner''s turns');
select throws_ok($$ select public.stop_generation(tests.id('gen')) $$, 'AG020', 'Debate generation not found.',
  'another user cannot stop the owner''s debate');
select throws_ok($$ select public.discard_generation(tests.id('gen')) $$, 'AG020', 'Debate generation not found.',
  'another user cannot discard the owner''s debate');
select tests.clear_authentication();
select throws_ok($$ select public.get_open_generation() $$, '42501', null, 'a visitor has no debate to find');
select throws_ok($$ select 1 from public.generation_turns $$, '42501', null, 'a visitor cannot read turns');
select throws_ok($$ select public.stop_generation(tests.id('gen')) $$, '42501', null, 'a visitor cannot stop a debate');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.stop_generation(tests.id('gen')) $$, '42501', null,
  'the service role does not stop a debate for its owner: only the owner does');

-- -----------------------------------------------------------------------------
-- The owner stops it; the runner obeys; what was finished stays and can be saved
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select is((public.stop_generation(tests.id('gen')) ->> 'stopReason'), 'owner', 'the owner stops their debate');
select is((public.stop_generation(tests.id('gen')) ->> 'status'), 'stopped', 'stopping again changes nothing');
select tests.authenticate_as_service_role();
select is(public.record_generation_turn(tests.id('gen'), 2, pg_temp.turn(2, 'In round two, more')), 'stopped',
  'the runner is told the debate stopped and writes nothing more');
select is(public.heartbeat_generation(tests.id('gen')), 'stopped', 'a heartbeat is told the same');
select tests.as_postgres();
select results_eq($$ select sequence::int, complete from public.generation_turns where generation_id = tests.id('gen') order by 1 $$,
  $$ values (0, true), (1, true) $$, 'the unfinished turn went; the finished ones stay');
select is((select jsonb_array_length(turns) from public.debate_generations where id = tests.id('gen')), 2,
  'the two finished turns are the debate to save');

select tests.authenticate_as('alice');
select is((public.get_open_generation() ->> 'status'), 'stopped', 'the stopped debate waits to be saved');
select is((public.save_debate(tests.id('gen'), array['Politics'])).stopped_after, 2::smallint,
  'the owner saves it as it is: stopped after two turns');
select is((select count(*)::int from public.debate_turns t join public.debates d on d.id = t.debate_id
            where d.generation_id = tests.id('gen')), 2, 'the saved debate holds the two finished turns');
select is(public.get_open_generation(), null, 'a saved debate is no longer waiting');
select throws_ok($$ select public.discard_generation(tests.id('gen')) $$, 'AG022', 'This debate is already saved.',
  'a saved debate cannot be discarded from the engine');
select tests.as_postgres();
select results_eq($$ select total_debates, free_debates_remaining from public.debate_usage
                     where user_id = tests.get_supabase_uid('alice') $$,
  $$ values (1, 2) $$, 'stopping and saving spent nothing more: the allowance moved once for this debate');

-- A stopped debate is neither judged nor counted on the leaderboard.
select tests.authenticate_as('alice');
select lives_ok($$ select public.share_debate((select id from public.debates where generation_id = tests.id('gen'))) $$,
  'a stopped debate can be shared');
select throws_ok($$ select public.ask_judges((select id from public.debates where generation_id = tests.id('gen'))) $$,
  'AG331', 'Only a completed debate is judged.', 'the judges read only whole debates');
select tests.as_postgres();
select private.refresh_verdict((select id from public.debates where generation_id = tests.id('gen')));
select is((select v.listed from private.debate_verdicts v join public.debates d on d.id = v.debate_id
            where d.generation_id = tests.id('gen')), false, 'a stopped debate is not counted on the leaderboard');

-- -----------------------------------------------------------------------------
-- A runner that goes silent: the debate counts as stopped when read
-- -----------------------------------------------------------------------------
select tests.freeze_time('2026-03-10 12:00:30Z');
select tests.authenticate_as('alice');
select tests.remember('silent', (select generation_id from public.begin_debate(tests.debate_settings('Is a hot dog a sandwich?'))));
select tests.authenticate_as_service_role();
select public.record_generation_turn(tests.id('silent'), 0, pg_temp.turn(0, 'A hot dog is a sandwich.', true));
select public.record_generation_turn(tests.id('silent'), 1, pg_temp.turn(1, 'It is not'));
select tests.freeze_time('2026-03-10 12:01:29Z');
select tests.authenticate_as('alice');
select is((public.get_open_generation() ->> 'status'), 'running', 'a runner that reported within the last minute is still running');
select tests.freeze_time('2026-03-10 12:01:31Z');
select is((public.get_open_generation() ->> 'stopReason'), 'interrupted',
  'a runner silent for longer than generation_stale_seconds counts as stopped (interrupted)');
select is(jsonb_array_length(public.get_open_generation() -> 'turns'), 1, 'its finished turn stays, its unfinished one goes');
select tests.authenticate_as_service_role();
select is(public.record_generation_turn(tests.id('silent'), 1, pg_temp.turn(1, 'It is not, late')), 'stopped',
  'a runner that comes back late is told to stop');

-- -----------------------------------------------------------------------------
-- Discarding
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select lives_ok($$ select public.discard_generation(tests.id('silent')) $$, 'the owner discards their unsaved debate');
select is(public.get_open_generation(), null, 'a discarded debate is no longer offered');

-- -----------------------------------------------------------------------------
-- A whole debate: every turn written, then finished
-- -----------------------------------------------------------------------------
select tests.freeze_time('2026-03-10 12:02:00Z');
select tests.authenticate_as('alice');
select tests.remember('whole', (select generation_id from public.begin_debate(tests.debate_settings('Should zoos exist?', moderator => true))));
select tests.authenticate_as_service_role();
select public.record_generation_turn(tests.id('whole'), 0, jsonb_build_object('role', 'moderator', 'phase', 'opening',
  'text', 'Welcome.', 'summary', 'Welcome.', 'complete', true, 'authorKind', 'demo', 'model', 'gpt-4'));
select public.record_generation_turn(tests.id('whole'), s + 1, pg_temp.turn(s, 'Turn ' || s, true)
                                     || jsonb_build_object('roundIndex', s / 2, 'speakerIndex', s % 2))
  from generate_series(0, 5) s;
select public.record_generation_turn(tests.id('whole'), 7, jsonb_build_object('role', 'moderator', 'phase', 'closing',
  'text', 'Thank you.', 'summary', 'Thank you.', 'complete', true, 'authorKind', 'demo', 'model', 'gpt-4'));
select results_eq($$ select status, generator, jsonb_array_length(turns), moderator_opening, moderator_closing
                      from public.finish_generation(tests.id('whole')) $$,
  $$ values ('completed'::text, 'offline-demo'::text, 6, 'Welcome.'::text, 'Thank you.'::text) $$,
  'a moderated debate with all eight turns is completed, written by the offline demo');
select throws_ok($$ select public.finish_generation(tests.id('whole')) $$, 'AG021', 'This debate generation has already ended.',
  'a debate is finished once');
select tests.authenticate_as('alice');
select is((public.save_debate(tests.id('whole'), array['Ethics'])).stopped_after, null::smallint,
  'a finished debate is saved whole');
select tests.as_postgres();
-- Each stopped debate gave back the turns it did not write (4 and 5): one free debate and three turns in hand.
select results_eq($$ select total_debates, free_debates_remaining, turn_credit::int from public.debate_usage
                     where user_id = tests.get_supabase_uid('alice') $$,
  $$ values (3, 1, 3) $$, 'three debates started, three counted once; the stopped ones'' unwritten turns came back as credit');

select * from finish();
rollback;
