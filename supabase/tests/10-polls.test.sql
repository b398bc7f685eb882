-- "Who convinced you?": before/after stances on shared debates, one of each per
-- person, the "after" only after a "before", changeable for a week after
-- sharing; the Oxford-style result and the maintained persuasion score.
begin;
select plan(33);
select tests.start_empty();

select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
do $$ begin for i in 1..6 loop perform tests.create_supabase_user('reader' || i); end loop; end $$;
-- Speaker 1 argues for (0.6), speaker 2 against (-0.6).
select tests.remember('S', tests.create_debate('carol', 'Carol shared', shared => true, shared_at => '2026-05-01 09:00Z'));
select tests.remember('P', tests.create_debate('carol', 'Carol private'));

create function tests.answer(reader text, phase text, stance text)
returns void
language plpgsql
as $$
begin
  perform tests.authenticate_as(reader);
  perform public.record_poll_answer(tests.id('S'), phase, stance);
  perform tests.as_postgres();
end;
$$;

select tests.freeze_time('2026-05-01 10:00Z');

-- =============================================================================
-- Who may answer what
-- =============================================================================
select tests.clear_authentication();
select throws_ok($$ select * from public.record_poll_answer(tests.id('S'), 'before', 'for') $$, 'AG160',
  'Please sign in to take part in the poll.', 'a visitor cannot answer');
select results_eq($$ select respondents, before_for, my_before from public.get_poll_results(tests.id('S')) $$,
  $$ values (0, 0, null::public.poll_stance) $$, 'a visitor can read the (empty) result');

select tests.authenticate_as('alice');
select throws_ok($$ select * from public.record_poll_answer(tests.id('S'), 'after', 'for') $$, 'AG162',
  'Tell us where you stood before reading first.', 'an "after" needs a "before"');
select throws_ok($$ select * from public.record_poll_answer(tests.id('S'), 'during', 'for') $$, 'AG161',
  'The poll asks where you stand "before" or "after" reading.', 'the phase is before or after');
select throws_ok($$ select * from public.record_poll_answer(tests.id('S'), 'before', 'maybe') $$, 'AG161',
  'Choose for, neutral or against.', 'the stance is for, neutral or against');
select throws_ok($$ select * from public.record_poll_answer(tests.id('P'), 'before', 'for') $$, 'AG030',
  'Debate not found', 'another user''s private debate has no poll to find');
select tests.authenticate_as('carol');
select throws_ok($$ select * from public.record_poll_answer(tests.id('P'), 'before', 'for') $$, 'AG164',
  'Only debates shared with the community have a poll.', 'the author''s private debate has no poll yet');
select throws_ok($$ select * from public.get_poll_results(tests.id('P')) $$, 'AG164',
  'Only debates shared with the community have a poll.', 'nor a result');

select tests.authenticate_as('alice');
select results_eq($$ select before_for, respondents, my_before, my_after, closes_at from public.record_poll_answer(tests.id('S'), 'before', 'against') $$,
  $$ values (0, 0, 'against'::public.poll_stance, null::public.poll_stance, '2026-05-08 09:00Z'::timestamptz) $$,
  'a "before" is recorded and returned with the time the poll closes (a week after sharing)');
select results_eq($$ select before_against, before_for, my_before from public.record_poll_answer(tests.id('S'), 'before', 'for') $$,
  $$ values (0, 1, 'for'::public.poll_stance) $$, 'changing the "before" replaces it: one per person');
select results_eq($$ select after_against, respondents, my_after from public.record_poll_answer(tests.id('S'), 'after', 'against') $$,
  $$ values (1, 1, 'against'::public.poll_stance) $$, 'an "after" is recorded once a "before" exists');
select results_eq($$ select after_against, after_neutral, respondents from public.record_poll_answer(tests.id('S'), 'after', 'neutral') $$,
  $$ values (0, 1, 1) $$, 'changing the "after" replaces it: one per person');
select tests.as_postgres();
select is((select count(*)::integer from public.poll_answers where user_id = tests.get_supabase_uid('alice')), 1,
  'alice has one row: her before and her after');
delete from public.poll_answers where user_id = tests.get_supabase_uid('alice');

-- =============================================================================
-- The Oxford-style result and the persuasion score
-- =============================================================================
-- Before: for 2, neutral 2, against 2 (readers 1-6); after: for 4, neutral 1, against 1.
select tests.answer('reader1', 'before', 'for');
select tests.answer('reader2', 'before', 'for');
select tests.answer('reader3', 'before', 'neutral');
select tests.answer('reader4', 'before', 'neutral');
select tests.answer('reader5', 'before', 'against');
select tests.answer('reader6', 'before', 'against');
select tests.answer('reader1', 'after', 'for');
select tests.answer('reader2', 'after', 'for');
select tests.answer('reader3', 'after', 'for');
select tests.as_postgres();
select is((select persuasion_score from public.debates where id = tests.id('S')), null::integer,
  'fewer than five people who answered both: no persuasion score');
select tests.answer('reader4', 'after', 'for');
select is((select persuasion_score from public.debates where id = tests.id('S')), null::integer,
  'still none with four');
select tests.answer('reader5', 'after', 'neutral');
select is((select persuasion_score from public.debates where id = tests.id('S')), 40,
  'with five who answered both the score appears: "for" grew from 2 of 5 to 4 of 5, +40 points');
select tests.answer('reader6', 'after', 'against');
select tests.clear_authentication();
select results_eq(
  $$ select before_for, before_neutral, before_against, after_for, after_neutral, after_against, respondents,
            for_shift, against_shift, gaining_side, gaining_speaker, for_speaker, against_speaker
       from public.get_poll_results(tests.id('S')) $$,
  $$ values (2, 2, 2, 4, 1, 1, 6, 33.3, -16.7, 'for'::public.poll_stance, 1, 1, 2) $$,
  'the result: the split before and after, each side''s shift, and the speaker arguing "for" gained'
);
select tests.as_postgres();
select is((select persuasion_score from public.debates where id = tests.id('S')), 33,
  'the score is the winning side''s gain in percentage points of those who answered both');

-- "For" is the speaker with the positive stance, whichever seat they hold.
select tests.as_postgres();
select tests.remember('R', tests.create_debate('carol', 'Reversed seats', shared => true, shared_at => '2026-05-01 09:00Z'));
update public.debates set speaker1_stance = -0.4, speaker2_stance = 0.8 where id = tests.id('R');
select tests.freeze_time('2026-05-01 10:00Z');
select tests.authenticate_as('alice');
select public.record_poll_answer(tests.id('R'), 'before', 'for');
select results_eq($$ select gaining_side, gaining_speaker, for_speaker, against_speaker, for_shift, against_shift
                      from public.record_poll_answer(tests.id('R'), 'after', 'against') $$,
  $$ values ('against'::public.poll_stance, 1, 2, 1, -100.0, 100.0) $$,
  'speaker 2 argues for (stance > 0), speaker 1 against (stance < 0); against gained here');
select tests.as_postgres();
update public.debates set speaker1_stance = 0, speaker2_stance = 0 where id = tests.id('R');
select tests.authenticate_as('alice');
select results_eq($$ select gaining_side, gaining_speaker, for_speaker, against_speaker from public.get_poll_results(tests.id('R')) $$,
  $$ values ('against'::public.poll_stance, null::integer, null::integer, null::integer) $$,
  'when no speaker takes a side, the side is named without a speaker');
select tests.authenticate_as('bob');
select public.record_poll_answer(tests.id('R'), 'before', 'against');
select public.record_poll_answer(tests.id('R'), 'after', 'for');
select results_eq($$ select gaining_side, for_shift, against_shift from public.get_poll_results(tests.id('R')) $$,
  $$ values (null::public.poll_stance, 0.0, 0.0) $$, 'a tie names no winner');

-- =============================================================================
-- The poll closes a week after sharing
-- =============================================================================
select tests.freeze_time('2026-05-08 08:59:59Z');
select tests.authenticate_as('bob');
select lives_ok($$ select public.record_poll_answer(tests.id('S'), 'before', 'neutral') $$, 'one second before the week is out, answers are taken');
select tests.freeze_time('2026-05-08 09:00Z');
select throws_ok($$ select public.record_poll_answer(tests.id('S'), 'after', 'for') $$, 'AG163',
  'This poll closed 7 days after the debate was shared.', 'a week after sharing the poll is closed');
select tests.authenticate_as('reader1');
select throws_ok($$ select public.record_poll_answer(tests.id('S'), 'before', 'against') $$, 'AG163', null,
  'answers can no longer be changed either');
select results_eq($$ select my_before, my_after from public.get_poll_results(tests.id('S')) $$,
  $$ values ('for'::public.poll_stance, 'for'::public.poll_stance) $$, 'the result stays readable with the reader''s own answers');

-- =============================================================================
-- Nobody reads or forges another's answers; the score is never written directly
-- =============================================================================
select tests.authenticate_as('reader1');
select results_eq($$ select user_id from public.poll_answers $$, $$ values (tests.get_supabase_uid('reader1')) $$,
  'a reader sees only their own answers');
select throws_ok($$ insert into public.poll_answers (debate_id, user_id, before_stance) values (tests.id('R'), tests.get_supabase_uid('reader2'), 'for') $$,
  '42501', null, 'a user cannot insert answers directly (let alone for someone else)');
select throws_ok($$ update public.poll_answers set after_stance = 'against' $$, '42501', null, 'nor change them directly');
select throws_ok($$ delete from public.poll_answers $$, '42501', null, 'nor delete them');
select tests.clear_authentication();
select throws_ok($$ select * from public.poll_answers $$, '42501', null, 'a visitor cannot read who answered what');
select tests.authenticate_as_service_role();
select throws_ok($$ insert into public.poll_answers (debate_id, user_id, before_stance) values (tests.id('R'), tests.get_supabase_uid('reader2'), 'for') $$,
  '42501', null, 'the service role cannot forge answers either');
select throws_ok($$ update public.debates set persuasion_score = 99 where id = tests.id('S') $$, '42501', null,
  'nor write the persuasion score');
select tests.as_postgres();
select is((select persuasion_score from public.debates where id = tests.id('S')), 33, 'the score is unchanged');

select * from finish();
rollback;
