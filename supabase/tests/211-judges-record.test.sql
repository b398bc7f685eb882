-- The judges' own record and the model leaderboard by the judges' verdicts, computed from a fixed
-- set of stored verdicts: position flips, choosing the longer side, choosing one's own model and
-- agreement with the readers per judge model; the offline demo judge never counts.
begin;
select plan(6);
select tests.start_empty();
select tests.create_supabase_user('alice');

-- Four shared debates (First Speaker gpt-4, Second Speaker gpt-3.5-turbo, written by the provider).
select tests.remember('d1', tests.create_debate('alice', 'One?', shared => true));
select tests.remember('d2', tests.create_debate('alice', 'Two?', shared => true));
select tests.remember('d3', tests.create_debate('alice', 'Three?', shared => true));
select tests.remember('d4', tests.create_debate('alice', 'Four?', shared => true));
select tests.as_postgres();

create function tests.panel(debate uuid, generator text, verdict text, words_first integer, words_second integer)
returns uuid language sql as $$
  insert into public.judge_panels (debate_id, status, generator, verdict, judges_total, judges_counted, words_first, words_second, finished_at)
  values (debate, 'complete', generator, verdict, 2, 2, words_first, words_second, now()) returning id
$$;
create function tests.verdict(panel uuid, idx integer, model text, status text, winner text, agree boolean, own smallint default null)
returns void language sql as $$
  insert into public.judge_verdicts (panel_id, judge_index, judge_model, own_speaker, status, winner, passes_agree, reason, passes)
  values (panel, idx, model, own, status, winner, agree, case when status = 'counted' then null else 'flip' end, '[]')
$$;
create function tests.readers(debate uuid, status text, winner smallint)
returns void language sql as $$
  insert into private.debate_verdicts (debate_id, status, winner_speaker, listed, shared_day, categories, debate_style,
                                       speaker1_model, speaker2_model, speaker1_style, speaker2_style)
  values (debate, status, winner, true, current_date, array['Politics']::public.debate_category[], 'structured',
          'gpt-4', 'gpt-3.5-turbo', 'formal', 'casual')
  on conflict (debate_id) do update set status = excluded.status, winner_speaker = excluded.winner_speaker
$$;

-- d1: the First Speaker wrote more; both judges choose it; the readers agree.
select tests.remember('p1', tests.panel(tests.id('d1'), 'provider', 'first', 100, 80));
select tests.verdict(tests.id('p1'), 0, 'gpt-4', 'counted', 'first', true, 0::smallint);
select tests.verdict(tests.id('p1'), 1, 'judge-x', 'counted', 'first', true);
select tests.readers(tests.id('d1'), 'decided', 1::smallint);
-- d2: the Second Speaker wrote more; gpt-4 flips with the order, judge-x chooses the Second; the readers chose the First.
select tests.remember('p2', tests.panel(tests.id('d2'), 'provider', 'second', 50, 90));
select tests.verdict(tests.id('p2'), 0, 'gpt-4', 'split', null, false, 0::smallint);
select tests.verdict(tests.id('p2'), 1, 'judge-x', 'counted', 'second', true);
select tests.readers(tests.id('d2'), 'decided', 1::smallint);
-- d3: equal length; gpt-4 chooses its own First Speaker, judge-x a tie; the readers found it too close.
select tests.remember('p3', tests.panel(tests.id('d3'), 'provider', 'first', 70, 70));
select tests.verdict(tests.id('p3'), 0, 'gpt-4', 'counted', 'first', true, 0::smallint);
select tests.verdict(tests.id('p3'), 1, 'judge-x', 'counted', 'tie', true);
select tests.readers(tests.id('d3'), 'too_close', null);
-- d4: the offline demo judge; never counted.
select tests.remember('p4', tests.panel(tests.id('d4'), 'offline-demo', 'second', 10, 90));
select tests.verdict(tests.id('p4'), 0, 'gpt-4', 'counted', 'second', true, 0::smallint);
select tests.verdict(tests.id('p4'), 1, 'judge-x', 'split', null, false);

select tests.clear_authentication();
select results_eq(
  $$ select judge_model, verdicts, position_flips, flip_rate from public.judges_record() $$,
  $$ values ('gpt-4', 3, 1, 0.333), ('judge-x', 3, 0, 0.000) $$,
  'position flips: how often a judge''s two passes disagreed, over the passes that both answered (demo verdicts left out)');
select results_eq(
  $$ select judge_model, decisive, chose_longer, longer_rate from public.judges_record() $$,
  $$ values ('gpt-4', 1, 1, 1.000), ('judge-x', 2, 2, 1.000) $$,
  'chose the longer side: over counted verdicts naming a speaker where one speaker wrote more');
select results_eq(
  $$ select judge_model, own_model, chose_own, own_rate from public.judges_record() $$,
  $$ values ('gpt-4', 2, 2, 1.000), ('judge-x', 0, 0, null::numeric) $$,
  'chose its own model: over counted verdicts where exactly one speaker was the judge''s model');
select results_eq(
  $$ select judge_model, with_readers, agreed, agreement_rate from public.judges_record() $$,
  $$ values ('gpt-4', 2, 1, 0.500), ('judge-x', 3, 2, 0.667) $$,
  'agreement with the readers: a named speaker matches a decided verdict, a tie matches too close');
select results_eq(
  $$ select model, debates from public.judges_model_leaderboard() $$,
  $$ values ('gpt-4', 3::numeric), ('gpt-3.5-turbo', 3::numeric) $$,
  'the model leaderboard rates the debaters'' models from the judges'' verdicts (2 wins to 1), demo panels left out');
select is((select get_judges_verdict ->> 'agreement' from public.get_judges_verdict(tests.id('d2'))), 'disagree',
  'the viewer''s read says whether the panel agrees with the readers');

select * from finish();
rollback;
