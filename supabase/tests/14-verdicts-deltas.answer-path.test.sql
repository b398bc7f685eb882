-- A poll answer's lean path: the answers' trigger, the verdict store, the ∆
-- guard and the leaderboard's trigger read with cached plans (no per-call
-- planned SQL functions), and stay exact: after every kind of change the
-- stored verdicts equal the rule on a fresh tally, and the leaderboard's
-- counts equal the stored verdicts' contributions — answers changed,
-- withdrawn, ∆s awarded and withdrawn, debates unshared, hidden, their
-- speakers' sides swapped, the rule's numbers changed, debates deleted.
begin;
select plan(39);
select tests.start_empty();

select tests.create_supabase_user('carol');
select tests.create_supabase_user('dave');
do $$ begin for i in 1..7 loop perform tests.create_supabase_user('reader' || i); end loop; end $$;
-- Speaker 1: gpt-4, formal, for (0.6); speaker 2: gpt-3.5-turbo, casual, against (-0.6).
select tests.remember('A', tests.create_debate('carol', 'Debate A', array['Politics', 'Science']::public.debate_category[], shared_at => '2026-05-01 09:00Z'));
select tests.remember('B', tests.create_debate('carol', 'Debate B', array['Science']::public.debate_category[], shared_at => '2026-05-02 09:00Z'));
select tests.remember('C', tests.create_debate('dave', 'Debate C', shared_at => '2026-05-03 09:00Z'));
select tests.freeze_time('2026-05-04 10:00Z');

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

-- The first difference between the stored verdicts (with the numbers the
-- readers count when read) and the rule on a fresh tally (private.poll_tally,
-- private.verdict_of, private.for_speaker_of, the settings' numbers, the
-- debate's facts), or null when there is none. Every debate with answers has
-- its verdict row.
create function tests.verdict_mismatch()
returns text
language sql
security definer
set search_path = ''
as $$
  with fresh as (
    select d.id, r.status, r.winner_speaker, r.margin, t.respondents,
           d.is_public and d.moderation_state = 'visible' as listed, (d.shared_at at time zone 'UTC')::date as shared_day,
           d.categories, d.debate_style, d.speaker1_model, d.speaker2_model, d.speaker1_rhetoric_style as speaker1_style,
           d.speaker2_rhetoric_style as speaker2_style, private.for_speaker_of(d.speaker1_stance, d.speaker2_stance) as for_speaker
      from public.debates d
     cross join lateral private.poll_tally(d.id) t
     cross join lateral private.verdict_of(t.for_shift, t.against_shift, t.respondents,
                          private.for_speaker_of(d.speaker1_stance, d.speaker2_stance),
                          (private.settings()).persuasive_min_respondents, (private.settings()).verdict_tie_margin) r
     where exists (select 1 from private.debate_verdicts v where v.debate_id = d.id)
  ), stored as (
    select v.debate_id as id, v.status, v.winner_speaker, n.margin, n.respondents, v.listed,
           v.shared_day, v.categories, v.debate_style, v.speaker1_model, v.speaker2_model, v.speaker1_style, v.speaker2_style,
           v.for_speaker
      from private.debate_verdicts v
     cross join lateral private.reader_verdict(v.debate_id) n
  )
  select coalesce(
    (select 'stored ' || s::text || ' but the rule gives ' || coalesce(f::text, 'no row')
       from stored s left join fresh f on f.id = s.id
      where f is null or f is distinct from s limit 1),
    (select 'no verdict row for ' || a.debate_id::text
       from public.poll_answers a
      where not exists (select 1 from private.debate_verdicts v where v.debate_id = a.debate_id) limit 1))
$$;

-- The first difference between the leaderboard's counts and the sum of the
-- stored verdicts' contributions (private.verdict_contributions), or null.
create function tests.counts_mismatch()
returns text
language sql
security definer
set search_path = ''
as $$
  with expected as (
    select c.tbl, c.kind, c.category, c.day, c.a, c.b, sum(c.n1)::integer as n1, sum(c.n2)::integer as n2
      from private.debate_verdicts v cross join lateral private.verdict_contributions(v) c
     group by 1, 2, 3, 4, 5, 6
    having sum(c.n1) <> 0 or sum(c.n2) <> 0
  ), counted as (
    select 'match' as tbl, m.kind, m.category, m.day, m.player_a as a, m.player_b as b, m.wins_a as n1, m.wins_b as n2
      from private.leaderboard_matches m where m.wins_a <> 0 or m.wins_b <> 0
    union all
    select 'format', '', f.category, f.day, f.debate_style::text, '', f.for_wins, f.against_wins
      from private.leaderboard_formats f where f.for_wins <> 0 or f.against_wins <> 0
    union all
    select 'delta', x.kind, x.category, x.day, x.player, '', x.deltas, 0
      from private.leaderboard_deltas x where x.deltas <> 0
  )
  select coalesce(
    (select 'counted ' || c::text || ' but not expected' from (select * from counted except select * from expected) c limit 1),
    (select 'expected ' || e::text || ' but not counted' from (select * from expected except select * from counted) e limit 1))
$$;

-- Both checks at once (null when exact).
create function tests.exact()
returns text
language sql
as $$ select coalesce(tests.verdict_mismatch(), tests.counts_mismatch()) $$;

-- =============================================================================
-- The lean bodies: no SQL-language function planned per call on the path
-- =============================================================================
select is_empty(
  $$ select p.proname from pg_proc p
      where p.oid in ('private.refresh_persuasion_score()'::regprocedure,
                      'private.store_verdict(uuid, numeric, numeric, integer)'::regprocedure,
                      'private.count_verdict_on_leaderboard()'::regprocedure,
                      'private.withdraw_unearned_delta()'::regprocedure)
        and (p.prolang <> (select l.oid from pg_language l where l.lanname = 'plpgsql')
             or p.prosrc ~ 'private\.(settings|poll_tally|verdict_of|for_speaker_of|apply_verdict_change|verdict_contributions)\s*\(') $$,
  'the answers'' path calls no per-call planned SQL function (settings, tally, rule, contributions)');
select unalike((select p.prosrc from pg_proc p where p.oid = 'private.withdraw_unearned_delta()'::regprocedure),
  '%into v_debate%', 'the ∆ guard does not read the whole debate row for every changed answer');

-- =============================================================================
-- The reader: answers decide, change and undo verdicts; exact throughout
-- =============================================================================
do $$ begin for i in 1..5 loop perform tests.answer('A', 'reader' || i, 'neutral', 'for'); end loop; end $$;
select results_eq($$ select status, winner_speaker, margin, respondents from private.reader_verdict(tests.id('A')) $$,
  $$ values ('decided', 1::smallint, 100.0, 5) $$, 'five readers moving for: decided for speaker 1 by 100 points');
select is(tests.exact(), null, 'A decided: verdicts and counts exact');

do $$ begin for i in 1..5 loop perform tests.answer('B', 'reader' || i, 'for', 'against'); end loop; end $$;
select results_eq($$ select status, winner_speaker from private.debate_verdicts where debate_id = tests.id('B') $$,
  $$ values ('decided', 2::smallint) $$, 'five readers moving against: B decided for speaker 2');
select is(tests.exact(), null, 'B decided: verdicts and counts exact');

-- A "before" alone moves none of the poll's numbers: neither the verdict row
-- nor any count row is written.
create temporary table snapshot as
  select (select ctid::text from private.debate_verdicts where debate_id = tests.id('A')) as verdict,
         (select string_agg(ctid::text, ',' order by ctid) from private.leaderboard_matches) as matches;
select tests.answer('A', 'reader6', 'against');
select is((select ctid::text from private.debate_verdicts where debate_id = tests.id('A')), (select verdict from snapshot),
  'a "before" alone leaves the verdict row as it was');
select is((select string_agg(ctid::text, ',' order by ctid) from private.leaderboard_matches), (select matches from snapshot),
  'and no count row');
select is(tests.exact(), null, 'a "before" alone: exact');

-- The poll's numbers move, the verdict stays: the numbers read follow, the
-- counts are not written.
select tests.answer('A', 'reader6', 'against', 'neutral');
select results_eq($$ select status, winner_speaker, respondents from private.reader_verdict(tests.id('A')) $$,
  $$ values ('decided', 1::smallint, 6) $$, 'a sixth respondent: the numbers move, the verdict stays');
select is((select string_agg(ctid::text, ',' order by ctid) from private.leaderboard_matches), (select matches from snapshot),
  'the counts are not written when the verdict stays');
select is(tests.exact(), null, 'numbers moved: exact');

-- Readers change their minds one by one until A flips to speaker 2: exact
-- after every answer.
create function tests.flip_a()
returns setof text
language plpgsql
as $$
begin
  for i in 1..5 loop
    perform tests.answer('A', 'reader' || i, 'neutral', 'against');
    return next coalesce(tests.exact(), 'exact');
  end loop;
end;
$$;
select results_eq($$ select * from tests.flip_a() $$, $$ values ('exact'), ('exact'), ('exact'), ('exact'), ('exact') $$,
  'A flips answer by answer (through too close): exact after each');
select results_eq($$ select status, winner_speaker from private.debate_verdicts where debate_id = tests.id('A') $$,
  $$ values ('decided', 2::smallint) $$, 'A is now decided for speaker 2');

-- Withdrawn answers.
select tests.authenticate_as('reader1');
select lives_ok($$ select public.clear_poll_answer(tests.id('A'), 'after') $$, 'the reader withdraws an "after"');
select tests.authenticate_as('reader2');
select lives_ok($$ select public.clear_poll_answer(tests.id('A'), 'before') $$, 'another reader withdraws a whole answer');
select tests.as_postgres();
select results_eq($$ select status, respondents from private.reader_verdict(tests.id('A')) $$,
  $$ values ('not_enough_votes', 4) $$, 'two withdrawn: four respondents, not enough votes');
select is(tests.exact(), null, 'answers withdrawn: exact');

-- ∆s: awarded, then withdrawn with the answer that earned it.
select tests.authenticate_as('reader3');
select lives_ok($$ select public.award_delta(tests.id('B'), 1, 1, left(tests.turn_text(tests.id('B'), 1, 1), 10), 0, 10, repeat('because ', 8)) $$,
  'a reader who moved against awards speaker 2 a ∆');
select tests.as_postgres();
select is((select deltas2 from private.debate_verdicts where debate_id = tests.id('B')), 1, 'the ∆ is on the verdict row');
select is(tests.exact(), null, '∆ awarded: exact');
select tests.answer('B', 'reader3', 'for', 'for');
select is((select count(*)::integer from public.deltas where debate_id = tests.id('B')), 0,
  'the reader''s answer no longer moved against: the ∆ goes');
select is(tests.exact(), null, '∆ withdrawn with its answer: exact');

-- =============================================================================
-- The debate's facts change
-- =============================================================================
select tests.authenticate_as('carol');
select public.unshare_debate(tests.id('B'));
select tests.as_postgres();
select is((select listed from private.debate_verdicts where debate_id = tests.id('B')), false, 'B unshared: no longer listed');
select is(tests.exact(), null, 'B unshared: exact');

update public.debates set moderation_state = 'hidden' where id = tests.id('A');
select is(tests.exact(), null, 'A hidden: exact');
update public.debates set moderation_state = 'visible', speaker1_stance = -0.6, speaker2_stance = 0.6 where id = tests.id('A');
select is((select for_speaker from private.debate_verdicts where debate_id = tests.id('A')), 2::smallint,
  'A visible again with the sides swapped: speaker 2 argues for');
select is(tests.exact(), null, 'sides swapped: exact');
-- Answers after the swap decide from the row's new For side.
do $$ begin for i in 4..7 loop perform tests.answer('A', 'reader' || i, 'against', 'for'); end loop; end $$;
select is(tests.exact(), null, 'answers after the swap: exact');

update public.app_settings set verdict_tie_margin = 90, persuasive_min_respondents = 3;
select is(tests.exact(), null, 'the rule''s numbers changed: exact');

-- =============================================================================
-- Another user, a visitor, the service role
-- =============================================================================
select tests.answer('C', 'carol', 'neutral', 'for');
select is(tests.exact(), null, 'another user answering someone else''s debate: exact');
select tests.authenticate_as('dave');
select results_eq($$ select status, respondents from public.get_reader_verdict(tests.id('C')) $$,
  $$ values ('not_enough_votes', 1) $$, 'the debate''s author reads the stored verdict (one respondent)');
select throws_ok($$ select private.store_verdict(tests.id('C'), 100, 0, 50) $$, '42501', null,
  'a signed-in user cannot store a verdict');
select tests.clear_authentication();
select throws_ok($$ select public.record_poll_answer(tests.id('C'), 'before', 'for') $$, 'AG160', null,
  'a visitor cannot answer');
select results_eq($$ select status, winner_speaker, respondents from public.get_reader_verdict(tests.id('A')) $$,
  $$ values ('decided', 2::smallint, 5) $$, 'a visitor reads the stored verdict');
select throws_ok($$ select private.store_verdict(tests.id('A'), 100, 0, 50) $$, '42501', null,
  'nor can a visitor store one');
select tests.authenticate_as_service_role();
select throws_ok($$ select private.store_verdict(tests.id('A'), 100, 0, 50) $$, '42501', null,
  'nor the service role');
select tests.as_postgres();

-- =============================================================================
-- Deleting a debate takes its verdict and counts with it
-- =============================================================================
delete from public.debates where id = tests.id('A');
select is((select count(*)::integer from private.debate_verdicts where debate_id = tests.id('A')), 0, 'A deleted: its verdict row goes');
select is(tests.exact(), null, 'A deleted: exact');

select * from finish();
rollback;
