-- The room's verdict: not enough votes under the minimum of respondents, too
-- close under the tie margin, otherwise decided for the speaker whose side
-- gained more; final once the poll closed; readable by anyone who may read
-- the debate.
begin;
select plan(22);
select tests.start_empty();

select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
do $$ begin for i in 1..8 loop perform tests.create_supabase_user('reader' || i); end loop; end $$;
-- Speaker 1 argues for (0.6), speaker 2 against (-0.6).
select tests.remember('S', tests.create_debate('carol', 'Carol shared', shared_at => '2026-05-01 09:00Z'));
select tests.remember('T', tests.create_debate('carol', 'Carol second', shared_at => '2026-05-01 09:00Z'));
select tests.remember('P', tests.create_debate('carol', 'Carol private'));

create function tests.answer(debate text, reader text, before_stance text, after_stance text default null)
returns void
language plpgsql
as $$
begin
  perform tests.authenticate_as(reader);
  perform public.record_poll_answer(tests.id(debate), 'before', before_stance);
  if after_stance is not null then
    perform public.record_poll_answer(tests.id(debate), 'after', after_stance);
  end if;
  perform tests.as_postgres();
end;
$$;

select tests.freeze_time('2026-05-01 10:00Z');

-- =============================================================================
-- The rule
-- =============================================================================
select results_eq($$ select status, winner_speaker, margin, respondents, is_final from private.reader_verdict(tests.id('S')) $$,
  $$ values ('not_enough_votes', null::smallint, null::numeric, 0, false) $$, 'without answers: not enough votes');

select tests.answer('S', 'reader1', 'against', 'for');
select tests.answer('S', 'reader2', 'against', 'neutral');
select tests.answer('S', 'reader3', 'neutral', 'for');
select tests.answer('S', 'reader4', 'for', 'for');
select tests.answer('S', 'reader5', 'neutral');  -- no "after": not a respondent
select results_eq($$ select status, winner_speaker, respondents from private.reader_verdict(tests.id('S')) $$,
  $$ values ('not_enough_votes', null::smallint, 4) $$, 'four who answered both are under the minimum of five');

select tests.answer('S', 'reader5', 'neutral', 'neutral');
-- Before (of the five): for 1, against 2. After: for 3, against 0.
-- For gained 40 points, against lost 40: margin 80.
select results_eq($$ select status, winner_speaker, margin, respondents, is_final from private.reader_verdict(tests.id('S')) $$,
  $$ values ('decided', 1::smallint, 80.0, 5, false) $$, 'five respondents: decided for the speaker arguing for');

select tests.answer('S', 'reader6', 'for', 'against');
select tests.answer('S', 'reader7', 'for', 'against');
select tests.answer('S', 'reader8', 'for', 'against');
-- Of eight: before for 4, against 2; after for 3, against 3. For -12.5, against +12.5.
select results_eq($$ select status, winner_speaker, margin from private.reader_verdict(tests.id('S')) $$,
  $$ values ('decided', 2::smallint, 25.0) $$, 'readers moving against turn the verdict to the speaker arguing against');

-- T: for +10, against +0 … set up a 3-point margin: one of 33 moves… keep it small:
-- seven respondents, one moves neutral → for and one neutral → against: margin 0.
select tests.answer('T', 'reader1', 'neutral', 'for');
select tests.answer('T', 'reader2', 'neutral', 'against');
select tests.answer('T', 'reader3', 'for', 'for');
select tests.answer('T', 'reader4', 'against', 'against');
select tests.answer('T', 'reader5', 'neutral', 'neutral');
select results_eq($$ select status, winner_speaker, margin, respondents from private.reader_verdict(tests.id('T')) $$,
  $$ values ('too_close', null::smallint, 0.0, 5) $$, 'equal gains are too close to call');

select tests.answer('T', 'reader2', 'neutral', 'neutral');
-- For +20, against 0: margin 20.
select results_eq($$ select status, winner_speaker, margin from private.reader_verdict(tests.id('T')) $$,
  $$ values ('decided', 1::smallint, 20.0) $$, 'changing an answer moves the verdict');

update public.app_settings set verdict_tie_margin = 25;
select results_eq($$ select status, winner_speaker from private.reader_verdict(tests.id('T')) $$,
  $$ values ('too_close', null::smallint) $$, 'a wider tie margin (an operator''s setting) makes 20 points too close');
update public.app_settings set verdict_tie_margin = 5, persuasive_min_respondents = 6;
select results_eq($$ select status from private.reader_verdict(tests.id('T')) $$,
  $$ values ('not_enough_votes') $$, 'a higher minimum of respondents applies to stored verdicts too');
update public.app_settings set persuasive_min_respondents = 5;

select is((select persuasion_score from public.debates where id = tests.id('T')), 20,
  'the persuasion score behind "Most persuasive" is kept as before');

select tests.freeze_time('2026-05-08 09:00Z');
select results_eq($$ select status, is_final from private.reader_verdict(tests.id('T')) $$,
  $$ values ('decided', true) $$, 'a week after sharing the poll has closed: the verdict is final');

-- =============================================================================
-- Who reads it
-- =============================================================================
select tests.clear_authentication();
select results_eq($$ select status, winner_speaker, respondents, is_final, tie_margin, min_respondents from public.get_reader_verdict(tests.id('T')) $$,
  $$ values ('decided', 1::smallint, 5, true, 5::numeric, 5) $$, 'a visitor reads a shared debate''s verdict with the rule''s numbers');
select throws_ok($$ select * from public.get_reader_verdict(tests.id('P')) $$, 'AG030', 'Debate not found',
  'a visitor cannot read a private debate''s verdict');
select results_eq($$ select debate_id, status from public.get_reader_verdicts(array[tests.id('T'), tests.id('P')]) $$,
  $$ values (tests.id('T'), 'decided') $$, 'the batch read for ranking cards leaves out what the caller may not read');
select throws_ok($$ select * from private.reader_verdict(tests.id('T')) $$, '42501', null,
  'the private function is not callable through the API');

select tests.authenticate_as('alice');
select results_eq($$ select status from public.get_reader_verdict(tests.id('S')) $$, $$ values ('decided') $$,
  'another user reads it');
select throws_ok($$ select * from public.get_reader_verdict(tests.id('P')) $$, 'AG030', 'Debate not found',
  'but not a private debate''s');
select tests.authenticate_as('carol');
select throws_ok($$ select * from public.get_reader_verdict(tests.id('P')) $$, 'AG164', null,
  'the author''s private debate has no poll and no verdict');

-- Hidden by a moderator: its author still sees it, others do not.
select tests.as_postgres();
update public.debates set moderation_state = 'hidden' where id = tests.id('S');
select tests.authenticate_as('alice');
select throws_ok($$ select * from public.get_reader_verdict(tests.id('S')) $$, 'AG030', 'Debate not found',
  'a hidden debate''s verdict is not readable by others');
select is((select count(*)::integer from public.get_reader_verdicts(array[tests.id('S')])), 0, 'nor in the batch');
select tests.authenticate_as('carol');
select results_eq($$ select status from public.get_reader_verdict(tests.id('S')) $$, $$ values ('decided') $$,
  'its author still reads it');

select tests.authenticate_as_service_role();
select results_eq($$ select status from public.get_reader_verdicts(array[tests.id('T')]) $$, $$ values ('decided') $$,
  'the service role reads verdicts');
select throws_ok($$ select * from private.debate_verdicts $$, '42501', null, 'but not the stored table directly');

select * from finish();
rollback;
