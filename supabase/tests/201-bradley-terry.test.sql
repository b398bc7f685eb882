-- The Bradley–Terry fit every leaderboard uses: the closed form of two
-- players, the weak prior, ties, the scale's centre. (Agreement with an
-- independent implementation on thousands of matches: tests/integration.)
begin;
select plan(8);

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

select * from finish();
rollback;
