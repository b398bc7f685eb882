-- AI judges: the panel the edge function opens and records, and the judges'
-- own record. Two sections, each from an empty community (tests.start_empty).
begin;
select plan(50);

-- #############################################################################
-- The AI judges' panel: only the edge function (service role) opens and records panels; the
-- database decides which verdicts count (both passes agree) and the panel's majority; a panel
-- is read exactly where its debate (or, unsaved, its generation) is; an author asks the judges
-- about an existing debate once.
-- #############################################################################
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.make_pro('alice');

-- A pass as the function sends it; winner null for an unusable or failed pass.
create function tests.pass(first_as text, winner text, outcome text default 'answered')
returns jsonb language sql immutable as $$
  select case when outcome = 'answered' then jsonb_build_object(
    'firstSpeakerAs', first_as, 'outcome', 'answered', 'winner', winner,
    'scores', jsonb_build_object(
      'first', jsonb_build_object('argument', 8, 'evidence', 7, 'engagement', 6, 'clarity', 9),
      'second', jsonb_build_object('argument', 5, 'evidence', 6, 'engagement', 7, 'clarity', 6)),
    'reasons', jsonb_build_object('argument', 'A reason.', 'evidence', 'A reason.', 'engagement', 'A reason.', 'clarity', 'A reason.'),
    'rationale', 'Because.', 'problem', null)
  else jsonb_build_object('firstSpeakerAs', first_as, 'outcome', outcome, 'winner', null, 'scores', null,
    'reasons', null, 'rationale', null, 'problem', 'the judge could not be reached') end
$$;
create function tests.judge(model text, first_pass text, second_pass text, own smallint default null)
returns jsonb language sql immutable as $$
  select jsonb_build_object('model', model, 'ownSpeaker', own, 'passes', jsonb_build_array(
    case when first_pass in ('failed', 'unusable') then tests.pass('A', null, first_pass) else tests.pass('A', first_pass) end,
    case when second_pass in ('failed', 'unusable') then tests.pass('B', null, second_pass) else tests.pass('B', second_pass) end))
$$;

-- Alice's debate is generated and recorded.
select tests.authenticate_as('alice');
select tests.remember('gen', (select generation_id from public.begin_debate(tests.debate_settings())));
select tests.remember('running', (select generation_id from public.begin_debate(tests.debate_settings())));
select tests.authenticate_as_service_role();
select public.complete_generation(tests.id('gen'), tests.six_turns(), 'provider');

-- Who may open and record a panel
select tests.authenticate_as('alice');
select throws_ok($$ select public.open_judge_panel(tests.id('gen')) $$, '42501', null, 'the author cannot open a panel (only the edge function)');
select tests.clear_authentication();
select throws_ok($$ select public.open_judge_panel(tests.id('gen')) $$, '42501', null, 'a visitor cannot open a panel');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.open_judge_panel('00000000-0000-4000-8000-000000000000') $$, 'AG330', 'Debate generation not found.', 'an unknown generation: AG330');
select throws_ok($$ select public.open_judge_panel(tests.id('running')) $$, 'AG331', 'Only a completed debate is judged.', 'a running generation is not judged: AG331');
select tests.remember('panel', public.open_judge_panel(tests.id('gen')));
select throws_ok($$ select public.open_judge_panel(tests.id('gen')) $$, 'AG332', null, 'a generation has one panel: AG332');
select is((select (words_first, words_second)::text from public.judge_panels where id = tests.id('panel')), '(21,21)',
  'the panel records how many words each speaker wrote');

select tests.authenticate_as('alice');
select throws_ok($$ select public.record_judges_verdict(tests.id('panel'), 'provider', 'complete', '[]') $$, '42501', null,
  'the author cannot record verdicts');
select throws_ok($$ insert into public.judge_verdicts (panel_id, judge_index, judge_model, status, winner, passes) values (tests.id('panel'), 0, 'x', 'counted', 'first', '[]') $$,
  '42501', null, 'the author cannot write a verdict directly');
select throws_ok($$ update public.judge_panels set verdict = 'first' $$, '42501', null, 'the author cannot change a panel directly');
select tests.clear_authentication();
select throws_ok($$ select public.record_judges_verdict(tests.id('panel'), 'provider', 'complete', '[]') $$, '42501', null,
  'a visitor cannot record verdicts');
select tests.authenticate_as_service_role();
select throws_ok($$ insert into public.judge_panels (debate_id) values (null) $$, '42501', null,
  'not even the service role writes panels directly');
select throws_ok($$ delete from public.judge_verdicts $$, '42501', null, 'nor deletes verdicts directly');

-- Malformed records are refused, the panel stays open
select throws_ok($$ select public.record_judges_verdict(tests.id('panel'), 'provider', 'done', '[]') $$, 'AG338', null, 'an unknown status: AG338');
select throws_ok($$ select public.record_judges_verdict(tests.id('panel'), 'provider', 'complete',
  jsonb_build_array(jsonb_set(tests.judge('m', 'first', 'first'), '{passes,0,scores,first,clarity}', '11'))) $$,
  'AG337', 'judges.0.passes.0.scores.first.clarity: a whole number from 1 to 10 is required', 'a score of 11: AG337 naming the field');
select throws_ok($$ select public.record_judges_verdict(tests.id('panel'), 'provider', 'complete',
  jsonb_build_array(jsonb_set(tests.judge('m', 'first', 'first'), '{passes,1,firstSpeakerAs}', '"A"'))) $$,
  'AG337', null, 'both passes with the First Speaker as A: AG337');

-- Three judges: two agree with themselves on the First Speaker, one flips with the order.
select is(
  (select (r ->> 'verdict') || ' ' || (r ->> 'judgesForVerdict') || '/' || (r ->> 'judgesTotal') || ' split ' || (r ->> 'judgesSplit')
     from public.record_judges_verdict(tests.id('panel'), 'provider', 'complete', jsonb_build_array(
       tests.judge('gpt-4', 'first', 'first', 0::smallint),
       tests.judge('gpt-3.5-turbo', 'first', 'second', 1::smallint),
       tests.judge('judge-x', 'first', 'first'))) as r),
  'first 2/3 split 1', 'the panel''s verdict is the majority of the counted judges: First Speaker, 2 of 3, 1 split');
select results_eq(
  $$ select judge_model, status, winner, passes_agree, reason from public.judge_verdicts where panel_id = tests.id('panel') order by judge_index $$,
  $$ values ('gpt-4', 'counted', 'first', true, null::text),
            ('gpt-3.5-turbo', 'split', null, false, 'Position flip: the First Speaker with the First Speaker as Speaker A, the Second Speaker with the sides swapped.'),
            ('judge-x', 'counted', 'first', true, null) $$,
  'a verdict counts only when both passes agree; a flip is split with the reason recorded');
select throws_ok($$ select public.record_judges_verdict(tests.id('panel'), 'provider', 'complete', '[]') $$, 'AG336', null,
  'a panel is recorded once: AG336');

-- Reading: the unsaved generation's panel is the author's only
select tests.authenticate_as('alice');
select is((select count(*)::integer from public.judge_verdicts), 3, 'the author reads the verdicts of their unsaved debate');
select tests.authenticate_as('bob');
select is((select count(*)::integer from public.judge_panels), 0, 'another user does not see the panel of an unsaved debate');
select tests.clear_authentication();
select is((select count(*)::integer from public.judge_verdicts), 0, 'nor does a visitor');

-- Saving carries the panel into the debate; sharing shows it to everyone
select tests.authenticate_as('alice');
select tests.remember('debate', (select id from public.save_debate(tests.id('gen'), array['Politics'])));
select is((select debate_id from public.judge_panels where id = tests.id('panel')), tests.id('debate'), 'saving the debate attaches its panel');
select is(public.get_judges_verdict(tests.id('debate')) ->> 'verdict', 'first', 'the author reads the verdict with the debate');
select tests.authenticate_as('bob');
select is(public.get_judges_verdict(tests.id('debate')), null, 'another user gets no verdict for a private debate');
select is((select count(*)::integer from public.judge_verdicts), 0, 'nor reads its verdicts');
select tests.clear_authentication();
select is(public.get_judges_verdict(tests.id('debate')), null, 'a visitor gets no verdict for a private debate');
select tests.authenticate_as('alice');
select public.share_debate(tests.id('debate'));
select tests.clear_authentication();
select is((select count(*)::integer from public.judge_verdicts), 3, 'a visitor reads the verdicts of a shared debate');
select is(
  (select jsonb_path_query_array(public.get_judges_verdict(tests.id('debate')), '$.judges[*].status')),
  '["counted", "split", "counted"]'::jsonb, 'get_judges_verdict returns each judge with its status');
select is(jsonb_array_length(public.get_judges_verdict(tests.id('debate')) #> '{judges,0,passes}'), 2, 'and both of its passes');
select tests.authenticate_as('bob');
select is((select count(*)::integer from public.judge_panels), 1, 'another user reads the panel of a shared debate');

-- A panel in which no judge answered is unavailable; level counted judges give no majority
select tests.authenticate_as('alice');
select tests.remember('dead', (select generation_id from public.begin_debate(tests.debate_settings())));
select tests.remember('level', (select generation_id from public.begin_debate(tests.debate_settings())));
select tests.authenticate_as_service_role();
select public.complete_generation(tests.id('dead'), tests.six_turns(), 'provider');
select public.complete_generation(tests.id('level'), tests.six_turns(), 'provider');
select is(
  (select (r ->> 'status') || ' ' || coalesce(r ->> 'verdict', 'null') || ' ' || (r ->> 'judgesUnavailable')
     from public.record_judges_verdict(public.open_judge_panel(tests.id('dead')), 'provider', 'complete',
       jsonb_build_array(tests.judge('a', 'failed', 'failed'), tests.judge('b', 'failed', 'failed'))) as r),
  'unavailable null 2', 'a panel where no judge answered is unavailable, with no verdict');
select is(
  (select (r ->> 'verdict') || ' ' || (r ->> 'judgesCounted') || ' ' || (r ->> 'judgesSplit')
     from public.record_judges_verdict(public.open_judge_panel(tests.id('level')), 'provider', 'complete',
       jsonb_build_array(tests.judge('a', 'first', 'first'), tests.judge('b', 'second', 'second'), tests.judge('c', 'first', 'unusable'))) as r),
  'none 2 1', 'counted judges evenly divided give no majority; an unusable pass splits its judge');
select is((select reason from public.judge_verdicts v join public.judge_panels p on p.id = v.panel_id
            where p.generation_id = tests.id('level') and v.judge_model = 'c'),
  'Unusable answer: the judge could not be reached.', 'the unusable answer''s problem is the recorded reason');

-- Ask the judges: the author of an existing debate, once
select tests.remember('seeded', tests.create_debate('alice', 'Is a hot dog a sandwich?', shared => true));
select tests.authenticate_as('bob');
select throws_ok($$ select * from public.ask_judges(tests.id('seeded')) $$, 'AG333', 'Only the author can ask the judges about this debate.',
  'another user cannot ask the judges: AG333');
select throws_ok($$ select * from public.ask_judges(tests.id('debate') || '') $$, '42883', null, 'the id is a uuid');
select tests.clear_authentication();
select throws_ok($$ select * from public.ask_judges(tests.id('seeded')) $$, '42501', null, 'a visitor cannot ask the judges');
select tests.authenticate_as('alice');
select throws_ok($$ select * from public.ask_judges('00000000-0000-4000-8000-000000000000') $$, 'AG335', 'Debate not found.', 'an unknown debate: AG335');
select is((select jsonb_array_length(turns) from public.ask_judges(tests.id('seeded'))), 6, 'the author asks and gets the six turns to judge');
select throws_ok($$ select * from public.ask_judges(tests.id('seeded')) $$, 'AG334', 'The judges have already been asked about this debate.',
  'asking twice: AG334');
select throws_ok($$ select * from public.ask_judges(tests.id('debate')) $$, 'AG334', 'The judges have already given their verdict on this debate.',
  'a debate with a verdict is not asked again: AG334');
select tests.authenticate_as_service_role();
select is((select r ->> 'asked' from public.record_judges_verdict((select id from public.judge_panels where debate_id = tests.id('seeded')),
  'offline-demo', 'complete', jsonb_build_array(tests.judge('offline demo judge', 'tie', 'tie'))) as r),
  'true', 'the asked panel is recorded like any other and says it was asked');

-- A stopped panel can be asked once more
select tests.authenticate_as('alice');
select tests.remember('stopped', (select generation_id from public.begin_debate(tests.debate_settings())));
select tests.authenticate_as_service_role();
select public.complete_generation(tests.id('stopped'), tests.six_turns(), 'provider');
select is((select r ->> 'status' from public.record_judges_verdict(public.open_judge_panel(tests.id('stopped')), 'provider', 'stopped', '[]') as r),
  'stopped', 'a stop during judging is recorded');
select tests.authenticate_as('alice');
select tests.remember('stopped_debate', (select id from public.save_debate(tests.id('stopped'), array['Politics'])));
select lives_ok($$ select * from public.ask_judges(tests.id('stopped_debate')) $$, 'the author may ask the judges about a debate whose judging was stopped');
select throws_ok($$ select * from public.ask_judges(tests.id('stopped_debate')) $$, 'AG334', null, 'but only once');

-- #############################################################################
-- The judges' own record and the model leaderboard by the judges' verdicts, computed from a fixed
-- set of stored verdicts: position flips, choosing the longer side, choosing one's own model and
-- agreement with the readers per judge model; the offline demo judge never counts.
-- #############################################################################
select tests.as_postgres();
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
