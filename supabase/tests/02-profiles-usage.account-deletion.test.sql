-- Deleting one's account: delete_account(email) for the signed-in person once
-- the typed email matches (AG130 otherwise, nothing changes). Profile, usage,
-- generations, debates (with everything on them), votes (tallies corrected)
-- and stars go; responses elsewhere stay as "[deleted user]" with their
-- replies. The auth admin API (GoTrue deleting the auth.users row as
-- supabase_auth_admin) gets the same result through the same cascade.
begin;
select plan(38);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob"}');
select tests.create_supabase_user('carol', 'carol@agora.test', '{"display_name": "Carol"}');
select tests.create_supabase_user('dave', 'dave@agora.test', '{"display_name": "Dave"}');

-- Each of alice and dave owns a shared and a private debate and a generation,
-- votes on and stars bob's debate, and answers there (bob replies under it).
select tests.remember('BS', tests.create_debate('bob', 'Bob shared', shared => true));
select tests.remember('AS', tests.create_debate('alice', 'Alice shared', shared => true));
select tests.remember('AP', tests.create_debate('alice', 'Alice private'));
select tests.remember('DS', tests.create_debate('dave', 'Dave shared', shared => true));
select tests.remember('alice gen', tests.create_generation('alice'));
select tests.remember('dave gen', tests.create_generation('dave'));
select tests.authenticate_as('alice');
select public.cast_vote(tests.id('BS'), 1);
select public.toggle_star(tests.id('BS'));
select tests.remember('alice top', (public.post_response(tests.id('BS'), 0, 0, 'Round', 0, 5, 'Alice on Bob.')).id);
select tests.authenticate_as('dave');
select public.cast_vote(tests.id('BS'), -1);
select public.toggle_star(tests.id('BS'));
select tests.remember('dave top', (public.post_response(tests.id('BS'), 0, 1, 'Round', 0, 5, 'Dave on Bob.')).id);
select tests.authenticate_as('bob');
select tests.remember('bob reply', (public.post_reply(tests.id('alice top'), 'Bob answers Alice.')).id);
select public.post_reply(tests.id('dave top'), 'Bob answers Dave.');
select public.cast_vote(tests.id('AS'), 1);
select public.toggle_star(tests.id('AS'));
select public.post_response(tests.id('AS'), 0, 0, 'Round', 0, 5, 'Bob on Alice.');
select tests.authenticate_as('alice');
select tests.remember('alice reply', (public.post_reply(tests.id('bob reply'), 'Alice again.')).id);
select tests.authenticate_as('carol');
select public.cast_vote(tests.id('BS'), 1);
select tests.as_postgres();
select results_eq($$ select upvotes, downvotes from public.debate_tallies where debate_id = tests.id('BS') $$, $$ values (3, 1) $$,
  'before: bob''s debate has bob''s, alice''s and carol''s upvotes and dave''s downvote');

-- =============================================================================
-- Refusals
-- =============================================================================
select tests.clear_authentication();
select throws_ok($$ select public.delete_account('alice@agora.test') $$, '42501', null, 'a visitor cannot delete an account');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.delete_account('alice@agora.test') $$, '42501', null,
  'the service role does not call the person''s rule (it uses the auth admin API)');
select tests.authenticate_as('alice');
select throws_ok($$ select public.delete_account('alice@agora.tes') $$, 'AG130', 'The email does not match your account.',
  'a mistyped email is refused');
select throws_ok($$ select public.delete_account('') $$, 'AG130', 'The email does not match your account.',
  'an empty confirmation is refused');
select throws_ok($$ select public.delete_account(null) $$, 'AG130', 'The email does not match your account.',
  'a missing confirmation is refused');
select tests.authenticate_as('bob');
select throws_ok($$ select public.delete_account('alice@agora.test') $$, 'AG130', 'The email does not match your account.',
  'another user typing alice''s email deletes nothing: the rule only ever deletes the caller');
select throws_ok($$ delete from auth.users where id = tests.get_supabase_uid('alice') $$, '42501', null,
  'a signed-in user cannot delete auth users directly');
select tests.as_postgres();
select results_eq(
  $$ select (select count(*) from auth.users)::integer, (select count(*) from public.profiles)::integer,
            (select count(*) from public.debates)::integer, (select count(*) from public.votes)::integer,
            (select count(*) from public.stars)::integer, (select count(*) from public.threaded_responses)::integer $$,
  $$ values (4, 4, 4, 7, 3, 6) $$,
  'the refused calls changed nothing'
);

-- =============================================================================
-- The person deletes their own account
-- =============================================================================
select tests.remember('alice', tests.get_supabase_uid('alice'));
select tests.authenticate_as('alice');
select lives_ok($$ select public.delete_account('  Alice@Agora.TEST ') $$,
  'the person deletes their account by typing its email (trimmed, any case)');
select tests.as_postgres();
select is_empty($$ select 1 from auth.users where id = tests.id('alice') $$, 'the auth user is gone');
select is_empty($$ select 1 from public.profiles where id = tests.id('alice') $$, 'the profile is gone');
select is_empty($$ select 1 from public.debate_usage where user_id = tests.id('alice') $$, 'the usage row is gone');
select is_empty($$ select 1 from public.debate_generations where user_id = tests.id('alice') $$, 'the generations are gone');
select is_empty($$ select 1 from public.debates where user_id = tests.id('alice') $$, 'their debates are gone, shared and private');
select is_empty($$ select 1 from public.debate_turns where debate_id in (tests.id('AS'), tests.id('AP')) $$,
  'with their turns');
select is_empty($$ select 1 from public.threaded_responses where debate_id = tests.id('AS') $$,
  'and the responses others wrote on them');
select is_empty($$ select 1 from public.stars where user_id = tests.id('alice') or debate_id = tests.id('AS') $$,
  'their stars, and others'' stars on their debates, are gone');
select is_empty($$ select 1 from public.votes where user_id = tests.id('alice') or debate_id = tests.id('AS') $$,
  'their votes, and others'' votes on their debates, are gone');
select results_eq($$ select upvotes, downvotes from public.debate_tallies where debate_id = tests.id('BS') $$, $$ values (2, 1) $$,
  'the tallies of the debates they voted on are corrected');

select tests.clear_authentication();
select results_eq(
  $$ select content, author_id, author_name, response_count from public.threaded_responses
      where id in (tests.id('alice top'), tests.id('alice reply')) order by depth $$,
  $$ values ('Alice on Bob.'::text, null::uuid, '[deleted user]'::text, 1),
            ('Alice again.'::text, null::uuid, '[deleted user]'::text, 0) $$,
  'their responses and replies elsewhere stay, shown as [deleted user], with their replies counted'
);
select results_eq(
  $$ select parent_id, author_name from public.threaded_responses where id = tests.id('bob reply') $$,
  $$ values (tests.id('alice top'), 'Bob'::text) $$,
  'replies under them keep their place and their own author'
);
select tests.authenticate_as('bob');
select is((select author_name from public.threaded_responses where id = tests.id('alice top')), '[deleted user]',
  'another user sees [deleted user] too');
select tests.authenticate_as('carol');
select throws_ok($$ select public.edit_response(tests.id('alice top'), 'Taking over') $$, 'AG120',
  'Only the author can edit or delete this response.', 'nobody can edit a deleted user''s response');

-- The deleted person's still-valid token can do nothing more.
select tests.as_postgres();
select set_config('request.jwt.claims', json_build_object('sub', tests.id('alice'), 'role', 'authenticated')::text, true);
set local role authenticated;
select throws_ok($$ select public.delete_account('alice@agora.test') $$, 'AG401', 'You must be signed in.',
  'a deleted account cannot be deleted again');
select throws_ok($$ select public.set_display_name('Ghost') $$, 'AG401', 'You must be signed in.',
  'a deleted account has no name to set');
select tests.as_postgres();

-- =============================================================================
-- The auth admin API (GoTrue deletes the row as supabase_auth_admin): same result
-- =============================================================================
select tests.remember('dave', tests.get_supabase_uid('dave'));
select set_config('tests.dave', tests.id('dave')::text, true);
set local role supabase_auth_admin;
delete from auth.users where id = current_setting('tests.dave')::uuid;
reset role;
select is_empty($$ select 1 from auth.users where id = tests.id('dave') $$, 'the auth service deleted the user row');
select is_empty($$ select 1 from public.profiles where id = tests.id('dave')
                   union all select 1 from public.debate_usage where user_id = tests.id('dave')
                   union all select 1 from public.debate_generations where user_id = tests.id('dave') $$,
  'profile, usage and generations go');
select is_empty($$ select 1 from public.debates where user_id = tests.id('dave') $$, 'the debates go');
select is_empty($$ select 1 from public.votes where user_id = tests.id('dave')
                   union all select 1 from public.stars where user_id = tests.id('dave') $$,
  'votes and stars go');
select results_eq($$ select upvotes, downvotes from public.debate_tallies where debate_id = tests.id('BS') $$, $$ values (2, 0) $$,
  'the downvote they cast is taken off the tally');
select results_eq(
  $$ select author_id, author_name, response_count from public.threaded_responses where id = tests.id('dave top') $$,
  $$ values (null::uuid, '[deleted user]'::text, 1) $$,
  'their response stays as [deleted user] with its reply'
);

-- A deleted user's response is not a placeholder: when its replies go, it stays.
select tests.authenticate_as('bob');
select is(public.delete_response(tests.response_id('Bob answers Dave.')), 'removed', 'the reply under it is removed');
select tests.as_postgres();
select results_eq(
  $$ select content, response_count from public.threaded_responses where id = tests.id('dave top') $$,
  $$ values ('Dave on Bob.'::text, 0) $$,
  'the deleted user''s response stays readable'
);

-- Everyone else is untouched.
select results_eq(
  $$ select (select count(*) from auth.users)::integer, (select count(*) from public.profiles)::integer,
            (select count(*) from public.debates)::integer $$,
  $$ values (2, 2, 1) $$,
  'bob and carol keep their accounts, and bob his debate'
);

-- The grants.
select function_privs_are('public', 'delete_account', array['text'], 'authenticated', array['EXECUTE'],
  'signed-in users may delete their own account');
select function_privs_are('public', 'delete_account', array['text'], 'anon', '{}'::text[],
  'visitors may not call delete_account');
select function_privs_are('public', 'delete_account', array['text'], 'service_role', '{}'::text[],
  'the service role deletes users through the auth admin API, not this rule');

select * from finish();
rollback;
