-- The shared SQL helpers: one signed-in preamble and one content
-- check, private to the rule functions. The rules that use them keep their own
-- codes and messages (proven in the domain files 02–07); here the helpers themselves.
begin;
select plan(11);
select tests.start_empty();
select tests.create_supabase_user('alice');

select tests.as_postgres();
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$ select private.require_uid() $$, 'AG401', 'You must be signed in.',
  'without a user the preamble raises the generic sign-in error');
select throws_ok($$ select private.require_uid('AG060', 'You must be logged in to post responses.') $$, 'AG060',
  'You must be logged in to post responses.', 'or the calling rule''s own code and message');
select set_config('request.jwt.claims', json_build_object('sub', tests.get_supabase_uid('alice'))::text, true);
select is(private.require_uid(), tests.get_supabase_uid('alice'), 'with a user it returns their id');

select is(private.checked_response_content(E'  \u00a0Hello there\n '), 'Hello there',
  'content is trimmed as the browser trims');
select is(char_length(private.checked_response_content(repeat('x', 5000))), 5000, '5000 characters are accepted');
select throws_ok($$ select private.checked_response_content(E' \t\u3000 ') $$, 'AG061', 'Please enter a response.',
  'blank content is refused');
select throws_ok($$ select private.checked_response_content(null) $$, 'AG061', 'Please enter a response.',
  'missing content is refused');
select throws_ok($$ select private.checked_response_content(repeat('x', 5001)) $$, 'AG066',
  'Responses are limited to 5000 characters.', 'content over 5000 characters is refused');

select is_empty(
  $$ select 1 from pg_proc p
      where p.oid in ('private.require_uid(text,text)'::regprocedure, 'private.checked_response_content(text)'::regprocedure)
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute')
             or has_function_privilege('service_role', p.oid, 'execute')) $$,
  'no API role may call the helpers'
);
select ok(
  (select bool_and(pg_get_functiondef(p.oid) like '%private.require_uid(%') from pg_proc p
    where (p.pronamespace = 'public'::regnamespace
           and p.proname in ('begin_debate', 'get_debate_usage', 'cast_vote', 'toggle_star',
                             'merge_stars', 'post_response', 'post_reply', 'set_display_name', 'delete_debate',
                             'edit_response', 'delete_response', 'delete_account'))
       -- The debate writes' rules (their public names return the row with its tallies).
       or (p.pronamespace = 'private'::regnamespace
           and p.proname in ('save_debate_row', 'share_debate_row', 'unshare_debate_row', 'set_debate_categories_row'))),
  'every rule that needs a signed-in caller uses the one preamble'
);
select ok(
  (select bool_and(pg_get_functiondef(p.oid) like '%private.checked_response_content(%') from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.proname in ('post_response', 'post_reply', 'edit_response')),
  'posting, replying and editing share one content check'
);

select * from finish();
rollback;
