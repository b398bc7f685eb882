-- A click acts on what the person meant: set_star stars or unstars whatever the state was (a
-- stale "Star" button never un-stars); and the person's own topic takes what their tabs send
-- about them, from them alone.
begin;
select plan(14);
select tests.start_empty();
select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.remember('S', tests.create_debate('bob', shared => true));
select tests.remember('P', tests.create_debate('bob', 'Bob private'));

select tests.authenticate_as('alice');
select is(public.set_star(tests.id('S'), true), true, 'the owner of the list stars a shared debate');
select is(public.set_star(tests.id('S'), true), true, 'starring again (a stale button in another tab) keeps it starred');
select is((select count(*)::int from public.stars where user_id = tests.get_supabase_uid('alice')), 1, 'one star, not two, not none');
select is(public.set_star(tests.id('S'), false), false, 'unstarring removes it');
select is(public.set_star(tests.id('S'), false), false, 'unstarring again changes nothing');
select throws_ok($$ select public.set_star(tests.id('P'), true) $$, 'AG030', 'Debate not found',
  'another user''s private debate cannot be starred (it does not exist for them)');
select throws_ok($$ select public.set_star(tests.id('S'), null) $$, 'AG052', 'Say whether to star the debate.',
  'the intent is required');
select tests.authenticate_as('bob');
select is(public.set_star(tests.id('P'), true), true, 'the owner stars their own private debate');
select tests.clear_authentication();
select throws_ok($$ select public.set_star(tests.id('S'), true) $$, 'AG050', 'Please sign in to star debates.',
  'a visitor is asked to sign in');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.set_star(tests.id('S'), true) $$, '42501', null, 'the service role has no list of its own');

-- The person's own topic: only they may send on it.
select tests.authenticate_as('alice');
select lives_ok(
  $$ insert into realtime.messages (topic, extension, event, payload, private)
     values ('user:' || tests.get_supabase_uid('alice'), 'broadcast', 'my_star', '{"starred": true}', true) $$,
  'a person may send on their own topic (their other tabs hear it)');
select throws_ok(
  $$ insert into realtime.messages (topic, extension, event, payload, private)
     values ('user:' || tests.get_supabase_uid('bob'), 'broadcast', 'my_star', '{"starred": true}', true) $$,
  '42501', null, 'nobody sends on another person''s topic');
select throws_ok(
  $$ insert into realtime.messages (topic, extension, event, payload, private)
     values ('debate:' || tests.id('S'), 'broadcast', 'poll', '{}', true) $$,
  '42501', null, 'nor on a debate''s topic (the database alone speaks there)');
select tests.clear_authentication();
select throws_ok(
  $$ insert into realtime.messages (topic, extension, event, payload, private)
     values ('user:' || tests.get_supabase_uid('alice'), 'broadcast', 'my_star', '{}', true) $$,
  '42501', null, 'a visitor sends on no one''s topic');

select * from finish();
rollback;
