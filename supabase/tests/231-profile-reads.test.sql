-- Profile reads: list_profile_debates shows a person's shared, visible
-- debates only, paged; handle_of and my_handle name the right person.
begin;
select plan(9);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob"}');
select tests.remember('a1', tests.create_debate('alice', 'First', shared_at => '2026-03-01 10:00Z'));
select tests.remember('a2', tests.create_debate('alice', 'Second', shared_at => '2026-03-02 10:00Z'));
select tests.remember('a3', tests.create_debate('alice', 'Hidden one', shared_at => '2026-03-03 10:00Z'));
select tests.remember('a4', tests.create_debate('alice', 'Private one'));
select tests.remember('b1', tests.create_debate('bob', 'Bob''s', shared_at => '2026-03-04 10:00Z'));
update public.debates set moderation_state = 'hidden' where id = tests.id('a3');

select tests.clear_authentication();
select is((select array_agg(topic) from public.list_profile_debates('ALICE')), array['Second', 'First'],
  'a visitor sees a person''s shared, visible debates, newest first');
select is((select array_agg(topic) from public.list_profile_debates('alice', p_limit => 1)), array['Second'], 'paged by limit');
select is((select array_agg(topic) from public.list_profile_debates('alice', '2026-03-02 10:00Z', tests.id('a2'))),
  array['First'], 'and by (shared_at, id)');
select is((select count(*)::integer from public.list_profile_debates('nobody')), 0, 'an unknown handle lists nothing');
select is(public.handle_of(tests.get_supabase_uid('bob')), 'bob', 'a visitor finds the handle behind a name');
select throws_ok($$ select public.my_handle() $$, '42501', null, 'a visitor has no handle of their own to read');

select tests.authenticate_as('alice');
select is((select array_agg(topic) from public.list_profile_debates('alice')), array['Second', 'First'],
  'the owner''s public profile lists the same as a visitor''s (no private or hidden debates)');
select is(public.my_handle(), 'alice', 'a user reads their own handle');

select tests.authenticate_as_service_role();
select is((select count(*)::integer from public.list_profile_debates('bob')), 1, 'the service role reads profiles too');

select * from finish();
rollback;
