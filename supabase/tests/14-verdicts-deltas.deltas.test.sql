-- ∆ — "this changed my mind": only a signed-in reader whose poll answer moved
-- toward a speaker's side, to that speaker, once per debate, anchored to a
-- passage of that speaker's turn, with an explanation of 50+ characters, on
-- shared and visible debates, within the posting limits; withdrawn with the
-- answer it rests on. Read by anyone without who gave it.
begin;
select plan(49);
select tests.start_empty();

select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('dave');
-- Speaker 1 (index 0) argues for (0.6), speaker 2 (index 1) against (-0.6).
select tests.remember('S', tests.create_debate('carol', 'Carol shared', shared_at => '2026-05-01 09:00Z'));
select tests.remember('P', tests.create_debate('carol', 'Carol private'));
select tests.remember('H', tests.create_debate('carol', 'Carol hidden', shared_at => '2026-05-01 09:00Z'));
select tests.freeze_time('2026-05-01 10:00Z');

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

-- Awards the first 12 characters of a turn's text, as the caller.
create function tests.award(debate text, round_index integer, speaker_index integer,
                            explanation text default 'This passage showed me the costs I had not weighed at all before.')
returns public.deltas
language sql
as $$
  select * from public.award_delta(tests.id(debate), round_index, speaker_index,
    left(tests.turn_text(tests.id(debate), round_index, speaker_index), 12), 0, 12, explanation)
$$;

create function tests.speaker_deltas(debate text, speaker integer)
returns integer
language sql
security definer
set search_path = ''
as $$
  select case speaker when 1 then v.deltas1 else v.deltas2 end from private.debate_verdicts v where v.debate_id = tests.id(debate)
$$;

create function tests.delta_count(debate text)
returns integer
language sql
security definer
set search_path = ''
as $$
  select count(*)::integer from public.deltas x where x.debate_id = tests.id(debate)
$$;

-- =============================================================================
-- A visitor
-- =============================================================================
select tests.clear_authentication();
select throws_ok($$ select tests.award('S', 0, 0) $$, 'AG301', 'Please sign in to award a ∆.', 'a visitor cannot award a ∆');
select throws_ok($$ select public.withdraw_delta(tests.id('S')) $$, '42501', null, 'nor withdraw one');
select is((select count(*)::integer from public.list_deltas(tests.id('S'))), 0, 'a visitor reads a shared debate''s (empty) ∆ list');
select throws_ok($$ select * from public.deltas $$, '42501', null, 'but not the table of who gave what');

-- =============================================================================
-- The reader: moved, toward which side
-- =============================================================================
select tests.authenticate_as('alice');
select throws_ok($$ select tests.award('S', 0, 0) $$, 'AG305',
  'A ∆ goes to the speaker whose side your poll answer moved toward after reading.', 'without a poll answer, no ∆');
select tests.answer('S', 'alice', 'against');
select tests.authenticate_as('alice');
select throws_ok($$ select tests.award('S', 0, 0) $$, 'AG305', null, 'a "before" alone is no movement');
select tests.answer('S', 'alice', 'against', 'against');
select tests.authenticate_as('alice');
select throws_ok($$ select tests.award('S', 0, 0) $$, 'AG305', null, 'an unchanged answer is no movement');
select tests.answer('S', 'alice', 'against', 'neutral');
select tests.authenticate_as('alice');
select throws_ok($$ select tests.award('S', 0, 1) $$, 'AG305', null,
  'against → neutral moved toward For: not toward the speaker arguing against');

-- The rest of the rule, on the right speaker.
select throws_ok($$ select tests.award('S', 0, 0, repeat('x', 49)) $$, 'AG303',
  'Say what changed your mind in at least 50 characters (49 so far).', 'an explanation of 49 characters is too short');
select throws_ok($$ select tests.award('S', 0, 0, '   ' || repeat('x', 48) || E'\n  ') $$, 'AG303', null,
  'surrounding whitespace does not count toward the 50');
select throws_ok($$ select tests.award('S', 0, 0, repeat('x', 2001)) $$, 'AG304', null, 'nor may it exceed 2000 characters');
select throws_ok($$ select public.award_delta(tests.id('S'), 0, 0, 'not in the turn', 0, 15, repeat('x', 60)) $$, 'AG307',
  'The selected text is not part of this speaker''s turn.', 'the quote must be the turn''s text at those offsets');
select throws_ok($$ select public.award_delta(tests.id('S'), 0, 0, left(tests.turn_text(tests.id('S'), 0, 1), 17), 0, 17, repeat('x', 60)) $$,
  'AG307', null, 'a passage of the other speaker''s turn is not this speaker''s');
select throws_ok($$ select public.award_delta(tests.id('S'), 3, 0, 'Round', 0, 5, repeat('x', 60)) $$, 'AG308',
  'Choose a passage in one of the speakers'' turns.', 'the round must exist');
select throws_ok($$ select public.award_delta(tests.id('S'), 0, 0, 'Summary', 0, 7, repeat('x', 60), 'title') $$, 'AG308', null,
  'the passage is the text or the summary');
select is(tests.delta_count('S'), 0, 'no refused attempt left a ∆');

select results_eq($$ select speaker_index, round_index, original_text, explanation from tests.award('S', 0, 0, '  ' || repeat('y', 50) || '  ') $$,
  $$ values (0::smallint, 0::smallint, 'Round 0 spea', repeat('y', 50)) $$,
  'a reader who moved toward For awards the speaker arguing for (explanation trimmed, 50 characters)');
select is(tests.speaker_deltas('S', 1), 1, 'the speaker''s ∆ count rises');
select throws_ok($$ select tests.award('S', 1, 0) $$, 'AG306', 'You have already awarded your ∆ in this debate.',
  'one ∆ per reader per debate');
select results_eq($$ select mine, round_index, speaker_index, original_text_start, original_text_end from public.list_deltas(tests.id('S')) $$,
  $$ values (true, 0::smallint, 0::smallint, 0, 12) $$, 'the reader finds their ∆ in the list, marked as theirs');
select is((select count(*)::integer from public.deltas), 1, 'and their own row in the table');

-- Summary passages anchor too.
select tests.answer('S', 'bob', 'for', 'against');
select tests.authenticate_as('bob');
select results_eq($$ select speaker_index, passage from public.award_delta(tests.id('S'), 2, 1, 'Summary of round 2', 0, 18, repeat('z', 55), 'summary') $$,
  $$ values (1::smallint, 'summary') $$, 'for → against moved toward Against: a ∆ to the speaker against, on a summary passage');

-- =============================================================================
-- Another user
-- =============================================================================
select tests.authenticate_as('dave');
select results_eq($$ select count(*)::integer, count(*) filter (where mine)::integer from public.list_deltas(tests.id('S')) $$,
  $$ values (2, 0) $$, 'another user reads both ∆s, none theirs');
select is((select count(*)::integer from public.deltas), 0, 'but cannot see who gave them');
select throws_ok($$ insert into public.deltas (debate_id, user_id, round_index, speaker_index, original_text, original_text_start, original_text_end, explanation)
                    values (tests.id('S'), tests.get_supabase_uid('dave'), 0, 0, 'Round', 0, 5, repeat('x', 60)) $$,
  '42501', null, 'nor write a ∆ directly');
select throws_ok($$ delete from public.deltas $$, '42501', null, 'nor delete others''');
select is((select public.withdraw_delta(tests.id('S'))), false, 'withdrawing when one gave none changes nothing');
select is(tests.delta_count('S'), 2, 'both ∆s are still there');

-- =============================================================================
-- Shared and visible debates only
-- =============================================================================
select throws_ok($$ select tests.award('P', 0, 0) $$, 'AG030', 'Debate not found', 'a private debate cannot be found by others');
select throws_ok($$ select * from public.list_deltas(tests.id('P')) $$, 'AG030', null, 'nor its ∆s');
select tests.authenticate_as('carol');
select throws_ok($$ select tests.award('P', 0, 0) $$, 'AG302', '∆s can be awarded only in debates shared with the community.',
  'its author cannot award one in it either');
select tests.answer('H', 'dave', 'against', 'for');
select tests.as_postgres();
update public.debates set moderation_state = 'hidden' where id = tests.id('H');
select tests.authenticate_as('dave');
select throws_ok($$ select tests.award('H', 0, 0) $$, 'AG030', null, 'a hidden debate takes no ∆ from readers');
select tests.answer('H', 'carol', 'against', 'for');
select tests.as_postgres();
update public.debates set moderation_state = 'hidden' where id = tests.id('H');
select tests.authenticate_as('carol');
select throws_ok($$ select tests.award('H', 0, 0) $$, 'AG302', null, 'nor from its author');

-- =============================================================================
-- Limits: a ∆ counts as a post
-- =============================================================================
select tests.as_postgres();
update public.app_settings set responses_per_minute = 1;
select tests.answer('S', 'dave', 'neutral', 'for');
select tests.authenticate_as('dave');
select lives_ok($$ select public.post_response(tests.id('S'), 0, 0, 'Round', 0, 5, 'A response first.') $$, 'dave posts a response');
select throws_ok($$ select tests.award('S', 0, 0) $$, 'AG140', null, 'then a ∆ in the same minute is over the posting limit');
select tests.freeze_time('2026-05-01 10:01:30Z');
select lives_ok($$ select tests.award('S', 0, 0) $$, 'a minute later it goes through');
select tests.as_postgres();
update public.app_settings set responses_per_minute = 5;

-- =============================================================================
-- Withdrawn with the answer it rests on
-- =============================================================================
select tests.answer('S', 'alice', 'against', 'for');
select is((select count(*)::integer from public.deltas x where x.user_id = tests.get_supabase_uid('alice')), 1,
  'moving further toward For keeps the ∆');
select tests.answer('S', 'alice', 'against', 'against');
select is((select count(*)::integer from public.deltas x where x.user_id = tests.get_supabase_uid('alice')), 0,
  'changing the "after" back (no movement) withdraws it');
select is(tests.speaker_deltas('S', 1), 1, 'and the speaker''s count falls');

select tests.answer('S', 'alice', 'neutral', 'for');
select tests.authenticate_as('alice');
select lives_ok($$ select tests.award('S', 1, 0) $$, 'a reader may award again once moved again');
select tests.answer('S', 'alice', 'for', 'for');
select is((select count(*)::integer from public.deltas x where x.user_id = tests.get_supabase_uid('alice')), 0,
  'changing the "before" so the answers no longer moved withdraws it');

select tests.answer('S', 'alice', 'neutral', 'for');
select tests.authenticate_as('alice');
select lives_ok($$ select tests.award('S', 1, 0) $$, 'awarded once more');
select results_eq($$ select my_after from public.clear_poll_answer(tests.id('S'), 'after') $$,
  $$ values (null::public.poll_stance) $$, 'the reader withdraws the "after" answer');
select is((select count(*)::integer from public.deltas x where x.user_id = tests.get_supabase_uid('alice')), 0,
  'which withdraws the ∆');

select tests.authenticate_as('bob');
select is((select public.withdraw_delta(tests.id('S'))), true, 'a reader withdraws their own ∆');
select is(tests.speaker_deltas('S', 2), 0, 'the against speaker''s count is back to 0');

-- =============================================================================
-- The service role
-- =============================================================================
select tests.authenticate_as_service_role();
select throws_ok($$ select tests.award('S', 0, 0) $$, 'AG301', null, 'the service role is nobody''s reader: no ∆');
select throws_ok($$ insert into public.deltas (debate_id, user_id, round_index, speaker_index, original_text, original_text_start, original_text_end, explanation)
                    values (tests.id('S'), tests.get_supabase_uid('dave'), 0, 0, 'Round', 0, 5, repeat('x', 60)) $$,
  '42501', null, 'nor forge one');
select is((select count(*)::integer from public.deltas), 1, 'it reads every ∆ (dave''s)');

select * from finish();
rollback;
