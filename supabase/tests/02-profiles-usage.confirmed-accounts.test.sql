-- Confirmed accounts: an account whose address is not confirmed gets no free
-- debates and can neither start a debate, vote, respond, answer a poll nor
-- report (AG350), whatever its token says; confirming the address grants the
-- new account's allowance once. Owner, another user, visitor and the service
-- role each meet the rule.
begin;
select plan(22);
select tests.start_empty();
select tests.freeze_time('2026-06-01 10:00Z');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
select tests.remember('S', tests.create_debate('carol', 'Carol shared', shared => true));
select tests.authenticate_as('carol');
select tests.remember('R', (public.post_response(tests.id('S'), 0, 0, 'Round 0', 0, 7, 'Carol says hello there.')).id);
select tests.as_postgres();

-- An account created unconfirmed, as /signup makes it with confirmations on.
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
                        created_at, updated_at)
values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
        'newbie@test.agora.local', '', '{"provider":"email","providers":["email"]}',
        '{"test_identifier":"newbie"}', now(), now());

select is((select free_debates_remaining from tests.usage_of('newbie')), 0, 'an unconfirmed account holds no free debates');
select is((select free_debates_remaining from tests.usage_of('alice')), 2, 'a confirmed one holds the new-user allowance');

select tests.authenticate_as('newbie');
select is(public.is_confirmed(), false, 'the unconfirmed owner learns that their address is not confirmed');
select is((select free_debates_remaining from public.get_debate_usage()), 0,
  'reading the allowance does not refill it before confirmation');
select throws_ok($$ select public.begin_debate(tests.debate_settings()) $$, 'AG350',
  'Please confirm your email address first: follow the link we emailed you.', 'an unconfirmed account cannot start a debate');
select throws_ok($$ select public.cast_vote(tests.id('S'), 1) $$, 'AG350', null, 'nor vote');
select throws_ok($$ select public.post_response(tests.id('S'), 0, 0, 'Round 0', 0, 7, 'Hello from a throwaway.') $$, 'AG350', null,
  'nor respond');
select throws_ok($$ select public.post_reply(tests.id('R'), 'A throwaway reply.') $$, 'AG350', null, 'nor reply');
select throws_ok($$ select public.record_poll_answer(tests.id('S'), 'before', 'for') $$, 'AG350', null, 'nor answer a poll');
select throws_ok($$ select public.report_response(tests.id('R'), 'spam') $$, 'AG350', null, 'nor report');
select tests.as_postgres();
select is((select count(*)::integer from public.votes where debate_id = tests.id('S')), 1, 'no vote was added (only the author''s)');
select is((select count(*)::integer from public.reports), 0, 'no report was filed');

-- Another (confirmed) user does all of it.
select tests.authenticate_as('alice');
select is(public.is_confirmed(), true, 'another, confirmed user is confirmed');
select lives_ok($$ select public.cast_vote(tests.id('S'), 1) $$, 'and votes');
select lives_ok($$ select public.record_poll_answer(tests.id('S'), 'before', 'for') $$, 'and answers the poll');

-- A visitor still meets the sign-in rules first.
select tests.clear_authentication();
select throws_ok($$ select public.cast_vote(tests.id('S'), 1) $$, 'AG040', null, 'a visitor is asked to sign in, as before');
select throws_ok($$ select public.is_confirmed() $$, '42501', null, 'and cannot ask is_confirmed');

-- The service role (no signed-in user) writes for anyone, as operators and the seed do.
select tests.as_postgres();
select lives_ok($$ insert into public.votes (debate_id, user_id, value)
                   values (tests.id('S'), tests.get_supabase_uid('newbie'), 1) $$,
  'rows written without a signed-in user are not the caller''s and pass');
delete from public.votes where user_id = tests.get_supabase_uid('newbie');

-- Confirming grants the allowance, once.
update auth.users set email_confirmed_at = now() where id = tests.get_supabase_uid('newbie');
select is((select free_debates_remaining from tests.usage_of('newbie')), 2, 'confirming grants the new-user allowance');
select tests.authenticate_as('newbie');
select lives_ok($$ select public.cast_vote(tests.id('S'), 1) $$, 'a confirmed account votes');
select tests.as_postgres();
update auth.users set email_confirmed_at = null where id = tests.get_supabase_uid('newbie');
update public.debate_usage set total_debates = 1, free_debates_remaining = 0 where user_id = tests.get_supabase_uid('newbie');
update auth.users set email_confirmed_at = now() where id = tests.get_supabase_uid('newbie');
select is((select free_debates_remaining from tests.usage_of('newbie')), 0,
  'confirming again after a debate grants nothing more');
select is(
  (select count(*)::integer from pg_trigger where tgname = 'require_confirmed_writer'), 5,
  'the guard sits on generations, votes, responses, poll answers and reports');

select * from finish();
rollback;
