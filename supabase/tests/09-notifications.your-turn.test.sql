-- "Your turn" in the bell: a debate between people writes a notification for the person whose turn
-- comes next, pointing at the floor debate (its generation, no saved debate yet); its recipient reads
-- it with the topic and marks it read like any other; another user, a visitor and the service role
-- cannot read it through the API nor write one; a debate against a model writes none.
begin;
select plan(17);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.create_supabase_user('carol', 'carol@agora.test');
select tests.freeze_time('2026-03-10 12:00:00Z');

-- Alice opens as Second Speaker; bob takes the First Speaker's seat: the first turn is his.
select tests.authenticate_as('alice');
select tests.remember('ch', (select generation_id from public.open_challenge(tests.debate_settings('Should homework be banned?'), 1, true)));
select is(public.unread_notification_count(), 0, 'an open challenge tells nobody anything yet');
select tests.authenticate_as('bob');
select lives_ok(format($$ select public.take_challenge(%L) $$, tests.id('ch')), 'bob takes the challenge');

select results_eq(
  $$ select kind::text, debate_id, generation_id, debate_topic, read_at from public.list_notifications() $$,
  format($$ values ('your_turn', null::uuid, %L::uuid, 'Should homework be banned?', null::timestamptz) $$, tests.id('ch')),
  'bob''s notification points at the floor debate, with its topic'
);
select is(public.unread_notification_count(), 1, 'and counts as unread');

-- Not for anyone else.
select tests.authenticate_as('alice');
select is((select count(*)::int from public.list_notifications()), 0, 'alice, whose turn it is not, has none');
select tests.authenticate_as('carol');
select is((select count(*)::int from public.list_notifications()), 0, 'nor does another user');
select is((select count(*)::int from public.notifications), 0, 'who reads no row of the table either');
select throws_ok(format($$ select public.mark_notification_read(%L) $$,
                        (select id from public.notifications where kind::text = 'your_turn' limit 1)),
  'AG150', 'Notification not found.', 'nor marks bob''s read');
select tests.clear_authentication();
select throws_ok($$ select * from public.list_notifications() $$, '42501', null, 'a visitor reads no notifications');
select tests.authenticate_as_service_role();
select throws_ok($$ select * from public.list_notifications() $$, '42501', null, 'the service role has no notifications of its own to list');
select throws_ok(format($$ insert into public.notifications (user_id, kind, generation_id) values (%L, 'your_turn', %L) $$,
                        tests.get_supabase_uid('carol'), tests.id('ch')),
  '42501', null, 'nor writes one');

-- Bob marks it read like any other; his turn passes to alice, who is told in turn.
select tests.authenticate_as('bob');
select is(public.mark_notification_read((select id from public.list_notifications() limit 1)), 0, 'bob marks it read');
select lives_ok(format($$ select public.submit_person_turn(%L, 0, %L) $$, tests.id('ch'),
  'Homework crowds out sleep and play, and the studies of primary schools find no gain in what children learn from it.'),
  'bob writes his opening');
select tests.authenticate_as('alice');
select results_eq(
  $$ select kind::text, generation_id, debate_topic from public.list_notifications() $$,
  format($$ values ('your_turn', %L::uuid, 'Should homework be banned?') $$, tests.id('ch')),
  'now alice is told it is her turn'
);

-- A notification points at a saved debate or a floor debate; "your turn" only at a floor debate.
select tests.as_postgres();
select throws_ok(format($$ insert into public.notifications (user_id, kind, generation_id) values (%L, 'response', %L) $$,
                        tests.get_supabase_uid('carol'), tests.id('ch')),
  '23514', null, 'only "your turn" points at a floor debate');
select throws_ok(format($$ insert into public.notifications (user_id, kind) values (%L, 'vote_milestone') $$, tests.get_supabase_uid('carol')),
  '23514', null, 'a notification points somewhere');

-- Against a model the person is on the page: no notification.
select tests.authenticate_as('carol');
select public.begin_debate_as(tests.debate_settings('Is chess a sport?'), 0);
select is(public.unread_notification_count(), 0, 'a debate against a model writes no "your turn" notification');

select * from finish();
rollback;
