-- Two-factor means two-factor: a person with a verified authenticator writes nothing while their
-- session is aal1 (AG352), on every write path, and writes as before at aal2; their reads stay;
-- a person without a factor, another user, a visitor and the service role are not affected.
begin;
select plan(43);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.freeze_time('2026-03-10 12:00Z');

-- Before Alice turns two-factor on: Bob's shared debate, Alice's own debate and a finished generation,
-- a response of Bob's to reply to, and a notification for Alice.
select tests.remember('S', tests.create_debate('bob', shared => true));
select tests.remember('A', tests.create_debate('alice', 'Is a hot dog a sandwich?'));
select tests.remember('gen', tests.create_generation('alice'));
select tests.authenticate_as('bob');
select tests.remember('bob says', (public.post_response(tests.id('S'), 0, 0, 'The evidence', 54, 66, 'Which evidence?')).id);
select tests.authenticate_as('alice');
select tests.remember('alice says', (public.post_response(tests.id('S'), 0, 1, 'The evidence', 54, 66, 'Mine first.')).id);
select public.record_poll_answer(tests.id('S'), 'before', 'against');
select tests.as_postgres();
insert into public.notifications (user_id, kind, debate_id, response_id, created_at)
values (tests.get_supabase_uid('alice'), 'reply', tests.id('S'), tests.id('bob says'), now());
select tests.remember('factor', tests.add_verified_factor('alice'));

-- -----------------------------------------------------------------------------
-- Alice at aal1 (her password alone): every write refused, the same code each time
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select throws_ok($$ select public.cast_vote(tests.id('S'), 1) $$, 'AG352',
  'This account uses two-factor sign-in: enter the code from your authenticator app first.',
  'at aal1, a person with a verified factor cannot vote');
select throws_ok($$ select public.toggle_star(tests.id('S')) $$, 'AG352', null, 'nor star');
select throws_ok($$ select public.merge_stars(array[tests.id('S')]) $$, 'AG352', null, 'nor merge the browser''s stars');
select throws_ok($$ select public.post_response(tests.id('S'), 0, 0, 'The evidence', 54, 66, 'Stolen words') $$, 'AG352', null,
  'nor respond');
select throws_ok($$ select public.post_reply(tests.id('bob says'), 'Stolen reply') $$, 'AG352', null, 'nor reply');
select throws_ok($$ select public.edit_response(tests.id('alice says'), 'Rewritten') $$, 'AG352', null, 'nor edit her response');
select throws_ok($$ select public.delete_response(tests.id('alice says')) $$, 'AG352', null, 'nor delete it');
select throws_ok($$ select public.record_poll_answer(tests.id('S'), 'after', 'for') $$, 'AG352', null, 'nor answer the poll');
select throws_ok($$ select public.clear_poll_answer(tests.id('S'), 'before') $$, 'AG352', null, 'nor clear her answer');
select throws_ok($$ select public.report_debate(tests.id('S'), 'spam') $$, 'AG352', null, 'nor report');
select throws_ok($$ select public.begin_debate(tests.debate_settings()) $$, 'AG352', null, 'nor start a debate');
select throws_ok($$ select public.save_debate(tests.id('gen'), array['Politics']) $$, 'AG352', null, 'nor save one');
select throws_ok($$ select public.share_debate(tests.id('A')) $$, 'AG352', null, 'nor share her debate');
select throws_ok($$ select public.set_debate_categories(tests.id('A'), array['Funny']) $$, 'AG352', null,
  'nor change its categories');
select throws_ok($$ select public.delete_debate(tests.id('A')) $$, 'AG352', null, 'nor delete it');
select throws_ok($$ select public.set_display_name('Mallory') $$, 'AG352', null, 'nor rename herself');
select throws_ok($$ select public.set_handle('mallory') $$, 'AG352', null, 'nor change her handle');
select throws_ok($$ select public.mark_all_notifications_read() $$, 'AG352', null, 'nor mark her notifications read');
select throws_ok($$ select public.delete_account('alice@agora.test') $$, 'AG352', null, 'nor delete her account');
select throws_ok($$ select public.ask_judges(tests.id('A')) $$, 'AG352', null, 'nor ask the judges');
select tests.as_postgres();
select is((select count(*)::int from public.votes where user_id = tests.get_supabase_uid('alice')), 0, 'no vote was recorded');
select is((select display_name from public.profiles where id = tests.get_supabase_uid('alice')), 'Alice Moreau', 'her name is unchanged');
select is((select count(*)::int from public.debates where user_id = tests.get_supabase_uid('alice')), 1, 'her debate is still there');
select is((select content from public.threaded_responses where id = tests.id('alice says')), 'Mine first.', 'her response is unchanged');

-- Her reads stay, so the app can ask for the code.
select tests.authenticate_as('alice');
select is((select display_name from public.profiles where id = tests.get_supabase_uid('alice')), 'Alice Moreau',
  'at aal1 she still reads her own profile');
select is((select count(*)::int from public.debates where user_id = tests.get_supabase_uid('alice')), 1,
  'and her own debates');
select lives_ok($$ select public.record_debate_view(tests.id('S')) $$, 'reading a debate still counts the view');

-- -----------------------------------------------------------------------------
-- Alice at aal2: the same writes go through
-- -----------------------------------------------------------------------------
select tests.authenticate_with_second_factor('alice');
select is((public.cast_vote(tests.id('S'), 1)).upvotes, 2, 'at aal2 she votes');
select lives_ok($$ select public.toggle_star(tests.id('S')) $$, 'stars');
select lives_ok($$ select public.post_reply(tests.id('bob says'), 'The study, page four.') $$, 'replies');
select lives_ok($$ select public.edit_response(tests.id('alice says'), 'Mine first, edited.') $$, 'edits her response');
select lives_ok($$ select public.record_poll_answer(tests.id('S'), 'after', 'for') $$, 'answers the poll');
select lives_ok($$ select public.set_display_name('Alice M.') $$, 'renames herself');
select lives_ok($$ select public.share_debate(tests.id('A')) $$, 'shares her debate');
select lives_ok($$ select public.save_debate(tests.id('gen'), array['Politics']) $$, 'saves a debate');
select lives_ok($$ select public.begin_debate(tests.debate_settings()) $$, 'starts one');
select lives_ok($$ select public.mark_all_notifications_read() $$, 'marks her notifications read');

-- -----------------------------------------------------------------------------
-- Nobody else is affected
-- -----------------------------------------------------------------------------
select tests.authenticate_as('bob');
select is((public.cast_vote(tests.id('S'), -1)).downvotes, 1, 'a person without a factor writes at aal1 as before');
select lives_ok($$ select public.post_reply(tests.id('alice says'), 'Fair.') $$, 'and replies');
select tests.clear_authentication();
select throws_ok($$ select public.cast_vote(tests.id('S'), 1) $$, 'AG040', null,
  'a visitor is asked to sign in, as before (no second factor of theirs to ask for)');
select tests.authenticate_as_service_role();
select lives_ok($$ update public.profiles set display_name = 'Alice (support)' where id = tests.get_supabase_uid('alice') $$,
  'the service role (operator support) writes as before');
select tests.as_postgres();
select lives_ok($$ delete from auth.mfa_factors where id = tests.id('factor') $$, 'an operator removes her factor (a lost phone)');
select tests.authenticate_as('alice');
select lives_ok($$ select public.toggle_star(tests.id('S')) $$, 'without the factor, her password alone writes again');

select * from finish();
rollback;
