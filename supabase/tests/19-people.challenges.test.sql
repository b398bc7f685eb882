-- Challenges as each caller meets them: who may open one (a signed-in person; not a visitor, and
-- the service role acts for nobody), who reads the public list (everybody; never a challenge by
-- invite, nor one already taken), and "Your challenges" (each seated person their own, nobody else).
begin;
select plan(12);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.create_supabase_user('carol', 'carol@agora.test', '{"display_name": "Carol Diaz"}');

-- Who may open one.
select tests.clear_authentication();
select throws_ok($$ select * from public.open_challenge(tests.debate_settings('Should zoos close?'), 0, true) $$, '42501', null,
  'a visitor cannot open a challenge');
select tests.authenticate_as_service_role();
select throws_ok($$ select * from public.open_challenge(tests.debate_settings('Should zoos close?'), 0, true) $$, '42501', null,
  'nor the service role, which holds no seat');
select tests.authenticate_as('alice');
select tests.remember('public', (select generation_id from public.open_challenge(tests.debate_settings('Should zoos close?'), 0, true)));
select tests.remember('invite', (select generation_id from public.open_challenge(tests.debate_settings('Should maths be optional?'), 0, false)));
select ok(tests.id('public') is not null and tests.id('invite') is not null, 'alice opens a public challenge and one by invite');

-- The public list: everybody reads it, the invite-only one is never on it.
select tests.clear_authentication();
select is((select array_agg(topic) from public.list_open_challenges()), array['Should zoos close?'], 'a visitor sees the public challenge only');
select tests.authenticate_as('carol');
select is((select array_agg(topic) from public.list_open_challenges()), array['Should zoos close?'], 'so does another user');
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.list_open_challenges()), 1, 'and the service role');

-- "Your challenges": each seated person's own.
select tests.authenticate_as('alice');
select is(jsonb_array_length(public.list_my_person_debates()), 2, 'alice lists both of hers');
select tests.authenticate_as('carol');
select is(public.list_my_person_debates(), '[]'::jsonb, 'another user lists none of them');
select tests.clear_authentication();
select throws_ok($$ select public.list_my_person_debates() $$, '42501', null, 'a visitor has no challenges to list');

-- Taken, it leaves the public list and joins the taker's own.
select tests.authenticate_as('bob');
select lives_ok(format($$ select public.take_challenge(%L) $$, tests.id('public')), 'bob takes the public challenge');
select is((select count(*)::int from public.list_open_challenges()), 0, 'a taken challenge is no longer open');
select is((select value ->> 'id' from jsonb_array_elements(public.list_my_person_debates())), tests.id('public')::text,
  'bob lists the debate he now speaks in');

select * from finish();
rollback;
