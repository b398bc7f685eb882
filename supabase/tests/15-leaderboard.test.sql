-- The leaderboard: the Bradley–Terry fit it uses, then the matches and counts
-- the triggers keep. Two sections; the second starts from an empty community.
begin;
select plan(46);

-- #############################################################################
-- The Bradley–Terry fit every leaderboard uses: the closed form of two
-- players, the weak prior, ties, the scale's centre. (Agreement with an
-- independent implementation on thousands of matches: tests/integration.)
-- #############################################################################
-- =============================================================================
-- The Bradley–Terry fit
-- =============================================================================
select results_eq(
  $$ select player, rating from private.bradley_terry('[{"a":"x","b":"y","wins_a":300,"wins_b":100}]', 1e5) $$,
  $$ values ('x', round(1000 + 200 * log(3::numeric), 2)), ('y', round(1000 - 200 * log(3::numeric), 2)) $$,
  'two players, 3:1: the ratings are 400·log10(3) apart (the closed form), centred at 1000');
select results_eq(
  $$ select round(ci_high - rating, 1) from private.bradley_terry('[{"a":"x","b":"y","wins_a":300,"wins_b":100}]', 1e5) $$,
  $$ values (round(1.959963984540054 * 400 / ln(10::numeric) * sqrt(1 / 75.0) / 2, 1)), (round(1.959963984540054 * 400 / ln(10::numeric) * sqrt(1 / 75.0) / 2, 1)) $$,
  'the 95 % interval is ±1.96 standard errors of the closed form (n·p·q = 75)');
select ok(
  (select bool_and(rating between 1000 and 1400 and ci_high > ci_low) from private.bradley_terry('[{"a":"x","b":"y","wins_a":1}]') where player = 'x'),
  'one win gives a finite rating with a finite interval (the weak prior)');
select results_eq(
  $$ select player, matches from private.bradley_terry('[{"a":"x","b":"y","ties":2},{"a":"y","b":"x","wins_a":1}]') $$,
  $$ values ('x', 3::numeric), ('y', 3::numeric) $$, 'pairs in either order add up, ties count as games');
select results_eq(
  $$ select rating from private.bradley_terry('[{"a":"x","b":"y","ties":4}]') $$,
  $$ values (1000.00), (1000.00) $$, 'a tie is half a win each: all ties leave both at 1000');
select is((select round(avg(rating), 2) from private.bradley_terry('[{"a":"x","b":"y","wins_a":5,"wins_b":1},{"a":"y","b":"z","wins_a":2,"wins_b":3},{"a":"z","b":"w","wins_a":1}]')),
  1000.00, 'the ratings'' mean is 1000');
select is((select count(*)::integer from private.bradley_terry('[]')), 0, 'no matches, no players');
select tests.authenticate_as_service_role();
select throws_ok($$ select * from private.bradley_terry('[]') $$, '42501', null, 'the fit is not an API function');

-- #############################################################################
-- The leaderboard: decided, listed debates are matches between their
-- speakers' models (different models only) and styles (different styles
-- only); counts kept by triggers stay equal to a recount from the debates,
-- answers and ∆s through answers changing, ∆s, unsharing, hiding,
-- re-categorising and deleting; anyone reads the ratings.
-- #############################################################################
select tests.as_postgres();
select tests.start_empty();

select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
do $$ begin for i in 1..7 loop perform tests.create_supabase_user('reader' || i); end loop; end $$;
-- Speaker 1: gpt-4, formal, for (0.6); speaker 2: gpt-3.5-turbo, casual, against (-0.6).
select tests.remember('A', tests.create_debate('carol', 'Debate A', array['Politics', 'Science']::public.debate_category[], shared_at => '2026-05-01 09:00Z'));
select tests.remember('B', tests.create_debate('carol', 'Debate B', array['Science']::public.debate_category[], shared_at => '2026-05-03 09:00Z'));
select tests.remember('C', tests.create_debate('alice', 'Debate C', shared_at => '2026-05-03 09:00Z'));
select tests.as_postgres();
-- C: both speakers are gpt-4 (a match for the style table only).
update public.debates set speaker2_model = 'gpt-4' where id = tests.id('C');
select tests.freeze_time('2026-05-04 10:00Z');

create function tests.answer(debate text, reader text, before_stance text, after_stance text)
returns void
language plpgsql
as $$
begin
  perform tests.authenticate_as(reader);
  perform public.record_poll_answer(tests.id(debate), 'before', before_stance);
  perform public.record_poll_answer(tests.id(debate), 'after', after_stance);
  perform tests.as_postgres();
end;
$$;

-- Five readers move toward `side` on a debate (decides it for that side's speaker).
create function tests.sway(debate text, side text)
returns void
language plpgsql
as $$
begin
  for i in 1..5 loop
    perform tests.answer(debate, 'reader' || i, 'neutral', side);
  end loop;
end;
$$;

-- The counts as rows (kind, category, day, winner, loser, n; day '-infinity'
-- holds the all-time totals) and the same
-- recounted from scratch: the debates, their answers (through the verdict
-- rule on a fresh tally) and their ∆s.
create function tests.counted_matches()
returns table (kind text, category text, day date, winner text, loser text, n bigint)
language sql
security definer
set search_path = ''
as $$
  select kind, category, day, winner, loser, sum(n) from (
    select m.kind, m.category, m.day, m.player_a as winner, m.player_b as loser, m.wins_a::bigint as n from private.leaderboard_matches m
    union all
    select m.kind, m.category, m.day, m.player_b, m.player_a, m.wins_b from private.leaderboard_matches m
  ) x group by 1, 2, 3, 4, 5 having sum(n) <> 0
$$;

create function tests.recounted_matches()
returns table (kind text, category text, day date, winner text, loser text, n bigint)
language sql
security definer
set search_path = ''
as $$
  with decided as (
    select d.*, v.winner_speaker
      from public.debates d
     cross join lateral private.poll_tally(d.id) t
     cross join lateral private.verdict_of(t.for_shift, t.against_shift, t.respondents,
                          private.for_speaker_of(d.speaker1_stance, d.speaker2_stance), 5, 5) v
     where d.is_public and d.moderation_state = 'visible' and v.status = 'decided'
  ), players as (
    select k.kind, c.category, dd.day,
           case when d.winner_speaker = 1 then k.p1 else k.p2 end as winner,
           case when d.winner_speaker = 1 then k.p2 else k.p1 end as loser
      from decided d
     cross join lateral (values ('model', d.speaker1_model, d.speaker2_model),
                                ('style', d.speaker1_rhetoric_style::text, d.speaker2_rhetoric_style::text)) k (kind, p1, p2)
     cross join lateral unnest(array[''] || d.categories::text[]) c (category)
     cross join lateral unnest(array[(d.shared_at at time zone 'UTC')::date, '-infinity'::date]) dd (day)
     where k.p1 <> k.p2
  )
  select kind, category, day, winner, loser, count(*) from players group by 1, 2, 3, 4, 5
$$;

create function tests.counted_deltas()
returns table (kind text, category text, day date, player text, n bigint)
language sql
security definer
set search_path = ''
as $$
  select x.kind, x.category, x.day, x.player, x.deltas::bigint from private.leaderboard_deltas x where x.deltas <> 0
$$;

create function tests.recounted_deltas()
returns table (kind text, category text, day date, player text, n bigint)
language sql
security definer
set search_path = ''
as $$
  select k.kind, c.category, dd.day, k.player, count(*)
    from public.deltas x
    join public.debates d on d.id = x.debate_id
   cross join lateral (values ('model', case x.speaker_index when 0 then d.speaker1_model else d.speaker2_model end),
                              ('style', case x.speaker_index when 0 then d.speaker1_rhetoric_style::text else d.speaker2_rhetoric_style::text end)) k (kind, player)
   cross join lateral unnest(array[''] || d.categories::text[]) c (category)
   cross join lateral unnest(array[(d.shared_at at time zone 'UTC')::date, '-infinity'::date]) dd (day)
   where d.is_public and d.moderation_state = 'visible'
   group by 1, 2, 3, 4
$$;

create function tests.counts_exact(what text)
returns text
language sql
as $$
  select set_eq('select * from tests.counted_matches()', 'select * from tests.recounted_matches()', 'matches: ' || what)
$$;

create function tests.deltas_exact(what text)
returns text
language sql
as $$
  select set_eq('select * from tests.counted_deltas()', 'select * from tests.recounted_deltas()', '∆s: ' || what)
$$;

-- =============================================================================
-- Matches
-- =============================================================================
select tests.sway('A', 'for');
select tests.sway('B', 'against');
select tests.sway('C', 'for');
select results_eq($$ select status from private.reader_verdict(tests.id('A')) union all select status from private.reader_verdict(tests.id('B')) $$,
  $$ values ('decided'), ('decided') $$, 'A and B are decided');
select tests.counts_exact('three decided debates');
select results_eq(
  $$ select winner, loser, n from tests.counted_matches() where kind = 'model' and category = '' and day > '-infinity' order by day $$,
  $$ values ('gpt-4', 'gpt-3.5-turbo', 1::bigint), ('gpt-3.5-turbo', 'gpt-4', 1::bigint) $$,
  'A: gpt-4 won, B: gpt-3.5-turbo won; C (gpt-4 against itself) is no model match');
select results_eq(
  $$ select winner, n from tests.counted_matches() where kind = 'style' and category = '' and day = '2026-05-03' order by winner $$,
  $$ values ('casual', 1::bigint), ('formal', 1::bigint) $$, 'C counts for the style table');
select results_eq($$ select player, matches, wins from public.get_leaderboard('model') $$,
  $$ values ('gpt-3.5-turbo', 2, 1), ('gpt-4', 2, 1) $$, 'the model table: one win each (its fit is kept for the next view)');

-- Changing answers: A becomes too close, then decided the other way.
select tests.answer('A', 'reader1', 'neutral', 'against');
select tests.answer('A', 'reader2', 'neutral', 'against');
select tests.answer('A', 'reader6', 'neutral', 'against');
select results_eq($$ select status from private.reader_verdict(tests.id('A')) $$, $$ values ('too_close') $$, 'A turned too close');
select tests.counts_exact('after A turned too close');
select tests.answer('A', 'reader3', 'neutral', 'against');
select results_eq($$ select winner_speaker from private.reader_verdict(tests.id('A')) $$, $$ values (2::smallint) $$, 'A now went against');
select tests.counts_exact('after A changed sides');
select tests.authenticate_as('reader6');
select public.clear_poll_answer(tests.id('A'), 'before');
select tests.as_postgres();
select tests.counts_exact('after a reader withdrew their answer');

-- =============================================================================
-- ∆s
-- =============================================================================
select tests.authenticate_as('reader1');
select lives_ok($$ select public.award_delta(tests.id('A'), 1, 1, left(tests.turn_text(tests.id('A'), 1, 1), 10), 0, 10, repeat('because ', 8)) $$,
  'reader1 (moved toward Against) awards speaker 2');
select tests.authenticate_as('reader2');
select lives_ok($$ select public.award_delta(tests.id('A'), 2, 1, left(tests.turn_text(tests.id('A'), 2, 1), 10), 0, 10, repeat('because ', 8)) $$,
  'reader2 too');
select tests.authenticate_as('reader1');
select lives_ok($$ select public.award_delta(tests.id('C'), 0, 0, left(tests.turn_text(tests.id('C'), 0, 0), 10), 0, 10, repeat('because ', 8)) $$,
  'and a ∆ in C');
select tests.as_postgres();
select tests.deltas_exact('three ∆s');
select results_eq($$ select n from tests.counted_deltas() where kind = 'model' and category = '' and player = 'gpt-3.5-turbo' and day > '-infinity' $$,
  $$ values (2::bigint) $$, 'gpt-3.5-turbo has the two ∆s of A');
select tests.answer('A', 'reader2', 'neutral', 'for');
select results_eq($$ select winner_speaker from private.reader_verdict(tests.id('A')) $$, $$ values (1::smallint) $$,
  'reader2 moved toward For after all: A went for again');
select tests.deltas_exact('a ∆ withdrawn with its answer');
select tests.counts_exact('a ∆ withdrawn with its answer');

-- =============================================================================
-- Unsharing, re-sharing, hiding, re-categorising, deleting
-- =============================================================================
select tests.authenticate_as('carol');
select public.unshare_debate(tests.id('B'));
select tests.as_postgres();
select tests.counts_exact('B unshared');
select is((select count(*)::integer from tests.counted_matches() where category = 'Science' and day > '-infinity'), 2,
  'only A is left in Science (model and style)');
select tests.authenticate_as('carol');
select public.share_debate(tests.id('B'));
select tests.as_postgres();
select tests.counts_exact('B shared again (a new day)');

update public.debates set moderation_state = 'hidden' where id = tests.id('A');
select tests.counts_exact('A hidden');
select tests.deltas_exact('A hidden');
update public.debates set moderation_state = 'visible' where id = tests.id('A');
select tests.authenticate_as('carol');
select public.set_debate_categories(tests.id('A'), array['Ethics']);
select tests.as_postgres();
select tests.counts_exact('A re-categorised');
select tests.deltas_exact('A re-categorised');

select tests.authenticate_as('carol');
select public.delete_debate(tests.id('A'));
select tests.as_postgres();
select tests.counts_exact('A deleted');
select tests.deltas_exact('A deleted');
delete from auth.users where id = tests.get_supabase_uid('alice');
select tests.counts_exact('C''s author deleted her account (and C with it)');
select tests.deltas_exact('C''s author deleted her account');

-- =============================================================================
-- Reading the leaderboard
-- =============================================================================
select tests.sway('B', 'for');
select tests.clear_authentication();
select results_eq($$ select player, matches, wins, losses, deltas from public.get_leaderboard('model') $$,
  $$ values ('gpt-4', 1, 1, 0, 0), ('gpt-3.5-turbo', 1, 0, 1, 0) $$, 'a visitor reads the model table, best first');
select ok((select bool_and(rating is not null and ci_low < rating and rating < ci_high) from public.get_leaderboard('model')),
  'each rating comes with its 95 % interval');
select results_eq($$ select debate_style::text, matches, for_wins, for_win_rate from public.get_format_leaderboard() $$,
  $$ values ('structured', 1, 1, 100.0) $$, 'the format table: the side For won its one decided debate');
select is((select count(*)::integer from public.get_leaderboard('style', 'Politics', 'week')), 0,
  'filters: no decided Politics debate this week');
select throws_ok($$ select * from public.get_leaderboard('people') $$, 'AG310', 'The leaderboard ranks models or styles.',
  'the leaderboard ranks models or styles, never people');
select throws_ok($$ select * from public.get_leaderboard('model', 'Cooking') $$, 'AG310', null, 'categories are the product''s');
select tests.authenticate_as('reader1');
select results_eq($$ select polls_answered, moved, deltas_given from public.get_my_record() $$,
  $$ values (1, 1, 0) $$, 'a reader''s record: B answered and moved (A and C are gone, with the ∆s in them)');
select tests.authenticate_as_service_role();
select is((select count(*)::integer from public.get_leaderboard('style')), 2, 'the service role reads it too');
select throws_ok($$ select * from public.get_my_record() $$, 'AG401', null, 'the service role has no record');

select * from finish();
rollback;
