-- Moderators never judge their own content: a moderator's own reported debate or response is not
-- in their queue, and neither restoring nor removing it is theirs to do (AG179); another moderator
-- reviews it. Other users, visitors and the service role gain nothing.
begin;
select plan(12);
select tests.start_empty();
select tests.create_supabase_user('mia');
select tests.create_supabase_user('max');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
insert into public.moderators (user_id) values (tests.get_supabase_uid('mia')), (tests.get_supabase_uid('max'));

-- Mia's own debate and response, and Carol's debate, each reported by Alice.
select tests.remember('M', tests.create_debate('mia', 'Mia shared', shared => true));
select tests.remember('C', tests.create_debate('carol', 'Should cities ban cars?', shared => true));
select tests.authenticate_as('mia');
select tests.remember('mia says', (public.post_response(tests.id('C'), 0, 0, 'The evidence', 54, 66, 'Mia disagrees.')).id);
select tests.authenticate_as('alice');
select public.report_debate(tests.id('M'), 'spam');
select public.report_debate(tests.id('C'), 'spam');
select public.report_response(tests.id('mia says'), 'harassment');

select tests.authenticate_with_second_factor('mia');
select set_eq($$ select item_id from public.list_reported_items() $$, $$ values (tests.id('C')) $$,
  'a moderator''s queue leaves out their own debate and response');
select throws_ok($$ select public.restore_reported_item('response', tests.id('mia says')) $$, 'AG179',
  'Another moderator reviews reports about your own content.', 'a moderator cannot restore their own reported response');
select throws_ok($$ select public.remove_reported_item('response', tests.id('mia says')) $$, 'AG179', null,
  'nor remove it');
select throws_ok($$ select public.restore_reported_item('debate', tests.id('M')) $$, 'AG179', null,
  'nor restore their own reported debate');
select throws_ok($$ select public.remove_reported_item('debate', tests.id('M')) $$, 'AG179', null, 'nor remove it');
select is(public.restore_reported_item('debate', tests.id('C'))::text, 'visible', 'they still review other people''s content');
select tests.as_postgres();
select is((select count(*)::int from public.reports where debate_id = tests.id('M') or response_id = tests.id('mia says')), 2,
  'the reports about their own content stay for another moderator');

select tests.authenticate_with_second_factor('max');
select set_eq($$ select item_id from public.list_reported_items() $$, $$ values (tests.id('M')), (tests.id('mia says')) $$,
  'another moderator sees them');
select is(public.restore_reported_item('response', tests.id('mia says'))::text, 'visible', 'and reviews them');

select tests.authenticate_with_second_factor('carol');
select throws_ok($$ select public.remove_reported_item('debate', tests.id('M')) $$, 'AG175', null, 'another user is no moderator');
select tests.clear_authentication();
select throws_ok($$ select public.remove_reported_item('debate', tests.id('M')) $$, '42501', null, 'a visitor cannot call it');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.remove_reported_item('debate', tests.id('M')) $$, 'AG175', null,
  'nor the service role (it manages moderators, it is none)');

select * from finish();
rollback;
