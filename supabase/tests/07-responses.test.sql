-- Threaded responses: post_response anchors a response to text selected inside
-- one turn (offsets in code points, quote prefix/suffix kept); post_reply nests
-- replies (depth = parent + 1, parent's response_count + 1). Errors AG060-AG066.
begin;
select plan(51);
select tests.start_empty();
-- This file posts many responses at one moment; the posting limits are proven in 12-limits.
update public.app_settings set responses_per_minute = 1000;

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "  Bob Okafor  "}');
select tests.create_supabase_user('nameless');
select tests.remember('cars', tests.create_debate('alice', 'Should cities ban cars?', shared => true));
select tests.remember('private', tests.create_debate('alice', 'Private musings'));
update public.debate_turns set text = 'Café culture 🎉 shows that cities thrive without cars.'
 where debate_id = tests.id('cars') and round_index = 2 and speaker_index = 1;
select tests.freeze_time('2026-03-10 12:00Z');

-- Round 0, speaker 0 reads: 'Round 0 speaker 0 argues that Should cities ban cars? The evidence is plain.'
-- and 'The evidence' sits at code points 54..66.

-- -----------------------------------------------------------------------------
-- post_response: who, and what text
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 66, 'Which evidence?') $$,
  'AG060', 'You must be logged in to post responses.', 'a visitor is told to log in to post (the spec''s message)');
select throws_ok($$ select public.post_reply(gen_random_uuid(), 'Me too') $$,
  'AG065', 'Please log in to reply', 'a visitor is told to log in to reply (the spec''s message)');

select tests.authenticate_as('bob');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 66, '') $$,
  'AG061', 'Please enter a response.', 'an empty response is refused (the spec''s message)');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 66, E'  \n\t ') $$,
  'AG061', 'Please enter a response.', 'a response of whitespace is empty after trimming');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 66, E'\u00a0\u3000\u2028') $$,
  'AG061', 'Please enter a response.', 'non-breaking and other Unicode spaces are trimmed as in the browser');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 66, null) $$,
  'AG061', 'Please enter a response.', 'a missing response text is empty');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, null, null, null, 'Which evidence?') $$,
  'AG062', 'No text selected.', 'a response needs selected text (the spec''s message)');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, '', 54, 54, 'Which evidence?') $$,
  'AG062', 'No text selected.', 'an empty selection is no selection');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 66, repeat('x', 5001)) $$,
  'AG066', 'Responses are limited to 5000 characters.', 'a response has at most 5000 characters');
select throws_ok($$ select public.post_response(gen_random_uuid(), 0, 0, 'The evidence', 54, 66, 'Which evidence?') $$,
  'AG030', 'Debate not found', 'responding to an unknown debate is refused');
select throws_ok($$ select public.post_response(tests.id('private'), 0, 0, 'Round 0', 0, 7, 'Peek') $$,
  'AG030', 'Debate not found', 'another user''s private debate is reported as not found');

-- -----------------------------------------------------------------------------
-- post_response: the selection must lie inside the round's text
-- -----------------------------------------------------------------------------
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'The evidence', 53, 65, 'Which evidence?') $$,
  'AG063', 'The selected text is not part of this round.', 'the offsets must point at the selected text');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 70, 'Which evidence?') $$,
  'AG063', 'The selected text is not part of this round.', 'the offsets must span exactly the selected text');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'Mars is red', 54, 65, 'Which evidence?') $$,
  'AG063', 'The selected text is not part of this round.', 'text that is not in the round cannot be selected');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'Round', -1, 4, 'Which evidence?') $$,
  'AG063', 'The selected text is not part of this round.', 'offsets start at 0');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'plain. More', 70, 81, 'x') $$,
  'AG063', 'The selected text is not part of this round.', 'a selection cannot run past the end of the text');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 1, 'speaker 0', 8, 17, 'Which evidence?') $$,
  'AG063', 'The selected text is not part of this round.', 'the selection belongs to the named speaker''s turn');
select throws_ok($$ select public.post_response(tests.id('cars'), 3, 0, 'The evidence', 54, 66, 'Which evidence?') $$,
  'AG063', 'The selected text is not part of this round.', 'there is no round 3');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 2, 'The evidence', 54, 66, 'Which evidence?') $$,
  'AG063', 'The selected text is not part of this round.', 'there is no third speaker');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'The evidence', null, 66, 'Which evidence?') $$,
  'AG063', 'The selected text is not part of this round.', 'a selection needs its offsets');
select throws_ok($$ select public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 66, 'Which evidence?', 'title') $$,
  'AG063', 'The selected text is not part of this round.', 'a selection lies in the turn''s text or its summary, nothing else');
select is_empty('select 1 from public.threaded_responses', 'refused responses store nothing');

-- -----------------------------------------------------------------------------
-- post_response: what is stored
-- -----------------------------------------------------------------------------
select results_eq(
  $$ select debate_id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end,
            quote_prefix, quote_suffix, content, author_id, author_name
       from public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 66, '  Which evidence exactly?  ') $$,
  $$ values (tests.id('cars'), 0::smallint, 0::smallint, 'text'::text, 'The evidence'::text, 54, 66,
             'es that Should cities ban cars? '::text, ' is plain.'::text, 'Which evidence exactly?'::text,
             tests.get_supabase_uid('bob'), 'Bob Okafor'::text) $$,
  'a response stores its anchor, the 32 code points around the quote, the trimmed text and the author''s trimmed name'
);
select tests.remember('top', tests.response_id('Which evidence exactly?'));
select results_eq(
  $$ select parent_id, root_id, depth, response_count, created_at from public.threaded_responses where id = tests.id('top') $$,
  $$ values (null::uuid, tests.id('top'), 0, 0, '2026-03-10 12:00Z'::timestamptz) $$,
  'a top-level response has depth 0, is its own thread root, has no replies and carries server time'
);
select results_eq(
  $$ select original_text_start, original_text_end, quote_prefix, quote_suffix
       from public.post_response(tests.id('cars'), 2, 1, 'shows', 15, 20, 'Emoji count as one.') $$,
  $$ values (15, 20, 'Café culture 🎉 '::text, ' that cities thrive without cars'::text) $$,
  'offsets count code points, not bytes (é and 🎉 are one each), and the context stops at the text''s start'
);
select results_eq(
  $$ select quote_prefix, quote_suffix from public.post_response(tests.id('cars'), 0, 1, 'Round 0', 0, 7, 'From the top.') $$,
  $$ values (''::text, ' speaker 1 argues that Should ci'::text) $$,
  'a quote at the very start has an empty prefix'
);
select results_eq(
  $$ select passage, quote_prefix from public.post_response(tests.id('cars'), 1, 0, 'round 1', 11, 18, 'About the summary.', 'summary') $$,
  $$ values ('summary'::text, 'Summary of '::text) $$,
  'a selection may lie in the summary shown by default'
);
select is(
  (select length(content) from public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 66, repeat('y', 5000))),
  5000, 'a response of exactly 5000 characters is accepted'
);

select tests.authenticate_as('nameless');
select is(
  (select author_name from public.post_response(tests.id('cars'), 0, 0, 'The evidence', 54, 66, 'No name here.')),
  'Anonymous', 'an author without a display name is shown as Anonymous'
);
select tests.authenticate_as('alice');
select is(
  (select author_name from public.post_response(tests.id('private'), 0, 0, 'Round 0', 0, 7, 'Note to self.')),
  'Alice Moreau', 'an author may respond on their own private debate'
);

-- -----------------------------------------------------------------------------
-- post_reply: depth, thread root and reply counts
-- -----------------------------------------------------------------------------
select throws_ok($$ select public.post_reply(tests.id('top'), '   ') $$, 'AG061', 'Please enter a response.',
  'a reply needs text');
select throws_ok($$ select public.post_reply(tests.id('top'), repeat('z', 5001)) $$, 'AG066',
  'Responses are limited to 5000 characters.', 'a reply has at most 5000 characters');
select throws_ok($$ select public.post_reply(gen_random_uuid(), 'Hello?') $$, 'AG064',
  'The response you are replying to no longer exists.', 'a reply needs an existing parent');
select tests.authenticate_as('bob');
select throws_ok(
  $$ select public.post_reply(tests.response_id('Note to self.'), 'Peek') $$, 'AG064',
  'The response you are replying to no longer exists.',
  'a response on another user''s private debate cannot be replied to (reported as missing)'
);

select tests.authenticate_as('alice');
select results_eq(
  $$ select parent_id, root_id, depth, response_count, content, author_name, debate_id, round_index, speaker_index,
            original_text, original_text_start, original_text_end
       from public.post_reply(tests.id('top'), '  Fair question.  ') $$,
  $$ values (tests.id('top'), tests.id('top'), 1, 0, 'Fair question.'::text, 'Alice Moreau'::text, tests.id('cars'),
             0::smallint, 0::smallint, 'The evidence'::text, 54, 66) $$,
  'a reply has depth 1, the parent''s thread root and anchor, and trimmed text'
);
select tests.remember('reply', tests.response_id('Fair question.'));
select is((select response_count from public.threaded_responses where id = tests.id('top')), 1,
  'a reply raises its parent''s response count by one');

select tests.authenticate_as('bob');
select results_eq(
  $$ select parent_id, root_id, depth from public.post_reply(tests.id('reply'), 'See round two.') $$,
  $$ values (tests.id('reply'), tests.id('top'), 2) $$,
  'a reply to a reply has depth 2 and stays in the same thread'
);
select results_eq(
  $$ select id, response_count from public.threaded_responses where id in (tests.id('top'), tests.id('reply')) order by depth $$,
  $$ values (tests.id('top'), 1), (tests.id('reply'), 1) $$,
  'response counts count direct replies only'
);
select public.post_reply(tests.id('top'), 'Another answer.');
select is((select response_count from public.threaded_responses where id = tests.id('top')), 2,
  'each direct reply counts');

-- -----------------------------------------------------------------------------
-- The structure is derived and guarded, whoever writes
-- -----------------------------------------------------------------------------
select tests.authenticate_as_service_role();
insert into public.threaded_responses (
  id, debate_id, parent_id, root_id, round_index, speaker_index, original_text, original_text_start, original_text_end,
  author_id, content, depth, response_count
) values (
  '00000000-0000-4000-8000-0000000000aa', tests.id('cars'), tests.id('reply'), tests.id('cars'), 0, 0, 'The evidence', 54, 66,
  tests.get_supabase_uid('bob'), 'Forged structure.', 7, 42
);
select results_eq(
  $$ select depth, root_id, response_count from public.threaded_responses where content = 'Forged structure.' $$,
  $$ values (2, tests.id('top'), 0) $$,
  'depth, thread root and reply count are derived from the parent even when the service role inserts'
);
select throws_ok(
  $$ insert into public.threaded_responses (debate_id, parent_id, root_id, round_index, speaker_index, original_text,
       original_text_start, original_text_end, content)
     values (tests.id('private'), tests.id('top'), tests.id('top'), 0, 0, 'The evidence', 54, 66, 'Cross-debate.') $$,
  'AG064', 'The response you are replying to no longer exists.', 'a reply must stay on its parent''s debate'
);
select throws_ok($$ update public.threaded_responses set response_count = 99 where id = tests.id('top') $$, '42501',
  'Thread structure and reply counts are set by Agora''s rules, not written directly.',
  'not even the service role writes a response count');
select throws_ok($$ update public.threaded_responses set depth = 0 where id = tests.id('reply') $$, '42501',
  'Thread structure and reply counts are set by Agora''s rules, not written directly.',
  'not even the service role rewrites a depth');
select throws_ok($$ update public.threaded_responses set parent_id = null where id = tests.id('reply') $$, '42501',
  'Thread structure and reply counts are set by Agora''s rules, not written directly.',
  'not even the service role moves a reply to another thread');
delete from public.threaded_responses where content = 'Forged structure.';
select is((select response_count from public.threaded_responses where id = tests.id('reply')), 1,
  'removing a reply lowers its parent''s response count');

select tests.authenticate_as('bob');
select throws_ok($$ update public.threaded_responses set content = 'Edited' $$, '42501', null,
  'a user cannot edit a response directly');
select throws_ok(
  $$ insert into public.threaded_responses (debate_id, round_index, speaker_index, original_text, original_text_start,
       original_text_end, content) values (tests.id('cars'), 0, 0, 'The evidence', 54, 66, 'Direct.') $$,
  '42501', null, 'a user cannot insert a response directly');

-- -----------------------------------------------------------------------------
-- Responses are visible exactly when their debate is
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select is((select count(*)::integer from public.threaded_responses), 9,
  'a visitor reads every response on shared debates');
select is_empty($$ select 1 from public.threaded_responses where debate_id = tests.id('private') $$,
  'responses on a private debate are hidden from visitors');
select tests.authenticate_as('alice');
select is((select count(*)::integer from public.threaded_responses where debate_id = tests.id('private')), 1,
  'the author sees the responses on their own private debate');

select tests.as_postgres();
delete from public.threaded_responses where id = tests.id('top');
select is((select count(*)::integer from public.threaded_responses where root_id = tests.id('top')), 0,
  'removing a response removes its whole thread');

select * from finish();
rollback;
