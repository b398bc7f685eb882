-- Reports and moderation: one report per person and item with a reason; at
-- the threshold of distinct reporters the item is hidden for everyone but its
-- author; moderators (granted by the service role only) restore or remove it;
-- a removed item stays removed.
begin;
select plan(78);
select tests.start_empty();
-- Every reporter weighs 1 here (the rule this file proves counts reporters); 11-reports-moderation.trust proves the weights.
update public.app_settings set report_weight_new = 1 where id;

select tests.freeze_time('2026-06-01 10:00Z');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('dave');
select tests.create_supabase_user('erin');
select tests.create_supabase_user('mia');
select tests.remember('S', tests.create_debate('carol', 'Carol shared', shared => true));
select tests.remember('P', tests.create_debate('carol', 'Carol private'));
select tests.authenticate_as('carol');
select tests.remember('R', (public.post_response(tests.id('S'), 0, 0, 'Round 0', 0, 7, 'Carol says something rude.')).id);
select tests.authenticate_as('erin');
select tests.remember('E', (public.post_response(tests.id('S'), 0, 1, 'Round 0', 0, 7, 'Erin says something calm.')).id);
select tests.as_postgres();

-- =============================================================================
-- Reporting
-- =============================================================================
select is((select report_hide_threshold from public.app_settings), 3, 'three distinct reporters hide an item by default');

select tests.clear_authentication();
select throws_ok($$ select public.report_response(tests.id('R'), 'spam') $$, 'AG170', 'Please sign in to report content.',
  'a visitor cannot report');

select tests.authenticate_as('alice');
select throws_ok($$ select public.report_response(tests.id('R'), 'rude') $$, 'AG171',
  'Choose a reason: spam, harassment, off_topic or other.', 'the reason is one of the four');
select throws_ok($$ select public.report_response(tests.id('R'), 'other') $$, 'AG171', 'Please describe the problem.',
  '"other" needs a description');
select throws_ok($$ select public.report_response(tests.id('R'), 'other', '   ') $$, 'AG171', 'Please describe the problem.',
  'a blank description is no description');
select throws_ok($$ select public.report_response(tests.id('R'), 'other', repeat('x', 1001)) $$, 'AG171',
  'A report''s description is limited to 1000 characters.', 'a description is at most 1000 characters');
select throws_ok($$ select public.report_debate(tests.id('P'), 'spam') $$, 'AG173', 'That content no longer exists.',
  'another user''s private debate cannot be reported (it is not there for them)');
select throws_ok($$ select public.report_response(gen_random_uuid(), 'spam') $$, 'AG173', 'That content no longer exists.',
  'an unknown response cannot be reported');
select throws_ok($$ select public.report_response(null, 'spam') $$, 'AG173', 'That content no longer exists.',
  'nor a missing one');
select tests.authenticate_as('carol');
select throws_ok($$ select public.report_response(tests.id('R'), 'spam') $$, 'AG174', 'You cannot report your own content.',
  'nobody reports their own response');
select throws_ok($$ select public.report_debate(tests.id('S'), 'spam') $$, 'AG174', 'You cannot report your own content.',
  'or their own debate');

select tests.authenticate_as('alice');
select results_eq($$ select debate_id, response_id, reporter_id, reason::text, details from public.report_response(tests.id('R'), 'harassment', '  Insults the speaker.  ') $$,
  $$ values (tests.id('S'), tests.id('R'), tests.get_supabase_uid('alice'), 'harassment', 'Insults the speaker.') $$,
  'a report records the item, its debate, the reporter, the reason and the trimmed description');
select throws_ok($$ select public.report_response(tests.id('R'), 'spam') $$, 'AG172', 'You have already reported this.',
  'a person reports an item once');
select tests.authenticate_as('bob');
select lives_ok($$ select public.report_response(tests.id('R'), 'spam') $$, 'a second person reports it');
select tests.as_postgres();
select is((select moderation_state::text from public.threaded_responses where id = tests.id('R')), 'visible',
  'two reporters are below the threshold: still visible');

select tests.authenticate_as('dave');
select lives_ok($$ select public.report_response(tests.id('R'), 'other', 'Personal attack.') $$, 'a third person reports it');
select tests.as_postgres();
select is((select moderation_state::text from public.threaded_responses where id = tests.id('R')), 'hidden',
  'at three distinct reporters the response is hidden pending review');

-- =============================================================================
-- Hidden: gone for everyone but its author
-- =============================================================================
select tests.authenticate_as('erin');
select is_empty($$ select 1 from public.threaded_responses where id = tests.id('R') $$, 'a fourth reader no longer sees it');
select throws_ok($$ select public.post_reply(tests.id('R'), 'Erin replies anyway') $$, 'AG064',
  'The response you are replying to no longer exists.', 'nor can reply to it');
select throws_ok($$ select public.report_response(tests.id('R'), 'spam') $$, 'AG173', 'That content no longer exists.',
  'nor report it again');
select tests.authenticate_as('alice');
select is_empty($$ select 1 from public.threaded_responses where id = tests.id('R') $$, 'nor do its reporters');
select tests.clear_authentication();
select is_empty($$ select 1 from public.threaded_responses where id = tests.id('R') $$, 'nor do visitors');
select tests.authenticate_as('carol');
select results_eq($$ select content, moderation_state::text from public.threaded_responses where id = tests.id('R') $$,
  $$ values ('Carol says something rude.', 'hidden') $$, 'its author still sees it, marked hidden');
select lives_ok($$ select public.post_reply(tests.id('R'), 'Carol explains herself.') $$, 'and may still reply under it');

-- A debate is hidden the same way (threshold from app_settings, 2 here).
select tests.as_postgres();
update public.app_settings set report_hide_threshold = 2;
select tests.freeze_time('2026-06-01 11:00Z');
select tests.authenticate_as('alice');
select public.report_debate(tests.id('S'), 'off_topic');
select tests.as_postgres();
select is((select moderation_state::text from public.debates where id = tests.id('S')), 'visible', 'one report does not hide it');
select tests.authenticate_as('erin');
select public.report_debate(tests.id('S'), 'spam');
select tests.as_postgres();
select is((select moderation_state::text from public.debates where id = tests.id('S')), 'hidden',
  'the threshold in app_settings hides the debate at two reporters');
select tests.clear_authentication();
select is_empty($$ select 1 from public.debates where id = tests.id('S') $$, 'a visitor no longer reads the hidden debate');
select is_empty($$ select 1 from public.public_debates where id = tests.id('S') $$, 'nor finds it in public_debates');
select is_empty($$ select 1 from public.debate_turns where debate_id = tests.id('S') $$, 'nor its turns');
select is_empty($$ select 1 from public.threaded_responses where debate_id = tests.id('S') $$, 'nor its responses');
select throws_ok($$ select public.record_debate_view(tests.id('S'), '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b') $$, 'AG030',
  'Debate not found', 'nor counts a view of it');
select tests.authenticate_as('bob');
select is_empty($$ select 1 from public.debates where id = tests.id('S') $$, 'another user no longer reads it');
select throws_ok($$ select public.post_response(tests.id('S'), 0, 0, 'Round 0', 0, 7, 'Bob on a hidden debate') $$, 'AG030',
  'Debate not found', 'nor responds to it');
select throws_ok($$ select public.toggle_star(tests.id('S')) $$, 'AG030', 'Debate not found', 'nor stars it');
select throws_ok($$ select public.cast_vote(tests.id('S'), -1) $$, 'AG030', 'Debate not found', 'nor votes on it');
select tests.authenticate_as('carol');
select results_eq($$ select moderation_state::text from public.debates where id = tests.id('S') $$, $$ values ('hidden') $$,
  'its author still reads it, marked hidden');

-- =============================================================================
-- Moderators: granted by the service role only
-- =============================================================================
select tests.authenticate_as('alice');
select throws_ok($$ insert into public.moderators (user_id) values (tests.get_supabase_uid('alice')) $$, '42501', null,
  'a user cannot make themselves a moderator');
select throws_ok($$ select * from public.list_reported_items() $$, 'AG175', 'Only moderators can review reports.',
  'a user who is not a moderator cannot list reports');
select throws_ok($$ select public.restore_reported_item('response', tests.id('R')) $$, 'AG175', 'Only moderators can review reports.',
  'nor restore');
select throws_ok($$ select public.remove_reported_item('response', tests.id('E')) $$, 'AG175', 'Only moderators can review reports.',
  'nor remove');
select is(public.is_moderator(), false, 'is_moderator() says no');
select tests.clear_authentication();
select throws_ok($$ select * from public.list_reported_items() $$, '42501', null, 'a visitor cannot call moderator functions');
select throws_ok($$ select * from public.moderators $$, '42501', null, 'nor see who moderates');

select tests.authenticate_as_service_role();
select lives_ok($$ insert into public.moderators (user_id) values (tests.get_supabase_uid('mia')) $$, 'the service role grants moderation');

select tests.authenticate_with_second_factor('mia');
select is(public.is_moderator(), true, 'is_moderator() says yes to a moderator');
select throws_ok($$ insert into public.moderators (user_id) values (tests.get_supabase_uid('alice')) $$, '42501', null,
  'a moderator cannot appoint another');
select results_eq($$ select user_id from public.moderators $$, $$ values (tests.get_supabase_uid('mia')) $$,
  'a moderator sees only their own moderator row');
select results_eq(
  $$ select item_type, item_id, debate_id, response_id, moderation_state::text, author_id, report_count,
            (select array_agg(e ->> 'reason' order by e ->> 'reason') from jsonb_array_elements(reports) e)
       from public.list_reported_items() $$,
  $$ values ('debate', tests.id('S'), tests.id('S'), null::uuid, 'hidden', tests.get_supabase_uid('carol'), 2, array['off_topic', 'spam']),
            ('response', tests.id('R'), tests.id('S'), tests.id('R'), 'hidden', tests.get_supabase_uid('carol'), 3,
             array['harassment', 'other', 'spam']) $$,
  'a moderator lists the reported items, most recently reported first, with their reports'
);
select results_eq(
  $$ select e ->> 'reporter_id', e ->> 'details' from public.list_reported_items() i, jsonb_array_elements(i.reports) e
      where i.item_id = tests.id('R') and e ->> 'reason' = 'other' $$,
  $$ values (tests.get_supabase_uid('dave')::text, 'Personal attack.') $$, 'each report names its reporter and description');
select results_eq(
  $$ select item_id from public.list_reported_items(
       (select last_reported_at from public.list_reported_items(p_limit => 1)), tests.id('S'), 1) $$,
  $$ values (tests.id('R')) $$, 'the queue pages by the last row''s cursor');
select throws_ok($$ select * from public.list_reported_items(p_limit => 101) $$, 'AG176', 'A page holds 1 to 100 reported items.',
  'a page holds at most 100');
select throws_ok($$ select public.restore_reported_item('thread', tests.id('R')) $$, 'AG176', 'The item type is debate, response or turn.',
  'the item type is debate or response');
select throws_ok($$ select public.restore_reported_item('response', gen_random_uuid()) $$, 'AG173', 'That content no longer exists.',
  'an unknown item cannot be restored');

-- Restore: reports cleared, visible again.
select is(public.restore_reported_item('response', tests.id('R'))::text, 'visible', 'a moderator restores the response');
select tests.as_postgres();
select is((select moderation_state::text from public.threaded_responses where id = tests.id('R')), 'visible',
  'it is visible again');
select is((select count(*)::integer from public.reports where response_id = tests.id('R')), 0, 'its reports are cleared');

-- Remove: for good, and the author is told.
select tests.authenticate_with_second_factor('mia');
select is(public.remove_reported_item('debate', tests.id('S'))::text, 'removed', 'a moderator removes the debate');
select results_eq($$ select item_id from public.list_reported_items() $$, $$ select null::uuid where false $$,
  'removed items leave the queue');
select is(public.remove_reported_item('debate', tests.id('S'))::text, 'removed', 'removing twice changes nothing');
select throws_ok($$ select public.restore_reported_item('debate', tests.id('S')) $$, 'AG177',
  'This was removed by a moderator and cannot be changed or shared again.', 'a removed item stays removed');
select tests.authenticate_as('carol');
select results_eq($$ select kind::text, debate_id, response_id, actor_name from public.list_notifications(p_limit => 1) $$,
  $$ values ('item_removed', tests.id('S'), null::uuid, null::text) $$, 'the author is notified of the removal');
select lives_ok($$ select public.share_debate(tests.id('S')) $$, 'sharing the removed debate again is a no-op');
select tests.authenticate_as('carol');
select is((select debate_topic from public.list_notifications(p_limit => 1)), 'Carol shared',
  'the author''s notification names their removed debate');
select tests.clear_authentication();
select is_empty($$ select 1 from public.debates where id = tests.id('S') $$, 'it stays invisible to everyone else');
select tests.as_postgres();
update public.debates set is_public = false, shared_at = null where id = tests.id('S');
select tests.authenticate_as('carol');
select throws_ok($$ select public.share_debate(tests.id('S')) $$, 'AG177',
  'This was removed by a moderator and cannot be changed or shared again.', 'once unshared, it cannot be shared again');

select tests.authenticate_with_second_factor('mia');
select public.remove_reported_item('response', tests.id('E'));
select tests.as_postgres();
select throws_ok($$ update public.threaded_responses set content = 'Erin edits it back' where id = tests.id('E') $$, 'AG177', null,
  'a removed response cannot be edited back (not even by the rule functions'' owner)');
select is((select kind::text from public.notifications where user_id = tests.get_supabase_uid('erin')), 'item_removed',
  'removing a response notifies its author too');
select tests.authenticate_with_second_factor('mia');
select public.remove_reported_item('response', tests.id('R'));
select tests.authenticate_as('carol');
select throws_ok($$ select public.edit_response(tests.id('R'), 'Carol rewrites it.') $$, 'AG177',
  'This was removed by a moderator and cannot be changed or shared again.', 'its author cannot edit a removed response');
select is(public.delete_response(tests.id('R')), 'placeholder',
  'but may still delete it (it has a reply, so a "[deleted]" placeholder stays)');

-- =============================================================================
-- Nobody forges reports, moderation or moderator rights
-- =============================================================================
select tests.authenticate_as('alice');
select results_eq($$ select distinct reporter_id from public.reports $$, $$ values (tests.get_supabase_uid('alice')) $$,
  'a reporter reads only their own reports');
select throws_ok($$ insert into public.reports (debate_id, reporter_id, reason) values (tests.id('S'), tests.get_supabase_uid('alice'), 'spam') $$,
  '42501', null, 'a user cannot insert reports directly (or in someone else''s name)');
select throws_ok($$ delete from public.reports $$, '42501', null, 'nor delete them');
select throws_ok($$ update public.threaded_responses set moderation_state = 'visible' $$, '42501', null,
  'nor change an item''s moderation state');
select tests.clear_authentication();
select throws_ok($$ select * from public.reports $$, '42501', null, 'a visitor cannot read reports');
select tests.authenticate_as_service_role();
select throws_ok($$ update public.threaded_responses set moderation_state = 'hidden' where id = tests.response_id('Carol explains herself.') $$, '42501', null,
  'even the service role cannot write a moderation state directly');
select throws_ok($$ insert into public.reports (debate_id, reporter_id, reason) values (tests.id('S'), tests.get_supabase_uid('alice'), 'spam') $$,
  '42501', null, 'nor forge reports');
select lives_ok($$ delete from public.moderators where user_id = tests.get_supabase_uid('mia') $$, 'the service role revokes moderation');
select tests.authenticate_with_second_factor('mia');
select throws_ok($$ select * from public.list_reported_items() $$, 'AG175', null, 'and the former moderator is refused at once');

select * from finish();
rollback;
