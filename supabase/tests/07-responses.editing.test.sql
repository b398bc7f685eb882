-- Owning a response: edit_response and delete_response are the author's alone
-- (AG120 for others, AG122 when not found or not visible, AG121 on a deleted
-- placeholder, 42501 for visitors and the service role). A deleted response
-- with replies stays as a "[deleted]" placeholder; one without replies goes;
-- a placeholder that loses its last reply goes too; reply counts stay true.
begin;
select plan(42);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob"}');
select tests.create_supabase_user('carol', 'carol@agora.test', '{"display_name": "Carol"}');
select tests.remember('S', tests.create_debate('alice', 'Alice shared', shared => true));
select tests.remember('P', tests.create_debate('alice', 'Alice private'));
select tests.freeze_time('2026-03-10 12:00Z');
select tests.authenticate_as('bob');
select tests.remember('top', (public.post_response(tests.id('S'), 0, 0, 'Round', 0, 5, 'Bob''s first take.')).id);
select tests.remember('lonely', (public.post_response(tests.id('S'), 0, 1, 'Round', 0, 5, 'Bob alone.')).id);
select tests.authenticate_as('carol');
select tests.remember('r1', (public.post_reply(tests.id('top'), 'Carol replies.')).id);
select tests.authenticate_as('alice');
select tests.remember('r2', (public.post_reply(tests.id('r1'), 'Alice replies to Carol.')).id);
select tests.remember('mine', (public.post_response(tests.id('P'), 0, 0, 'Round', 0, 5, 'Alice private note.')).id);
select tests.as_postgres();

-- =============================================================================
-- Refusals
-- =============================================================================
select tests.clear_authentication();
select throws_ok($$ select public.edit_response(tests.id('top'), 'Vandal') $$, '42501', null, 'a visitor cannot edit a response');
select throws_ok($$ select public.delete_response(tests.id('top')) $$, '42501', null, 'a visitor cannot delete a response');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.edit_response(tests.id('top'), 'Operator') $$, '42501', null,
  'the service role does not call the author''s edit rule');
select throws_ok($$ select public.delete_response(tests.id('top')) $$, '42501', null,
  'the service role does not call the author''s delete rule');
select throws_ok($$ update public.threaded_responses set edited_at = now() where id = tests.id('top') $$, '42501',
  'Thread structure and reply counts are set by Agora''s rules, not written directly.',
  'not even the service role stamps an edit directly');
select throws_ok($$ update public.threaded_responses set deleted_at = now() where id = tests.id('top') $$, '42501',
  'Thread structure and reply counts are set by Agora''s rules, not written directly.',
  'nor marks a response deleted directly');

select tests.authenticate_as('carol');
select throws_ok($$ select public.edit_response(tests.id('top'), 'Carol rewrites Bob') $$, 'AG120',
  'Only the author can edit or delete this response.', 'another user cannot edit a response');
select throws_ok($$ select public.delete_response(tests.id('top')) $$, 'AG120',
  'Only the author can edit or delete this response.', 'another user cannot delete a response');
select throws_ok($$ select public.edit_response(tests.id('mine'), 'Peek') $$, 'AG122', 'Response not found',
  'a response on another user''s private debate is not found');
select throws_ok($$ select public.delete_response(gen_random_uuid()) $$, 'AG122', 'Response not found',
  'an unknown response is not found');
select throws_ok($$ update public.threaded_responses set content = 'x' where id = tests.id('top') $$, '42501', null,
  'RLS is unchanged: nobody writes responses directly');

select tests.authenticate_as('bob');
select throws_ok($$ select public.edit_response(tests.id('top'), '  ') $$, 'AG061', 'Please enter a response.',
  'an edit needs text, as a post does');
select throws_ok($$ select public.edit_response(tests.id('top'), repeat('x', 5001)) $$, 'AG066',
  'Responses are limited to 5000 characters.', 'an edit has at most 5000 characters, as a post does');
select tests.as_postgres();
select results_eq(
  $$ select content, edited_at from public.threaded_responses where id = tests.id('top') $$,
  $$ values ('Bob''s first take.'::text, null::timestamptz) $$,
  'refused edits change nothing'
);

-- =============================================================================
-- edit_response
-- =============================================================================
select tests.freeze_time('2026-03-11 08:30Z');
select tests.authenticate_as('bob');
select results_eq(
  $$ select content, edited_at, created_at, author_name, response_count
       from public.edit_response(tests.id('top'), '  Bob''s second take.  ') $$,
  $$ values ('Bob''s second take.'::text, '2026-03-11 08:30Z'::timestamptz, '2026-03-10 12:00Z'::timestamptz, 'Bob'::text, 1) $$,
  'the author edits: trimmed text, edited_at stamped, posting time, author and replies kept'
);
select tests.authenticate_as('alice');
select is((public.edit_response(tests.id('r2'), 'Alice, edited.')).content, 'Alice, edited.', 'an author edits a reply too');
select tests.clear_authentication();
select is((select content from public.threaded_responses where id = tests.id('top')), 'Bob''s second take.',
  'visitors read the edited text');

-- =============================================================================
-- delete_response
-- =============================================================================
-- A response without replies goes.
select tests.authenticate_as('bob');
select is(public.delete_response(tests.id('lonely')), 'removed', 'a response without replies is removed');
select is_empty($$ select 1 from public.threaded_responses where id = tests.id('lonely') $$, 'and is gone');

-- A response with replies stays as a placeholder.
select is(public.delete_response(tests.id('top')), 'placeholder', 'a response with replies stays as a placeholder');
select tests.clear_authentication();
select results_eq(
  $$ select content, author_id, author_name, deleted_at, response_count from public.threaded_responses where id = tests.id('top') $$,
  $$ values (''::text, null::uuid, '[deleted]'::text, '2026-03-11 08:30Z'::timestamptz, 1) $$,
  'the placeholder has no content and no author, and keeps its reply'
);
select results_eq(
  $$ select parent_id, depth, content from public.threaded_responses where id = tests.id('r1') $$,
  $$ values (tests.id('top'), 1, 'Carol replies.'::text) $$,
  'its reply keeps its place under it'
);
select tests.authenticate_as('bob');
select throws_ok($$ select public.edit_response(tests.id('top'), 'Back again') $$, 'AG121', 'This response has been deleted.',
  'a placeholder cannot be edited, even by its former author');
select throws_ok($$ select public.delete_response(tests.id('top')) $$, 'AG121', 'This response has been deleted.',
  'nor deleted again');
select throws_ok($$ select public.post_reply(tests.id('top'), 'To the void') $$, 'AG064',
  'The response you are replying to no longer exists.', 'nor replied to');

-- A reply in the middle of a chain: placeholder, its own reply stays.
select tests.authenticate_as('carol');
select is(public.delete_response(tests.id('r1')), 'placeholder', 'a reply with replies stays as a placeholder');
select tests.as_postgres();
select results_eq(
  $$ select id, response_count, deleted_at is not null from public.threaded_responses where debate_id = tests.id('S') order by depth $$,
  $$ values (tests.id('top'), 1, true), (tests.id('r1'), 1, true), (tests.id('r2'), 0, false) $$,
  'a thread of two placeholders holding one live reply'
);

-- The last live reply goes: the empty placeholders above it go too.
select tests.authenticate_as('alice');
select is(public.delete_response(tests.id('r2')), 'removed', 'the last reply is removed');
select tests.as_postgres();
select is_empty($$ select 1 from public.threaded_responses where debate_id = tests.id('S') $$,
  'placeholders left without replies disappear, up the chain');

-- Counts stay true when a live parent loses a reply.
select tests.authenticate_as('bob');
select tests.remember('p2', (public.post_response(tests.id('S'), 1, 0, 'Round', 0, 5, 'Bob again.')).id);
select tests.authenticate_as('carol');
select tests.remember('c1', (public.post_reply(tests.id('p2'), 'Carol one.')).id);
select tests.remember('c2', (public.post_reply(tests.id('p2'), 'Carol two.')).id);
select is(public.delete_response(tests.id('c1')), 'removed', 'a reply is removed');
select is((select response_count from public.threaded_responses where id = tests.id('p2')), 1,
  'its parent''s reply count drops by one');
select tests.authenticate_as('bob');
select is(public.delete_response(tests.id('p2')), 'placeholder', 'the parent with a remaining reply becomes a placeholder');
select tests.authenticate_as('carol');
select is(public.delete_response(tests.id('c2')), 'removed', 'its last reply is removed');
select tests.as_postgres();
select is_empty($$ select 1 from public.threaded_responses where id = tests.id('p2') $$,
  'and the placeholder goes with it');

-- A live parent is never pruned, whatever its count.
select tests.authenticate_as('bob');
select tests.remember('p3', (public.post_response(tests.id('S'), 1, 1, 'Round', 0, 5, 'Bob thrice.')).id);
select tests.authenticate_as('carol');
select tests.remember('c3', (public.post_reply(tests.id('p3'), 'Carol three.')).id);
select is(public.delete_response(tests.id('c3')), 'removed', 'a reply under a live response is removed');
select tests.as_postgres();
select results_eq(
  $$ select content, response_count from public.threaded_responses where id = tests.id('p3') $$,
  $$ values ('Bob thrice.'::text, 0) $$,
  'the live response stays with a count of 0'
);

-- The stored rule holds for every writer.
select throws_ok(
  $$ insert into public.threaded_responses (id, debate_id, root_id, round_index, speaker_index, original_text,
       original_text_start, original_text_end, content, deleted_at)
     values (gen_random_uuid(), tests.id('S'), gen_random_uuid(), 0, 0, 'Round', 0, 5, 'not gone', now()) $$,
  '23514', null, 'a deleted response holds no content');
select tests.authenticate_as_service_role();
select throws_ok($$ update public.threaded_responses set content = '' where id = tests.id('p3') $$, '23514', null,
  'a live response cannot be emptied, not even by the service role');

-- The grants.
select function_privs_are('public', 'edit_response', array['uuid', 'text'], 'authenticated', array['EXECUTE'],
  'signed-in users may call edit_response');
select function_privs_are('public', 'delete_response', array['uuid'], 'authenticated', array['EXECUTE'],
  'signed-in users may call delete_response');
select function_privs_are('public', 'edit_response', array['uuid', 'text'], 'anon', '{}'::text[],
  'visitors may not call edit_response');
select function_privs_are('public', 'delete_response', array['uuid'], 'anon', '{}'::text[],
  'visitors may not call delete_response');

select * from finish();
rollback;
