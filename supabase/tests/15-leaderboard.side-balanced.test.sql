-- The side-balanced leaderboard from fixed data: only matched side-swapped pairs count (a debate and
-- its earliest rematch with the models swapped and the stances kept, both shared and decided), each
-- pair one matchup; each model's record For and Against; the For side's win rate with its interval.
begin;
select plan(12);
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.freeze_time('2026-03-10 12:00:00Z');

-- A rematch of `original` by bob, shared: gpt-3.5-turbo now First Speaker (For), gpt-4 Second (Against).
create function pg_temp.rematch(original uuid, stance1 numeric default 0.6, shared boolean default true)
returns uuid language plpgsql as $$
declare
  v_id uuid;
begin
  insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker1_rhetoric_style,
                              speaker2_model, speaker2_stance, speaker2_rhetoric_style, user_display_name, family_kind, rematch_of,
                              created_at)
  select tests.get_supabase_uid('bob'), d.topic, d.categories, 'gpt-3.5-turbo', stance1, 'casual', 'gpt-4', -0.6, 'formal', 'Bob',
         'rematch', original, private.clock_now()
    from public.debates d where d.id = original
  returning id into v_id;
  insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
  select v_id, r, s, 'A turn.', 'A summary.' from generate_series(0, 2) r, generate_series(0, 1) s;
  if shared then
    perform tests.authenticate_as('bob');
    perform public.share_debate(v_id);
    perform tests.as_postgres();
  end if;
  return v_id;
end;
$$;
-- The room decides for a seat (the For seat is the First Speaker in all of these).
create function pg_temp.won_by(debate uuid, seat integer) returns void language sql as $$
  select private.store_verdict(debate, case seat when 1 then 40 else 0 end, case seat when 2 then 40 else 0 end, 10)
$$;

-- Pair 1: gpt-4 wins For, then gpt-3.5-turbo wins For: a split. A later rematch of the same debate does not count twice.
select tests.remember('a1', tests.create_debate('alice', 'Should zoos exist?', shared => true));
select tests.remember('b1', pg_temp.rematch(tests.id('a1')));
select tests.freeze_time('2026-03-10 12:05:00Z');
select tests.remember('b1 again', pg_temp.rematch(tests.id('a1')));
select pg_temp.won_by(tests.id('a1'), 1), pg_temp.won_by(tests.id('b1'), 1), pg_temp.won_by(tests.id('b1 again'), 2);
-- Pair 2: gpt-3.5-turbo wins Against, then wins For: it takes the matchup.
select tests.remember('a2', tests.create_debate('alice', 'Is chess a sport?', shared => true));
select tests.remember('b2', pg_temp.rematch(tests.id('a2')));
select pg_temp.won_by(tests.id('a2'), 2), pg_temp.won_by(tests.id('b2'), 1);
-- Not pairs: a rematch that changed a stance, one still undecided, one not shared, a debate with no rematch.
select tests.remember('a3', tests.create_debate('alice', 'Is tea better?', shared => true));
select tests.remember('b3', pg_temp.rematch(tests.id('a3'), stance1 => 0.3));
select pg_temp.won_by(tests.id('a3'), 1), pg_temp.won_by(tests.id('b3'), 1);
select tests.remember('a4', tests.create_debate('alice', 'Is cereal a soup?', shared => true));
select tests.remember('b4', pg_temp.rematch(tests.id('a4')));
select pg_temp.won_by(tests.id('a4'), 1), private.store_verdict(tests.id('b4'), 4, 0, 10);
select tests.remember('a5', tests.create_debate('alice', 'Is a hot dog a sandwich?', shared => true));
select tests.remember('b5', pg_temp.rematch(tests.id('a5'), shared => false));
select pg_temp.won_by(tests.id('a5'), 1), pg_temp.won_by(tests.id('b5'), 2);
select tests.remember('a6', tests.create_debate('alice', 'Should homework be banned?', shared => true));
select pg_temp.won_by(tests.id('a6'), 2);

select results_eq($$ select original_id, rematch_id from private.side_swapped_pairs() order by original_id $$,
  $$ select * from (values (tests.id('a1'), tests.id('b1')), (tests.id('a2'), tests.id('b2'))) v order by 1 $$,
  'only the two matched pairs count: the earliest rematch of each, models swapped, stances kept, both shared and decided');
select tests.clear_authentication();
select is((public.get_side_balanced_leaderboard() ->> 'pairs')::int, 2, 'a visitor reads two matched pairs');
select results_eq(
  $$ select (j ->> 'debates')::int, (j ->> 'forWins')::int, (j ->> 'forWinRate')::numeric from public.get_side_balanced_leaderboard() j $$,
  $$ values (4, 3, 75.0) $$, 'the For side won three of the four debates: 75 %');
select results_eq(
  $$ select (j ->> 'forWinRateLow')::numeric, (j ->> 'forWinRateHigh')::numeric from public.get_side_balanced_leaderboard() j $$,
  $$ values (30.1, 95.4) $$, 'with its 95 % Wilson interval, which still holds 50 %: no side bias shown yet');
select results_eq(
  $$ select m ->> 'model', (m ->> 'matchups')::int, (m ->> 'matchupWins')::int, (m ->> 'matchupLosses')::int, (m ->> 'splits')::int
       from jsonb_array_elements(public.get_side_balanced_leaderboard() -> 'models') m $$,
  $$ values ('gpt-3.5-turbo'::text, 2, 1, 0, 1), ('gpt-4', 2, 0, 1, 1) $$,
  'a pair is one matchup: gpt-3.5-turbo won one and split one, rated above gpt-4');
select results_eq(
  $$ select m ->> 'model', (m ->> 'forWins')::int, (m ->> 'forLosses')::int, (m ->> 'againstWins')::int, (m ->> 'againstLosses')::int
       from jsonb_array_elements(public.get_side_balanced_leaderboard() -> 'models') m $$,
  $$ values ('gpt-3.5-turbo'::text, 2, 0, 1, 1), ('gpt-4', 1, 1, 0, 2) $$,
  'each model''s record For and Against the motion, each side argued once per pair');
select ok((select (m ->> 'rating')::numeric > 1000 and (m ->> 'ciLow')::numeric < (m ->> 'rating')::numeric
             from jsonb_array_elements(public.get_side_balanced_leaderboard() -> 'models') m where m ->> 'model' = 'gpt-3.5-turbo'),
  'ratings are Bradley–Terry on the Elo scale with their intervals');

-- The pairs follow the debates.
select tests.authenticate_as('alice');
select public.unshare_debate(tests.id('a2'));
select tests.clear_authentication();
select is((public.get_side_balanced_leaderboard() ->> 'pairs')::int, 1, 'an unshared original takes its pair off the board');
select tests.authenticate_as('alice');
select public.share_debate(tests.id('a2'));
-- (Sharing again re-reads the room from its poll answers, which these fixed verdicts have none of.)
select tests.as_postgres();
select pg_temp.won_by(tests.id('a2'), 2);
select tests.authenticate_as('bob');
select is((public.get_side_balanced_leaderboard() ->> 'pairs')::int, 2, 'shared again, it is back (a signed-in user reads the same)');
select tests.authenticate_as_service_role();
select is((public.get_side_balanced_leaderboard() ->> 'pairs')::int, 2, 'the service role reads the same');

select tests.as_postgres();
select tests.start_empty();
select tests.clear_authentication();
select results_eq($$ select (j ->> 'pairs')::int, j ->> 'forWinRate', j -> 'models' from public.get_side_balanced_leaderboard() j $$,
  $$ values (0, null::text, '[]'::jsonb) $$, 'with no pairs: nothing to rate and no rate to show');
select is((select count(*)::int from public.list_public_debates()), 0, 'an empty community lists nothing');

select * from finish();
rollback;
