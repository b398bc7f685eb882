-- Community broadcasts: a new notification and read changes go to the
-- recipient's private user topic; poll changes send the audience's aggregate
-- (nobody's own answer) to the debate topic; a hidden response is broadcast
-- without its content or author.
begin;
select plan(16);
select tests.start_empty();
-- Reporters here weigh 1 each, whatever their age (225 proves the trust weights).
update public.app_settings set report_weight_new = 1 where id;

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('dave');
select tests.remember('S', tests.create_debate('alice', 'Is free will an illusion?', shared => true));
select tests.authenticate_as('alice');
select tests.remember('A', (public.post_response(tests.id('S'), 0, 0, substr(tests.turn_text(tests.id('S'), 0, 0), 1, 12), 0, 12, 'Alice notes this.')).id);
select tests.as_postgres();
delete from realtime.messages;

-- =============================================================================
-- Notifications on user:<id>
-- =============================================================================
select tests.authenticate_as('bob');
select tests.remember('B', (public.post_reply(tests.id('A'), 'Bob answers Alice.')).id);
select tests.as_postgres();
select results_eq(
  $$ select topic, private, payload - 'id' from realtime.messages where event = 'notification' $$,
  $$ values ('user:' || tests.get_supabase_uid('alice'), true,
             jsonb_build_object('notification_id', (select id from public.notifications where response_id = tests.id('B')),
                                'kind', 'reply', 'debate_id', tests.id('S'), 'response_id', tests.id('B'), 'unread', 1)) $$,
  'a reply notifies its recipient on her private topic with the new id and unread count');
select is_empty($$ select 1 from realtime.messages where event = 'notification' and topic = 'user:' || tests.get_supabase_uid('bob') $$,
  'nothing is sent to the replier');
select is_empty($$ select 1 from realtime.messages where event = 'notification' and payload::text like '%Bob answers%' $$,
  'the notification message carries no content');

delete from realtime.messages;
select tests.authenticate_as('carol');
select public.post_reply(tests.id('A'), 'Carol too.');
select tests.as_postgres();
select is((select (payload ->> 'unread')::integer from realtime.messages where event = 'notification'), 2,
  'the unread count grows with each notification');

delete from realtime.messages;
select tests.authenticate_as('alice');
select public.mark_notification_read((select id from public.notifications where response_id = tests.id('B')));
select tests.as_postgres();
select results_eq($$ select topic, event, payload - 'id' from realtime.messages $$,
  $$ values ('user:' || tests.get_supabase_uid('alice'), 'unread', '{"unread": 1}'::jsonb) $$,
  'marking one read sends the new unread count');

delete from realtime.messages;
select tests.authenticate_as('alice');
select public.mark_all_notifications_read();
select tests.as_postgres();
select results_eq($$ select event, payload - 'id' from realtime.messages $$,
  $$ values ('unread', '{"unread": 0}'::jsonb) $$,
  'marking all read sends one message with the count at zero');

delete from realtime.messages;
select tests.authenticate_as('alice');
select public.mark_all_notifications_read();
select tests.as_postgres();
select is_empty($$ select 1 from realtime.messages $$, 'marking nothing new read sends nothing');

-- Another user may not receive (or forge) alice's topic: the policy of 000500.
select tests.authenticate_as('bob');
select is_empty(format($$ select 1 from realtime.messages where topic = 'user:%s' $$, tests.get_supabase_uid('alice')),
  'another user cannot read what was sent to alice');
select throws_ok(
  format($$ insert into realtime.messages (topic, extension, event, payload) values ('user:%s', 'broadcast', 'notification', '{}') $$, tests.get_supabase_uid('alice')),
  '42501', null, 'nor send on her topic');

-- =============================================================================
-- Poll on debate:<id>
-- =============================================================================
select tests.as_postgres();
delete from realtime.messages;
select tests.authenticate_as('bob');
select public.record_poll_answer(tests.id('S'), 'before', 'against');
select tests.as_postgres();
select results_eq(
  $$ select topic, payload ->> 'before_against', payload ->> 'respondents', payload ? 'my_before' from realtime.messages where event = 'poll' $$,
  $$ values ('debate:' || tests.id('S'), '1', '0', false) $$,
  'a "before" answer sends the aggregate to the debate topic, without anyone''s own answer');

delete from realtime.messages;
select tests.authenticate_as('bob');
select public.record_poll_answer(tests.id('S'), 'after', 'for');
select tests.as_postgres();
select results_eq(
  $$ select payload ->> 'after_for', payload ->> 'respondents', payload ->> 'gaining_side' from realtime.messages where event = 'poll' $$,
  $$ values ('1', '1', 'for') $$,
  'an "after" answer sends the new split and the gaining side');
select is_empty($$ select 1 from realtime.messages where event = 'poll' and payload::text like '%' || tests.get_supabase_uid('bob') || '%' $$,
  'the poll message names nobody');

delete from realtime.messages;
select tests.authenticate_as('bob');
select public.record_poll_answer(tests.id('S'), 'after', 'for');
select tests.as_postgres();
select is_empty($$ select 1 from realtime.messages where event = 'poll' $$, 'repeating the same answer changes nothing and sends nothing');

-- =============================================================================
-- Hidden responses leave the live feed masked
-- =============================================================================
delete from realtime.messages;
select tests.authenticate_as('bob');
select public.report_response(tests.id('A'), 'spam');
select tests.authenticate_as('carol');
select public.report_response(tests.id('A'), 'spam');
select tests.authenticate_as('dave');
select public.report_response(tests.id('A'), 'spam');
select tests.as_postgres();
select is((select moderation_state::text from public.threaded_responses where id = tests.id('A')), 'hidden', 'three reports hide the response');
select results_eq(
  $$ select payload -> 'record' ->> 'content', payload -> 'record' ->> 'author_id', payload -> 'old_record' ->> 'content',
            payload -> 'old_record' ->> 'author_id'
       from realtime.messages
      where event = 'response' and payload -> 'record' ->> 'moderation_state' = 'hidden' $$,
  $$ values ('', null::text, '', null::text) $$,
  'hiding a response broadcasts it without content or author, old record included');
select is_empty($$ select 1 from realtime.messages where event = 'response' and payload::text like '%Alice notes this%' $$,
  'its content never reaches the debate topic');

select * from finish();
rollback;
