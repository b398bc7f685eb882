-- Honest view counts: a visitor's view counts once per browser id per day and
-- also spends from its client address's daily budget per debate
-- (anonymous_views_per_address, 3), so minting ids from one address moves
-- the count by a handful. The address is the last X-Forwarded-For hop the
-- gateway appended (a forged earlier hop changes nothing). Signed-in
-- confirmed members count by account; unconfirmed accounts count as visitors.
begin;
select plan(12);
select tests.start_empty();
select tests.freeze_time('2026-06-01 10:00Z');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.remember('S', tests.create_debate('carol', 'Carol shared', shared => true));
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
                        created_at, updated_at)
values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
        'newbie@test.agora.local', '', '{}', '{"test_identifier":"newbie"}', now(), now());

select is((select anonymous_views_per_address from public.app_settings), 3, 'an address adds at most 3 visitor views per debate a day');

-- A visitor from one address with 100 fresh browser ids.
select tests.clear_authentication();
select set_config('request.headers', '{"x-forwarded-for": "203.0.113.7"}', true);
select is(max(public.record_debate_view(tests.id('S'), gen_random_uuid()::text)), 3,
  '100 fresh ids from one address count 3 views')
  from generate_series(1, 100);
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.1, 203.0.113.7"}', true);
select is(public.record_debate_view(tests.id('S'), gen_random_uuid()::text), 3,
  'a forged earlier hop does not make a new address');
select set_config('request.headers', '{"x-forwarded-for": "203.0.113.8"}', true);
select is(public.record_debate_view(tests.id('S'), gen_random_uuid()::text), 4, 'another address counts');
select is(public.record_debate_view(tests.id('S'), null), 4, 'a visitor without a browser id never counts');

-- The owner and another confirmed user count by account, outside the address budget.
select set_config('request.headers', '{"x-forwarded-for": "203.0.113.7"}', true);
select tests.authenticate_as('carol');
select is(public.record_debate_view(tests.id('S'), null), 5, 'the owner''s view counts once');
select is(public.record_debate_view(tests.id('S'), null), 5, 'and only once a day');
select tests.authenticate_as('alice');
select is(public.record_debate_view(tests.id('S'), null), 6, 'another member''s view counts, whatever the address spent');

-- An unconfirmed account is a visitor: its address's budget is spent.
select tests.authenticate_as('newbie');
select is(public.record_debate_view(tests.id('S'), gen_random_uuid()::text), 6,
  'an unconfirmed account counts as a visitor (the address''s budget is spent)');

-- The service role may set the budget; nobody else.
select tests.authenticate_as_service_role();
select is(tests.affected_rows($$ update public.app_settings set anonymous_views_per_address = 5 where id $$), 1,
  'the service role sets the budget');
select tests.authenticate_as('alice');
select throws_ok($$ update public.app_settings set anonymous_views_per_address = 100 where id $$, '42501', null,
  'a signed-in user cannot');
select tests.as_postgres();
select is((select count(*)::integer from private.anonymous_view_budget where address = '203.0.113.7'), 1,
  'the budget is kept per debate, address and day');

select * from finish();
rollback;
