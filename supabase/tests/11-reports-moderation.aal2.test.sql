-- Moderation needs a second factor: every moderation function refuses a
-- moderator whose session is aal1 (AG351) and serves one at aal2; other
-- users, visitors and the service role gain nothing from aal2; an operator
-- can switch the requirement off.
begin;
select plan(12);
select tests.start_empty();
select tests.create_supabase_user('carol');
select tests.create_supabase_user('mia');
select tests.create_supabase_user('alice');
insert into public.moderators (user_id) values (tests.get_supabase_uid('mia'));
select tests.remember('S', tests.create_debate('carol', 'Carol shared', shared => true));
select tests.authenticate_as('alice');
select public.report_debate(tests.id('S'), 'spam');
select tests.as_postgres();

select is((select moderation_requires_aal2 from public.app_settings), true, 'moderation requires two factors by default');

select tests.authenticate_as('mia');
select throws_ok($$ select * from public.list_reported_items() $$, 'AG351',
  'Moderation needs two-factor authentication: enter the code from your authenticator app.',
  'a moderator at aal1 cannot read the queue');
select throws_ok($$ select public.restore_reported_item('debate', tests.id('S')) $$, 'AG351', null, 'nor restore');
select throws_ok($$ select public.remove_reported_item('debate', tests.id('S')) $$, 'AG351', null, 'nor remove');
select is(public.is_moderator(), true, 'though they still learn they are a moderator (the SPA asks for the code)');

select tests.authenticate_with_second_factor('mia');
select is((select count(*)::integer from public.list_reported_items()), 1, 'at aal2 the moderator reads the queue');
select is(public.restore_reported_item('debate', tests.id('S'))::text, 'visible', 'and acts on it');

select tests.authenticate_with_second_factor('carol');
select throws_ok($$ select * from public.list_reported_items() $$, 'AG175', null, 'the owner at aal2 is still no moderator');
select tests.authenticate_with_second_factor('alice');
select throws_ok($$ select public.remove_reported_item('debate', tests.id('S')) $$, 'AG175', null, 'nor is another user');
select tests.clear_authentication();
select throws_ok($$ select * from public.list_reported_items() $$, '42501', null, 'a visitor cannot call them');
select tests.authenticate_as_service_role();
select throws_ok($$ select * from public.list_reported_items() $$, 'AG175', null, 'nor the service role (it manages moderators, it is none)');

select tests.as_postgres();
update public.app_settings set moderation_requires_aal2 = false where id;
select tests.authenticate_as('mia');
select lives_ok($$ select * from public.list_reported_items() $$, 'with the requirement switched off, aal1 is enough');

select * from finish();
rollback;
