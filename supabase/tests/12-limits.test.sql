-- Limits: responses and replies per person per minute and per day, reports
-- per person per hour, and views once per viewer per debate per day. Time is
-- frozen and moved by hand, so every wait in a message is exact.
begin;
select plan(36);
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('carol');
select tests.remember('S', tests.create_debate('carol', 'Carol shared', shared => true, shared_at => '2026-03-02 09:00Z'));
select tests.remember('P', tests.create_debate('carol', 'Carol private'));

create function tests.respond(content text)
returns uuid
language sql
as $$ select (public.post_response(tests.id('S'), 0, 0, 'Round 0', 0, 7, content)).id $$;

-- =============================================================================
-- Responses and replies per minute (default 5)
-- =============================================================================
select is((select responses_per_minute from public.app_settings), 5, 'five responses a minute by default');
select is((select responses_per_day from public.app_settings), 200, 'two hundred responses a day by default');
select is((select reports_per_hour from public.app_settings), 10, 'ten reports an hour by default');

select tests.freeze_time('2026-03-02 10:00:00Z');
select tests.authenticate_as('alice');
select tests.remember('first', tests.respond('Alice 1'));
select lives_ok($$ select tests.respond('Alice 2'); select tests.respond('Alice 3'); select tests.respond('Alice 4') $$,
  'a person may post several responses in a row');
select lives_ok($$ select public.post_reply(tests.id('first'), 'Alice replies to herself') $$,
  'replies count towards the same limit and are accepted below it');
select throws_ok($$ select tests.respond('Alice 6') $$, 'AG140', 'You are posting too fast. Try again in 60 seconds.',
  'the sixth response within a minute is refused with the time to wait');
select throws_ok($$ select public.post_reply(tests.id('first'), 'Alice reply 2') $$, 'AG140',
  'You are posting too fast. Try again in 60 seconds.', 'so is a reply');
select is((select count(*)::integer from public.threaded_responses where author_id = tests.get_supabase_uid('alice')), 5,
  'a refused response leaves nothing behind');

select tests.freeze_time('2026-03-02 10:00:20Z');
select throws_ok($$ select tests.respond('Alice 6') $$, 'AG140', 'You are posting too fast. Try again in 40 seconds.',
  'twenty seconds later the message says forty');
select is(tests.error_detail($$ select tests.respond('Alice 6') $$), '40', 'DETAIL carries the wait in seconds for a countdown');

select tests.authenticate_as('bob');
select lives_ok($$ select tests.respond('Bob 1') $$, 'another person is not slowed down by alice''s limit');

select tests.as_postgres();
delete from public.threaded_responses where author_id = tests.get_supabase_uid('alice');
select tests.authenticate_as('alice');
select throws_ok($$ select tests.respond('Alice after deleting') $$, 'AG140', null,
  'deleting one''s responses does not give the allowance back');

select tests.freeze_time('2026-03-02 10:01:00Z');
select lives_ok($$ select tests.respond('Alice a minute later') $$, 'a minute after the burst, posting works again');

-- Writes without a signed-in user (the seed, an operator) are not a person posting.
select tests.as_postgres();
select lives_ok($$
  insert into public.threaded_responses (debate_id, round_index, speaker_index, original_text, original_text_start,
                                         original_text_end, author_id, content)
  select tests.id('S'), 0, 0, 'Round 0', 0, 7, tests.get_supabase_uid('bob'), 'Seeded ' || i from generate_series(1, 10) i
$$, 'seeding many responses for a person is not limited');

-- =============================================================================
-- Responses per day (rolling 24 hours)
-- =============================================================================
update public.app_settings set responses_per_day = 7;
select tests.freeze_time('2026-03-02 12:00:00Z');
select tests.authenticate_as('carol');
select lives_ok($$ select tests.respond('Carol ' || i) from generate_series(1, 5) i $$, 'carol posts five');
select tests.freeze_time('2026-03-02 12:01:00Z');
select lives_ok($$ select tests.respond('Carol later ' || i) from generate_series(1, 2) i $$, 'and two more a minute later');
select tests.freeze_time('2026-03-02 12:02:00Z');
select throws_ok($$ select tests.respond('Carol 8') $$, 'AG141',
  'You have reached the limit of 7 responses a day. Try again in 24 hours.',
  'the day''s limit (from app_settings) refuses the eighth with the hours to wait');
select tests.freeze_time('2026-03-03 11:59:30Z');
select throws_ok($$ select tests.respond('Carol 8') $$, 'AG141',
  'You have reached the limit of 7 responses a day. Try again in 30 seconds.',
  'thirty seconds before the first response is a day old, the message says so');
select tests.freeze_time('2026-03-03 12:00:00Z');
select lives_ok($$ select tests.respond('Carol next day') $$, 'a day after the first, posting works again');

-- =============================================================================
-- Reports per hour (tuned to 2 here)
-- =============================================================================
select tests.as_postgres();
update public.app_settings set reports_per_hour = 2;
select tests.freeze_time('2026-03-03 13:00:00Z');
select tests.authenticate_as('bob');
select lives_ok($$ select public.report_response(tests.response_id('Carol 1'), 'spam') $$, 'a first report is accepted');
select lives_ok($$ select public.report_response(tests.response_id('Carol 2'), 'off_topic') $$, 'a second one too');
select throws_ok($$ select public.report_response(tests.response_id('Carol 3'), 'spam') $$, 'AG142',
  'You are reporting too often. Try again in 60 minutes.', 'the third report within the hour is refused');
select tests.freeze_time('2026-03-03 13:59:10Z');
select throws_ok($$ select public.report_response(tests.response_id('Carol 3'), 'spam') $$, 'AG142',
  'You are reporting too often. Try again in 50 seconds.', 'fifty seconds before the hour is up, it says so');
select tests.freeze_time('2026-03-03 14:00:00Z');
select lives_ok($$ select public.report_response(tests.response_id('Carol 3'), 'spam') $$, 'an hour later reporting works again');

-- =============================================================================
-- Views: once per viewer per debate per UTC day
-- =============================================================================
select tests.freeze_time('2026-03-04 08:00:00Z');
select tests.clear_authentication();
select is(public.record_debate_view(tests.id('S'), 'b1d7a3b2-5c4e-4f8a-9e21-3f4c5d6e7f80'), 1, 'a browser''s first view counts');
select is(
  (select max(public.record_debate_view(tests.id('S'), 'b1d7a3b2-5c4e-4f8a-9e21-3f4c5d6e7f80')) from generate_series(1, 50)),
  1, 'fifty more calls from the same browser on the same day do not');
select is(public.record_debate_view(tests.id('S'), 'B1D7A3B2-5C4E-4F8A-9E21-3F4C5D6E7F80'), 1,
  'nor does the same id in capitals');
select is(public.record_debate_view(tests.id('S'), '0f0e0d0c-0b0a-4908-8706-050403020100'), 2, 'another browser''s view counts');
select is(public.record_debate_view(tests.id('S')), 2,
  'the one-argument call of a visitor returns the count without counting');
select throws_ok($$ select public.record_debate_view(tests.id('S'), 'not-a-browser-id') $$, 'AG143',
  'The viewer id must be a UUID kept by this browser.', 'a malformed browser id is refused');
select throws_ok($$ select public.record_debate_view(tests.id('P'), '0f0e0d0c-0b0a-4908-8706-050403020100') $$, 'AG030',
  'Debate not found', 'a private debate has no views to count');

select tests.authenticate_as('alice');
select is(public.record_debate_view(tests.id('S'), '0f0e0d0c-0b0a-4908-8706-050403020100'), 3,
  'a signed-in reader counts as themselves, whatever browser id is passed');
select is((select max(public.record_debate_view(tests.id('S'))) from generate_series(1, 20)), 3,
  'and counts once that day');

select tests.freeze_time('2026-03-05 00:00:01Z');
select is(public.record_debate_view(tests.id('S')), 4, 'the next UTC day the same reader counts again');
select tests.clear_authentication();
select is(public.record_debate_view(tests.id('S'), 'b1d7a3b2-5c4e-4f8a-9e21-3f4c5d6e7f80'), 5, 'and so does the same browser');
select tests.as_postgres();
select is((select count(*)::integer from private.debate_view_days where debate_id = tests.id('S') and view_day < '2026-03-05'), 0,
  'yesterday''s viewers are forgotten once today''s arrive');

select * from finish();
rollback;
