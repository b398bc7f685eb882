-- Profiles and the free allowance as read: the auth.users triggers, and
-- get_debate_usage() with the weekly refill and the test account's daily reset.
begin;
select plan(44);
select tests.start_empty();

-- -----------------------------------------------------------------------------
-- First sign-in: the auth user brings a profile and a usage row
-- -----------------------------------------------------------------------------
select tests.create_supabase_user('alice', 'alice@agora.test',
  '{"display_name": "Alice Moreau", "avatar_url": "https://example.test/alice.png"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"full_name": "Bob Okafor", "picture": "https://example.test/bob.png"}');
select tests.create_supabase_user('nameless', 'nameless@agora.test', '{"display_name": "   "}');

select results_eq(
  $$ select email, display_name, photo_url, is_pro from public.profiles where id = tests.get_supabase_uid('alice') $$,
  $$ values ('alice@agora.test'::text, 'Alice Moreau'::text, 'https://example.test/alice.png'::text, false) $$,
  'a new auth user gets a profile with email, display name and photo from the metadata, and is_pro false'
);
select results_eq(
  $$ select display_name, photo_url from public.profiles where id = tests.get_supabase_uid('bob') $$,
  $$ values ('Bob Okafor'::text, 'https://example.test/bob.png'::text) $$,
  'OAuth-style metadata (full_name, picture) fills the profile too'
);
select is(
  (select display_name from public.profiles where id = tests.get_supabase_uid('nameless')),
  null,
  'a blank display name is stored as no name (so rules fall back to Anonymous)'
);
select results_eq(
  $$ select total_debates, free_debates_remaining, last_debate_started from public.debate_usage
      where user_id = tests.get_supabase_uid('alice') $$,
  $$ values (0, 2, null::timestamptz) $$,
  'a new user starts with 0 debates and 2 free debates'
);

update public.app_settings set free_debates_for_new_user = 5;
select tests.create_supabase_user('generous');
select is((tests.usage_of('generous')).free_debates_remaining, 5,
  'the starting allowance follows app_settings.free_debates_for_new_user');
update public.app_settings set free_debates_for_new_user = 2;

-- -----------------------------------------------------------------------------
-- Later sign-ins merge only email, name, photo and updated_at
-- -----------------------------------------------------------------------------
select tests.make_pro('alice');
select tests.set_usage('alice', 1, '2026-03-01 08:00Z', '2026-03-01 08:00Z', 7);
update public.profiles set created_at = '2026-01-01 00:00Z' where id = tests.get_supabase_uid('alice');
select tests.freeze_time('2026-03-10 12:00Z');

update auth.users
   set email = 'alice.moreau@agora.test',
       raw_user_meta_data = raw_user_meta_data || '{"display_name": "Alice M.", "avatar_url": "https://example.test/a2.png"}'
 where id = tests.get_supabase_uid('alice');

select results_eq(
  $$ select email, display_name, photo_url, updated_at from public.profiles where id = tests.get_supabase_uid('alice') $$,
  $$ values ('alice.moreau@agora.test'::text, 'Alice M.'::text, 'https://example.test/a2.png'::text, '2026-03-10 12:00Z'::timestamptz) $$,
  'a change to the auth user merges email, name and photo into the profile and stamps updated_at'
);
select results_eq(
  $$ select is_pro, created_at from public.profiles where id = tests.get_supabase_uid('alice') $$,
  $$ values (true, '2026-01-01 00:00Z'::timestamptz) $$,
  'the merge leaves is_pro and created_at alone'
);
select results_eq(
  $$ select total_debates, free_debates_remaining from public.debate_usage where user_id = tests.get_supabase_uid('alice') $$,
  $$ values (7, 1) $$,
  'the merge leaves the allowance alone'
);

update public.profiles set updated_at = '2026-03-01 00:00Z' where id = tests.get_supabase_uid('bob');
update auth.users set last_sign_in_at = '2026-03-10 11:00Z' where id = tests.get_supabase_uid('bob');
select is(
  (select updated_at from public.profiles where id = tests.get_supabase_uid('bob')),
  '2026-03-01 00:00Z'::timestamptz,
  'an auth update that changes neither email nor metadata does not touch the profile'
);

delete from public.profiles where id = tests.get_supabase_uid('bob');
update auth.users set raw_user_meta_data = raw_user_meta_data || '{"full_name": "Bob O."}' where id = tests.get_supabase_uid('bob');
select is(
  (select display_name from public.profiles where id = tests.get_supabase_uid('bob')),
  'Bob O.',
  'a sign-in for a user whose profile is missing recreates it'
);

-- -----------------------------------------------------------------------------
-- get_debate_usage(): who may read what
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok('select * from public.get_debate_usage()', '42501', null,
  'a visitor cannot read any allowance');

select tests.authenticate_as('bob');
select results_eq(
  'select user_id, total_debates, free_debates_remaining from public.get_debate_usage()',
  $$ values (tests.get_supabase_uid('bob'), 0, 2) $$,
  'a user reads their own allowance, and only theirs'
);
select throws_ok('update public.debate_usage set free_debates_remaining = 50', '42501', null,
  'a user cannot write their allowance directly');
select throws_ok('update public.profiles set is_pro = true', '42501', null,
  'a user cannot make themselves PRO');

select tests.as_postgres();
delete from public.debate_usage where user_id = tests.get_supabase_uid('bob');
select tests.authenticate_as('bob');
select is_empty('select * from public.get_debate_usage()',
  'a user without a usage record reads nothing (the spec''s quiet null), and no record is created');
select tests.as_postgres();
select is(tests.usage_of('bob'), null, 'reading usage never creates a record');

-- -----------------------------------------------------------------------------
-- Weekly refill: 0 left and more than 6 days since the last start -> 1, persisted
-- -----------------------------------------------------------------------------
select tests.create_supabase_user('carol');
select tests.freeze_time('2026-03-10 12:00Z');

select tests.set_usage('carol', 0, '2026-03-04 12:00Z', '2026-03-04 12:00Z', 2);
select tests.authenticate_as('carol');
select is((select free_debates_remaining from public.get_debate_usage()), 0,
  'exactly 6 days after the last start, 0 left stays 0');
select is((tests.usage_of('carol')).updated_at, '2026-03-04 12:00Z'::timestamptz,
  'a read that changes nothing does not stamp updated_at');

select tests.set_usage('carol', 0, '2026-03-04 11:59:59Z', '2026-03-04 11:59:59Z', 2);
select tests.authenticate_as('carol');
select is((select free_debates_remaining from public.get_debate_usage()), 1,
  'more than 6 days after the last start, 0 left reads as 1');
select results_eq(
  $$ select free_debates_remaining, total_debates, last_debate_started, updated_at from public.debate_usage $$,
  $$ values (1, 2, '2026-03-04 11:59:59Z'::timestamptz, '2026-03-10 12:00Z'::timestamptz) $$,
  'the refill is persisted with server time, and the last start and total are kept'
);
select is((select free_debates_remaining from public.get_debate_usage()), 1,
  'reading again does not refill twice');

select tests.set_usage('carol', 1, '2026-01-01 00:00Z', '2026-01-01 00:00Z', 2);
select tests.authenticate_as('carol');
select is((select free_debates_remaining from public.get_debate_usage()), 1,
  'the refill only applies at 0: one left stays one however long ago the last start was');

select tests.set_usage('carol', 0, null, '2026-01-01 00:00Z', 0);
select tests.authenticate_as('carol');
select is((select free_debates_remaining from public.get_debate_usage()), 1,
  'a user at 0 who never started a debate is refilled (no start is longer ago than 6 days)');

select tests.as_postgres();
update public.app_settings set refill_amount = 3, refill_after_days = 2;
select tests.set_usage('carol', 0, '2026-03-08 11:00Z', '2026-03-08 11:00Z', 4);
select tests.authenticate_as('carol');
select is((select free_debates_remaining from public.get_debate_usage()), 3,
  'the refill amount and period follow app_settings');
select tests.as_postgres();
update public.app_settings set refill_amount = 1, refill_after_days = 6;

-- -----------------------------------------------------------------------------
-- Test account: fewer than 100 and last update on an earlier (UTC) day -> 100
-- -----------------------------------------------------------------------------
select tests.create_supabase_user('tester', 'tester@agora.test');
select tests.make_test_account('tester@agora.test');
select tests.freeze_time('2026-03-10 12:00Z');

select tests.set_usage('tester', 3, '2026-03-09 20:00Z', '2026-03-09 20:00Z', 40);
select tests.authenticate_as('tester');
select is((select free_debates_remaining from public.get_debate_usage()), 100,
  'the test account with fewer than 100 left and last updated yesterday reads 100');
select results_eq(
  $$ select free_debates_remaining, total_debates, updated_at from public.debate_usage $$,
  $$ values (100, 40, '2026-03-10 12:00Z'::timestamptz) $$,
  'the daily reset is persisted and stamped with server time; the total is kept'
);

select tests.set_usage('tester', 3, '2026-03-10 00:00:01Z', '2026-03-10 00:00:01Z', 40);
select tests.authenticate_as('tester');
select is((select free_debates_remaining from public.get_debate_usage()), 3,
  'the test account is not reset twice on the same day');

select tests.set_usage('tester', 3, '2026-03-09 23:59:59Z', '2026-03-09 23:59:59Z', 40);
select tests.freeze_time('2026-03-10 00:00:01Z');
select tests.authenticate_as('tester');
select is((select free_debates_remaining from public.get_debate_usage()), 100,
  'days are calendar (UTC) days: two seconds across midnight is an earlier day');

select tests.freeze_time('2026-03-10 12:00Z');
select tests.set_usage('tester', 0, '2026-03-01 00:00Z', '2026-03-09 10:00Z', 40);
select tests.authenticate_as('tester');
select is((select free_debates_remaining from public.get_debate_usage()), 100,
  'the test account at 0 gets the daily 100, not the weekly 1');

select tests.set_usage('tester', 100, null, '2026-03-01 00:00Z', 40);
select tests.authenticate_as('tester');
select is((select free_debates_remaining from public.get_debate_usage()), 100,
  'the test account with 100 left reads 100');
select is((tests.usage_of('tester')).updated_at, '2026-03-01 00:00Z'::timestamptz,
  'the test account with 100 left is not rewritten');

select tests.set_usage('tester', 3, '2026-03-09 20:00Z', '2026-03-09 20:00Z', 40);
select tests.as_postgres();
update public.profiles set email = 'Tester@Agora.Test' where id = tests.get_supabase_uid('tester');
select tests.authenticate_as('tester');
select is((select free_debates_remaining from public.get_debate_usage()), 100,
  'the test account is recognised whatever the case of its email');

select tests.set_usage('tester', 3, '2026-03-09 20:00Z', '2026-03-09 20:00Z', 40);
select tests.as_postgres();
update public.app_settings set test_account_daily_allowance = 50;
select tests.authenticate_as('tester');
select is((select free_debates_remaining from public.get_debate_usage()), 50,
  'the daily allowance follows app_settings');
select tests.as_postgres();
update public.app_settings set test_account_daily_allowance = 100;

select tests.set_usage('alice', 3, '2026-03-09 20:00Z', '2026-03-09 20:00Z', 40);
select tests.authenticate_as('alice');
select is((select free_debates_remaining from public.get_debate_usage()), 3,
  'any other account keeps its count');

select tests.create_supabase_user('blank', '');
select tests.make_test_account('');
select tests.set_usage('blank', 3, '2026-03-09 20:00Z', '2026-03-09 20:00Z', 0);
select tests.set_usage('tester', 3, '2026-03-09 20:00Z', '2026-03-09 20:00Z', 40);
select tests.authenticate_as('blank');
select is((select free_debates_remaining from public.get_debate_usage()), 3,
  'with no test account configured, a user with an empty email is not the test account');
select tests.authenticate_as('tester');
select is((select free_debates_remaining from public.get_debate_usage()), 3,
  'with no test account configured, nobody gets the daily reset');

select tests.as_postgres();
select throws_ok($$ update public.app_settings set test_account_email = ' Tester@Agora.Test ' $$, '23514', null,
  'the configured test account email must be stored trimmed and lower-case');

-- -----------------------------------------------------------------------------
-- Profiles are private to their owner
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select results_eq('select id from public.profiles', $$ select tests.get_supabase_uid('alice') $$,
  'a user sees only their own profile');
select results_eq('select user_id from public.debate_usage', $$ select tests.get_supabase_uid('alice') $$,
  'a user sees only their own usage row');

select tests.clear_authentication();
select throws_ok('select * from public.profiles', '42501', null, 'a visitor cannot read profiles');
select throws_ok('select * from public.debate_usage', '42501', null, 'a visitor cannot read usage');

select tests.authenticate_as_service_role();
select lives_ok($$ update public.profiles set is_pro = true where id = tests.get_supabase_uid('bob') $$,
  'the service role (operator) can grant PRO');
select tests.as_postgres();
select is((select is_pro from public.profiles where id = tests.get_supabase_uid('bob')), true,
  'the PRO flag set by the service role is stored on the profile');

select tests.authenticate_as('alice');
select throws_ok($$ update public.profiles set display_name = 'Mallory' $$, '42501', null,
  'a user cannot edit their profile row directly (it follows the auth user)');

select * from finish();
rollback;
