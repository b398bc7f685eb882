-- Reports weighed by trust: accounts younger than trust_new_account_days
-- (or unconfirmed) weigh report_weight_new (0), established ones 1, members
-- others engaged with 1.5, each times their record with moderators. An item
-- hides when the weights reach report_hide_threshold; every report reaches the
-- queue. Owner, another user, visitor and service role each meet the rule.
begin;
select plan(19);
select tests.start_empty();
select tests.create_supabase_user('carol');
select tests.create_supabase_user('mia');
select tests.create_supabase_user('fresh1');
select tests.create_supabase_user('fresh2');
select tests.create_supabase_user('fresh3');
select tests.create_supabase_user('old1');
select tests.create_supabase_user('old2');
select tests.create_supabase_user('old3');
update auth.users set created_at = now() - interval '30 days'
 where id in (tests.get_supabase_uid('old1'), tests.get_supabase_uid('old2'), tests.get_supabase_uid('old3'),
              tests.get_supabase_uid('carol'), tests.get_supabase_uid('mia'));
insert into public.moderators (user_id) values (tests.get_supabase_uid('mia'));
select tests.remember('S', tests.create_debate('carol', 'Carol shared', shared => true));
select tests.authenticate_as('carol');
select tests.remember('R1', (public.post_response(tests.id('S'), 0, 0, 'Round 0', 0, 7, 'First thing Carol says.')).id);
select tests.remember('R2', (public.post_response(tests.id('S'), 0, 1, 'Round 0', 0, 7, 'Second thing Carol says.')).id);
select tests.as_postgres();

select results_eq($$ select trust_new_account_days, trust_member_engagements, report_weight_new, report_weight_basic,
                            report_weight_member, report_hide_threshold from public.app_settings $$,
  $$ values (2, 3, 0.00::numeric, 1.00::numeric, 1.50::numeric, 3) $$,
  'by default: new for 2 days, member after 3 engagements, weights 0 / 1 / 1.5, hidden at 3');

-- Three accounts made this minute hide nothing; the queue still gets them.
select tests.authenticate_as('fresh1');
select results_eq($$ select level, weight from public.my_trust() $$, $$ values (0, 0.00::numeric) $$,
  'a fresh account is level 0 and its reports weigh nothing');
select public.report_response(tests.id('R1'), 'spam');
select tests.authenticate_as('fresh2');
select public.report_response(tests.id('R1'), 'spam');
select tests.authenticate_as('fresh3');
select public.report_response(tests.id('R1'), 'spam');
select tests.as_postgres();
select is((select moderation_state::text from public.threaded_responses where id = tests.id('R1')), 'visible',
  'three reports from fresh accounts hide nothing');
select tests.authenticate_with_second_factor('mia');
select is((select report_count from public.list_reported_items() where item_id = tests.id('R1')), 3,
  'the moderators'' queue still holds all three reports');
select is((select (reports -> 0 ->> 'weight')::numeric from public.list_reported_items() where item_id = tests.id('R1')), 0.00,
  'each shown with its weight');

-- Three established members still hide.
select tests.authenticate_as('old1');
select results_eq($$ select level, weight from public.my_trust() $$, $$ values (1, 1.00::numeric) $$,
  'an established, confirmed account is level 1 and weighs 1');
select public.report_response(tests.id('R2'), 'spam');
select tests.authenticate_as('old2');
select public.report_response(tests.id('R2'), 'spam');
select tests.as_postgres();
select is((select moderation_state::text from public.threaded_responses where id = tests.id('R2')), 'visible',
  'two established reporters are not enough');
select tests.authenticate_as('old3');
select public.report_response(tests.id('R2'), 'spam');
select tests.as_postgres();
select is((select moderation_state::text from public.threaded_responses where id = tests.id('R2')), 'hidden',
  'three established reporters hide the response');
select tests.authenticate_as('carol');
select is((select count(*)::integer from public.threaded_responses where id = tests.id('R2')), 1,
  'its author (the owner) still sees it');
select tests.authenticate_as('fresh1');
select is((select count(*)::integer from public.threaded_responses where id = tests.id('R2')), 0,
  'another user does not');

-- Engagement from others makes a member.
select tests.authenticate_as('old1');
select public.cast_vote(tests.id('S'), 1);
select tests.authenticate_as('old2');
select public.cast_vote(tests.id('S'), 1);
select tests.authenticate_as('carol');
select results_eq($$ select level from public.my_trust() $$, $$ values (1) $$, 'two upvotes from others are not yet enough');
select tests.authenticate_as('old3');
select public.cast_vote(tests.id('S'), 1);
select tests.authenticate_as('carol');
select results_eq($$ select level, weight from public.my_trust() $$, $$ values (2, 1.50::numeric) $$,
  'three engagements from others make a member, weighing 1.5');

-- Moderators' decisions feed the record: dismissed reports weigh less.
select tests.authenticate_with_second_factor('mia');
select public.restore_reported_item('response', tests.id('R2'));
select tests.authenticate_as('old1');
select results_eq($$ select weight from public.my_trust() $$, $$ values (0.67::numeric) $$,
  'one dismissed report: weight × 2/3');
select tests.authenticate_with_second_factor('mia');
select public.remove_reported_item('response', tests.id('R1'));
select tests.as_postgres();
select results_eq($$ select count(*) filter (where upheld)::integer, count(*) filter (where not upheld)::integer
                      from private.report_outcomes $$,
  $$ values (3, 3) $$, 'removing upholds the item''s reports, restoring dismisses them');
select tests.authenticate_as('fresh1');
select results_eq($$ select level, weight from public.my_trust() $$, $$ values (0, 0.00::numeric) $$,
  'upheld reports do not lift a fresh account above level 0');

-- A visitor has no trust; the weight on a report cannot be written by its reporter.
select tests.clear_authentication();
select throws_ok($$ select * from public.my_trust() $$, '42501', null, 'a visitor cannot ask for trust');
select tests.authenticate_as('old2');
select throws_ok($$ update public.reports set weight = 9 $$, '42501', null, 'a reporter cannot change a report''s weight');

-- Only the service role tunes the weights.
select tests.authenticate_as_service_role();
select is(tests.affected_rows($$ update public.app_settings set report_weight_new = 0.5 where id $$), 1,
  'the service role tunes the weights');
select tests.authenticate_as('carol');
select throws_ok($$ update public.app_settings set report_weight_new = 5 where id $$, '42501', null, 'a signed-in user cannot');

select * from finish();
rollback;
