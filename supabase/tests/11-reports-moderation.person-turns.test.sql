-- A person's turn reported and moderated on its own, like a response: who may report it (not a
-- visitor, not its author, once per person; not a model's turn, which goes with its debate), hidden
-- at the threshold for everyone (its place reads as hidden), in the moderators' queue as a turn,
-- restored or removed by a moderator who is not its author; the service role reports nothing.
begin;
select plan(22);
select tests.start_empty();
update public.app_settings set report_weight_new = 1, report_hide_threshold = 2 where id;
select tests.freeze_time('2026-06-01 10:00Z');

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('dave');
select tests.create_supabase_user('mia');

-- Alice (First Speaker) and bob (Second Speaker) debated; alice saved and shared it. Bob's turns are his, a model wrote none.
select tests.authenticate_as('alice');
select tests.remember('ch', (select generation_id from public.open_challenge(tests.debate_settings('Should homework be banned?'), 0, true)));
select tests.authenticate_as('bob');
select public.take_challenge(tests.id('ch'));
select tests.as_postgres();
select tests.remember('D', tests.create_debate('alice', 'Should homework be banned?', shared => true));
update public.debates set generation_id = tests.id('ch') where id = tests.id('D');
update public.debate_turns set author_kind = case when speaker_index = 1 then 'person' else 'model' end where debate_id = tests.id('D');
select tests.remember('T', (select id from public.debate_turns where debate_id = tests.id('D') and round_index = 0 and speaker_index = 1));
select tests.remember('M', (select id from public.debate_turns where debate_id = tests.id('D') and round_index = 0 and speaker_index = 0));
insert into public.moderators (user_id) values (tests.get_supabase_uid('mia'));

-- Reporting
select tests.clear_authentication();
select throws_ok($$ select public.report_turn(tests.id('T'), 'spam') $$, 'AG170', 'Please sign in to report content.', 'a visitor cannot report a turn');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.report_turn(tests.id('T'), 'spam') $$, '42501', null,
  'nor the service role, on nobody''s behalf');
select tests.authenticate_as('bob');
select throws_ok($$ select public.report_turn(tests.id('T'), 'spam') $$, 'AG174', 'You cannot report your own content.',
  'bob cannot report his own turn');
select tests.authenticate_as('carol');
select throws_ok($$ select public.report_turn(tests.id('M'), 'spam') $$, 'AG180',
  'Only a person''s turn is reported on its own: report the debate for a model''s.', 'a model''s turn goes with its debate');
select lives_ok($$ select public.report_turn(tests.id('T'), 'harassment') $$, 'carol reports bob''s turn');
select throws_ok($$ select public.report_turn(tests.id('T'), 'spam') $$, 'AG172', 'You have already reported this.', 'once');
select lives_ok($$ select public.report_debate(tests.id('D'), 'spam') $$, 'reporting the turn is not reporting the debate: she still may');
select is((select count(*)::int from public.debate_turns where id = tests.id('T')), 1, 'one report: the turn is still read');
select is((select moderation_state::text from public.debates where id = tests.id('D')), 'visible', 'and the debate is untouched');

select tests.authenticate_as('dave');
select lives_ok($$ select public.report_turn(tests.id('T'), 'spam') $$, 'dave reports it too');
select is((select count(*)::int from public.debate_turns where id = tests.id('T')), 0, 'at the threshold the turn is read by nobody');
select is((select public.hidden_turns(d) from public.debates_with_tallies d where d.id = tests.id('D')),
  '[{"round": 0, "speaker": 1, "state": "hidden"}]'::jsonb, 'its place says it is hidden');
select tests.authenticate_as('bob');
select is((select count(*)::int from public.debate_turns where id = tests.id('T')), 0, 'not even by its author');
select tests.clear_authentication();
select ok(public.debate_page(tests.id('D')) -> 'turns' @> '[{"round": 0, "speaker": 0}]'::jsonb
          and not public.debate_page(tests.id('D')) -> 'turns' @> '[{"round": 0, "speaker": 1}]'::jsonb,
  'the public page skips the hidden turn and keeps the others');

-- Moderating
select tests.authenticate_with_second_factor('mia');
select results_eq(
  $$ select item_type, item_id, author_name, report_count from public.list_reported_items() where item_type = 'turn' $$,
  $$ values ('turn'::text, tests.id('T'), 'Bob Okafor'::text, 2) $$,
  'the moderators'' queue shows the turn with its author and reports');
select is((select report_count from public.list_reported_items() where item_type = 'debate'), 1,
  'apart from the debate''s own report');
select is(public.restore_reported_item('turn', tests.id('T'))::text, 'visible', 'mia restores the turn');
select is((select count(*)::int from public.reports where turn_id = tests.id('T')), 0, 'its reports are cleared');
select tests.as_postgres();
select is((select count(*)::int from public.reports where debate_id = tests.id('D')), 1, 'the debate''s report stays');

-- A moderator does not judge their own turn.
insert into public.moderators (user_id) values (tests.get_supabase_uid('bob'));
select tests.authenticate_as('carol');
select public.report_turn(tests.id('T'), 'spam');
select tests.authenticate_with_second_factor('bob');
select throws_ok($$ select public.remove_reported_item('turn', tests.id('T')) $$, 'AG179',
  'Another moderator reviews reports about your own content.', 'bob cannot remove his own turn');
select tests.authenticate_with_second_factor('mia');
select is(public.remove_reported_item('turn', tests.id('T'))::text, 'removed', 'mia removes it for good');
select tests.as_postgres();
select is((select kind::text from public.notifications where user_id = tests.get_supabase_uid('bob')), 'item_removed',
  'bob is told a moderator removed his content');

select * from finish();
rollback;
