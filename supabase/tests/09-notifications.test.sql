-- Notifications: created by the database when someone responds to your debate,
-- replies to your response, or your shared debate crosses a vote milestone;
-- never for your own actions; read and marked only by their recipient; nobody
-- can write one directly.
begin;
select plan(40);
select tests.start_empty();

select tests.create_supabase_user('alice', metadata => '{"display_name":"Alice Moreau"}');
select tests.create_supabase_user('bob', metadata => '{"display_name":"Bob Stone"}');
select tests.create_supabase_user('carol');
select tests.remember('S', tests.create_debate('alice', 'Alice shared', shared => true, shared_at => '2026-04-01 09:00Z'));

-- =============================================================================
-- Responses and replies
-- =============================================================================
select tests.freeze_time('2026-04-01 10:00Z');
select tests.authenticate_as('alice');
select public.post_response(tests.id('S'), 0, 0, 'Round 0', 0, 7, 'Alice on her own debate.');
select tests.as_postgres();
select is((select count(*)::integer from public.notifications), 0, 'responding to one''s own debate notifies nobody');

select tests.freeze_time('2026-04-01 10:01Z');
select tests.authenticate_as('bob');
select tests.remember('bob response', (public.post_response(tests.id('S'), 0, 0, 'Round 0', 0, 7, 'Bob answers Alice.')).id);
select tests.authenticate_as('alice');
select results_eq(
  $$ select kind::text, debate_id, response_id, actor_name, debate_topic, milestone, created_at, read_at from public.list_notifications() $$,
  $$ values ('response', tests.id('S'), tests.id('bob response'), 'Bob Stone', 'Alice shared', null::integer,
             '2026-04-01 10:01Z'::timestamptz, null::timestamptz) $$,
  'a response to alice''s debate notifies alice with what opens the debate at that response'
);
select is(public.unread_notification_count(), 1, 'alice has one unread notification');

select tests.freeze_time('2026-04-01 10:02Z');
select tests.remember('alice reply', (public.post_reply(tests.id('bob response'), 'Alice replies to Bob.')).id);
select tests.authenticate_as('bob');
select results_eq(
  $$ select kind::text, response_id, actor_name from public.list_notifications() $$,
  $$ values ('reply', tests.id('alice reply'), 'Alice Moreau') $$,
  'a reply notifies the author of the response replied to (not the debate''s author again)'
);
select tests.freeze_time('2026-04-01 10:03Z');
select public.post_reply(tests.id('alice reply'), 'Bob answers his own thread.');
select public.post_reply(tests.id('bob response'), 'Bob replies to himself.');
select tests.authenticate_as('alice');
select results_eq(
  $$ select kind::text, actor_name from public.list_notifications() $$,
  $$ values ('reply', 'Bob Stone'), ('response', 'Bob Stone') $$,
  'bob''s reply to alice''s reply notifies alice, newest first; his reply to himself notifies nobody'
);
select tests.authenticate_as('bob');
select is(public.unread_notification_count(), 1, 'replying to oneself adds nothing to one''s own bell');

select tests.as_postgres();
update auth.users set raw_user_meta_data = raw_user_meta_data || '{"display_name":"Robert Stone"}'
 where id = tests.get_supabase_uid('bob');
select tests.authenticate_as('alice');
select is((select array_agg(distinct actor_name) from public.list_notifications()), array['Robert Stone'],
  'the actor is shown under their current name');

-- =============================================================================
-- Vote milestones (10, 100, 1000 by default; tuned to 2 and 3 here)
-- =============================================================================
select tests.as_postgres();
select is((select vote_milestones from public.app_settings), array[10, 100, 1000], 'milestones are 10, 100 and 1000 by default');
update public.app_settings set vote_milestones = '{2,3}';
select tests.freeze_time('2026-04-01 11:00Z');
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('S'), 1);
select tests.authenticate_as('alice');
select results_eq(
  $$ select kind::text, debate_id, response_id, actor_name, milestone from public.list_notifications(p_limit => 1) $$,
  $$ values ('vote_milestone', tests.id('S'), null::uuid, null::text, 2) $$,
  'crossing 2 upvotes notifies the author, with no actor'
);
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('S'), 0);
select public.cast_vote(tests.id('S'), -1);
select public.cast_vote(tests.id('S'), 1);
select tests.as_postgres();
select is((select count(*)::integer from public.notifications where kind = 'vote_milestone'), 1,
  'falling below a milestone and rising again does not notify again');
select tests.authenticate_as('carol');
select public.cast_vote(tests.id('S'), 1);
select tests.as_postgres();
select is((select array_agg(milestone order by milestone) from public.notifications where kind = 'vote_milestone'), array[2, 3],
  'the next milestone is announced when it is crossed');

update public.app_settings set vote_milestones = '{10,100,1000}';
select tests.remember('S2', tests.create_debate('carol', 'Carol shared', shared => true));
do $$
begin
  for i in 1..9 loop
    perform tests.create_supabase_user('voter' || i);
    perform tests.authenticate_as('voter' || i);
    perform public.cast_vote(tests.id('S2'), 1);
  end loop;
  perform tests.as_postgres();
end
$$;
select results_eq(
  $$ select user_id, milestone from public.notifications where debate_id = tests.id('S2') $$,
  $$ values (tests.get_supabase_uid('carol'), 10) $$,
  'the tenth upvote of a shared debate notifies its author once'
);

-- =============================================================================
-- Reading, paging, marking read
-- =============================================================================
select tests.authenticate_as('alice');
select is(public.unread_notification_count(), 4, 'alice has four unread notifications');
select is((select count(*)::integer from public.list_notifications(p_limit => 100)), 4, 'and lists four');
select tests.remember('page1 last', (select id from public.list_notifications(p_limit => 2) offset 1));
select results_eq(
  $$ select id from public.list_notifications(
       (select created_at from public.notifications where id = tests.id('page1 last')), tests.id('page1 last'), 2) $$,
  $$ select id from public.list_notifications(p_limit => 100) offset 2 $$,
  'the next page continues after the cursor, newest first, without gaps or repeats'
);
select throws_ok($$ select * from public.list_notifications(p_limit => 0) $$, 'AG151', 'A page holds 1 to 100 notifications.',
  'a page of 0 is refused');
select throws_ok($$ select * from public.list_notifications(p_before_id => tests.id('S')) $$, 'AG151',
  'A page cursor needs the last row''s created_at and id.', 'half a cursor is refused');

select tests.remember('alice first', (select id from public.list_notifications(p_limit => 100) order by created_at limit 1));
select tests.freeze_time('2026-04-01 12:00Z');
select is(public.mark_notification_read(tests.id('alice first')), 3, 'marking one read returns the unread count left');
select is((select read_at from public.list_notifications(p_limit => 100) where id = tests.id('alice first')),
  '2026-04-01 12:00Z'::timestamptz, 'it is stamped read with the rules'' clock');
select tests.freeze_time('2026-04-01 12:05Z');
select is(public.mark_notification_read(tests.id('alice first')), 3, 'marking it again changes nothing');
select is((select read_at from public.notifications where id = tests.id('alice first')), '2026-04-01 12:00Z'::timestamptz,
  'and keeps the first read time');

select tests.authenticate_as('bob');
select throws_ok($$ select public.mark_notification_read(tests.id('alice first')) $$, 'AG150', 'Notification not found.',
  'another user cannot mark alice''s notification');
select is(public.mark_all_notifications_read(), 1, 'mark all read marks only the caller''s own');
select is(public.unread_notification_count(), 0, 'bob has nothing unread now');
select tests.authenticate_as('alice');
select is(public.unread_notification_count(), 3, 'alice''s notifications are untouched by bob''s mark all');
select is(public.mark_all_notifications_read(), 3, 'alice marks her three read');

-- =============================================================================
-- Nobody reads or forges another's notifications
-- =============================================================================
select tests.authenticate_as('bob');
select results_eq($$ select user_id from public.notifications group by user_id $$,
  $$ values (tests.get_supabase_uid('bob')) $$, 'bob''s table reads return his own notifications only');
select is_empty($$ select 1 from public.list_notifications(p_limit => 100) where id = tests.id('alice first') $$,
  'nor does his list show alice''s');
select throws_ok(
  $$ insert into public.notifications (user_id, kind, debate_id, actor_id)
     values (tests.get_supabase_uid('alice'), 'response', tests.id('S'), tests.get_supabase_uid('bob')) $$,
  '42501', null, 'a user cannot insert (forge) a notification');
select throws_ok($$ update public.notifications set read_at = null $$, '42501', null, 'a user cannot update notifications directly');
select throws_ok($$ update public.notifications set user_id = tests.get_supabase_uid('bob') $$, '42501', null,
  'nor reassign one to themselves');
select throws_ok($$ delete from public.notifications $$, '42501', null, 'nor delete them');

select tests.clear_authentication();
select throws_ok($$ select * from public.notifications $$, '42501', null, 'a visitor cannot read notifications');
select throws_ok($$ select * from public.list_notifications() $$, '42501', null, 'a visitor has no notification list');
select throws_ok($$ select public.unread_notification_count() $$, '42501', null, 'nor an unread count (no bell)');
select throws_ok(
  $$ insert into public.notifications (user_id, kind, debate_id) values (tests.get_supabase_uid('alice'), 'vote_milestone', tests.id('S')) $$,
  '42501', null, 'a visitor cannot forge a notification');

select tests.authenticate_as_service_role();
select ok((select count(*) from public.notifications) > 0, 'the service role can read notifications (operators, live feed)');
select throws_ok(
  $$ insert into public.notifications (user_id, kind, debate_id, milestone) values (tests.get_supabase_uid('alice'), 'vote_milestone', tests.id('S'), 5) $$,
  '42501', null, 'even the service role cannot insert a notification: only the rules create them');
select throws_ok($$ update public.notifications set read_at = now() $$, '42501', null, 'nor update one');

select tests.authenticate_as('alice');
select public.unshare_debate(tests.id('S'));
select tests.authenticate_as('bob');
select results_eq($$ select kind::text, debate_topic from public.list_notifications() $$, $$ values ('reply', null::text) $$,
  'once the debate is no longer visible to the recipient, the notification stays but no longer shows its topic');

select * from finish();
rollback;
