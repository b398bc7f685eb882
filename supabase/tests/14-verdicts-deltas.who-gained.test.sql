-- One rule for who gained: private.verdict_of decides the room from the
-- poll's shifts, and everything that says who gained reads it — the poll's
-- result (gaining side and speaker), the stored verdict (ranking badges, the
-- leaderboard), the viewer's and the cards' reads and the public pages' —
-- so no two of them can disagree about the same answers.
begin;
select plan(22);
select tests.start_empty();

-- =============================================================================
-- The rule against fixed polls
-- =============================================================================
-- (for shift, against shift, respondents, the speaker for the motion) → (status, winner, margin);
-- minimum 5 respondents, tie margin 5 points.
select results_eq(
  $$ select r.status, r.winner_speaker, r.margin
       from (values (1, 40.0, -40.0, 5, 1::smallint), (2, -15.4, 0.0, 13, 1::smallint), (3, 0.0, -15.4, 13, 2::smallint),
                    (4, 10.0, 7.0, 20, 1::smallint), (5, 60.0, 0.0, 4, 1::smallint), (6, 30.0, -30.0, 9, null::smallint),
                    (7, 0.0, 0.0, 5, 2::smallint), (8, -5.0, 0.0, 5, 2::smallint), (9, null::numeric, null::numeric, 0, 1::smallint))
            as p (n, for_shift, against_shift, respondents, for_speaker)
      cross join lateral private.verdict_of(p.for_shift, p.against_shift, p.respondents, p.for_speaker, 5, 5) r
      order by p.n $$,
  $$ values ('decided', 1::smallint, 80.0),          -- the For side gained 40, Against lost 40
            ('decided', 2::smallint, 15.4),          -- For lost 15.4 while Against held: the Against speaker wins
            ('decided', 2::smallint, 15.4),          -- the same with the For speaker second
            ('too_close', null::smallint, 3.0),      -- both gained, 3 points apart
            ('not_enough_votes', null::smallint, 60.0), -- four respondents
            ('too_close', null::smallint, 60.0),     -- both speakers on the same stance: no side to win
            ('too_close', null::smallint, 0.0),      -- nobody moved
            ('decided', 1::smallint, 5.0),           -- exactly the tie margin decides
            ('not_enough_votes', null::smallint, null::numeric) $$,
  'the rule decides fixed polls: enough respondents, the shifts at least the tie margin apart, the side that gained more');

-- =============================================================================
-- Every reader of the same answers says the same
-- =============================================================================
select tests.create_supabase_user('carol');
do $$ begin for i in 1..13 loop perform tests.create_supabase_user('reader' || i); end loop; end $$;
-- Speaker 1 for (0.6), speaker 2 against (-0.6).
select tests.remember('S', tests.create_debate('carol', 'Fifteen points', shared_at => '2026-05-01 09:00Z'));
select tests.remember('Z', tests.create_debate('carol', 'Too close', shared_at => '2026-05-01 09:00Z'));
select tests.remember('F', tests.create_debate('carol', 'For first', shared_at => '2026-05-01 09:00Z'));
select tests.as_postgres();
select tests.freeze_time('2026-05-01 10:00Z');

create function tests.answers(debate text, stances text[])
returns void
language plpgsql
as $$
declare
  i integer;
begin
  for i in 1..cardinality(stances) loop
    perform tests.authenticate_as('reader' || i);
    perform public.record_poll_answer(tests.id(debate), 'before', split_part(stances[i], '>', 1));
    perform public.record_poll_answer(tests.id(debate), 'after', split_part(stances[i], '>', 2));
  end loop;
  perform tests.as_postgres();
end;
$$;

-- What each read says about who gained in one row: (status, winner speaker).
create function tests.told(debate text)
returns table (source text, status text, winner integer)
language sql
as $$
  select 'poll', case when p.gaining_speaker is null then 'no winner' else 'decided' end, p.gaining_speaker
    from public.get_poll_results(tests.id(debate)) p
  union all
  select 'viewer', case when v.status = 'decided' then 'decided' else 'no winner' end, v.winner_speaker::integer
    from public.get_reader_verdict(tests.id(debate)) v
  union all
  select 'cards', case when v.status = 'decided' then 'decided' else 'no winner' end, v.winner_speaker::integer
    from public.get_reader_verdicts(array[tests.id(debate)]) v
  union all
  select 'previews', case when p.card -> 'verdict' is null or p.card -> 'verdict' = 'null' then 'no winner' else 'decided' end,
         (p.card -> 'verdict' ->> 'winner_speaker')::integer
    from (select public.debate_preview(tests.id(debate)) as card) p
$$;

-- S: thirteen readers; two who were For before are Neutral after, nobody else moves: the For side
-- lost 15.4 points (2 of 13) and the Against side none.
select tests.answers('S', array['for>neutral', 'for>neutral', 'neutral>neutral', 'neutral>neutral', 'neutral>neutral',
                                'neutral>neutral', 'neutral>neutral', 'neutral>neutral', 'neutral>neutral', 'neutral>neutral',
                                'neutral>neutral', 'neutral>neutral', 'neutral>neutral']);
select results_eq($$ select for_shift, against_shift, respondents from public.get_poll_results(tests.id('S')) $$,
  $$ values (-15.4, 0.0, 13) $$, 'S: the For side lost 15.4 points among 13 readers, the Against side none');
select results_eq($$ select status, winner_speaker, margin from public.get_reader_verdict(tests.id('S')) $$,
  $$ values ('decided', 2::smallint, 15.4) $$, 'the room''s verdict: the Second Speaker (against) won by 15.4 points');
select results_eq($$ select gaining_side, gaining_speaker from public.get_poll_results(tests.id('S')) $$,
  $$ values ('against'::public.poll_stance, 2) $$,
  'the poll says the same: the Against side, the Second Speaker (it used to say neither side gained)');
select tests.clear_authentication();
select set_eq($$ select distinct status, winner from tests.told('S') $$, $$ values ('decided', 2) $$,
  'a visitor: the poll, the viewer''s verdict, the ranking card and the link preview all name the Second Speaker');
select tests.authenticate_as('carol');
select set_eq($$ select distinct status, winner from tests.told('S') $$, $$ values ('decided', 2) $$,
  'the author reads the same from every source');
select tests.authenticate_as('reader3');
select set_eq($$ select distinct status, winner from tests.told('S') $$, $$ values ('decided', 2) $$,
  'another reader (who answered) reads the same from every source');
select tests.as_postgres();
select results_eq($$ select status, winner_speaker from private.debate_verdicts where debate_id = tests.id('S') $$,
  $$ values ('decided', 2::smallint) $$, 'the stored verdict the leaderboard counts agrees');
select is((select count(*)::integer from private.leaderboard_matches where kind = 'model' and wins_a + wins_b > 0 and category = '' and day = '-infinity'), 1,
  'and the leaderboard counts it as the Second Speaker''s model''s match');
select is((select wins_a from private.leaderboard_matches where kind = 'model' and category = '' and day = '-infinity'), 1,
  'won by gpt-3.5-turbo (player a, alphabetically first)');

-- Z: five readers, the For side up 20, the Against side up 20: too close, and the poll names nobody.
select tests.answers('Z', array['neutral>for', 'neutral>against', 'for>for', 'against>against', 'neutral>neutral']);
select results_eq($$ select status, winner_speaker from public.get_reader_verdict(tests.id('Z')) $$,
  $$ values ('too_close', null::smallint) $$, 'Z: both sides gained as much: too close to call');
select results_eq($$ select gaining_side, gaining_speaker from public.get_poll_results(tests.id('Z')) $$,
  $$ values (null::public.poll_stance, null::integer) $$, 'the poll names no gaining side either');
select set_eq($$ select distinct status, winner from tests.told('Z') $$, $$ values ('no winner', null::integer) $$,
  'no source names a winner of a debate too close to call');

-- Four answers: not enough to say, even though the For side gained 100 points.
select tests.answers('F', array['against>for', 'against>for', 'against>for', 'against>for']);
select results_eq($$ select gaining_side, gaining_speaker, for_shift from public.get_poll_results(tests.id('F')) $$,
  $$ values (null::public.poll_stance, null::integer, 100.0) $$,
  'F: four readers moved For, but under the minimum of five the poll names no gaining side');
select set_eq($$ select distinct status, winner from tests.told('F') $$, $$ values ('no winner', null::integer) $$,
  'and no source names a winner');
-- The fifth answer decides it; every source moves together.
select tests.authenticate_as('reader5');
select public.record_poll_answer(tests.id('F'), 'before', 'neutral');
select results_eq($$ select gaining_side, gaining_speaker from public.record_poll_answer(tests.id('F'), 'after', 'neutral') $$,
  $$ values ('for'::public.poll_stance, 1) $$, 'the fifth answer''s own result already names the For side''s First Speaker');
select set_eq($$ select distinct status, winner from tests.told('F') $$, $$ values ('decided', 1) $$,
  'and every source names the First Speaker');

-- Speakers on the same side of the motion: no side to win, whatever moves.
select tests.as_postgres();
update public.debates set speaker2_stance = 0.6 where id = tests.id('F');
select results_eq($$ select status from private.debate_verdicts where debate_id = tests.id('F') $$,
  $$ values ('too_close') $$, 'with both speakers For, the stored verdict is too close to call');
select tests.clear_authentication();
select results_eq($$ select gaining_speaker from public.get_poll_results(tests.id('F')) $$,
  $$ values (null::integer) $$, 'and the poll names nobody either');

-- The live broadcast carries the same gaining side as the reads (the aggregate sent on the debate's
-- topic): a reader withdraws their "after" answer and gives it again, each change sent.
select tests.as_postgres();
delete from realtime.messages;
select tests.authenticate_as('reader13');
select public.clear_poll_answer(tests.id('S'), 'after');
select public.record_poll_answer(tests.id('S'), 'after', 'neutral');
select tests.authenticate_as('reader5');
select public.clear_poll_answer(tests.id('Z'), 'after');
select public.record_poll_answer(tests.id('Z'), 'after', 'neutral');
select tests.as_postgres();
select results_eq($$ select count(*)::integer, min(m.payload ->> 'gaining_speaker'), max(m.payload ->> 'gaining_side') from realtime.messages m
                     where m.topic = 'debate:' || tests.id('S') and m.event = 'poll' $$,
  $$ values (2, '2', 'against') $$, 'both of S''s broadcasts name the same Second Speaker and Against side as the reads');
select results_eq($$ select count(*)::integer, count(m.payload ->> 'gaining_speaker')::integer from realtime.messages m
                     where m.topic = 'debate:' || tests.id('Z') and m.event = 'poll' $$,
  $$ values (2, 0) $$, 'and neither of Z''s names a gaining speaker');

-- The service role reads the verdicts the same.
select tests.authenticate_as_service_role();
select results_eq($$ select debate_id, status, winner_speaker from public.get_reader_verdicts(array[tests.id('S'), tests.id('Z')]) order by status $$,
  $$ values (tests.id('S'), 'decided', 2::smallint), (tests.id('Z'), 'too_close', null::smallint) $$,
  'the service role reads the same verdicts');

select * from finish();
rollback;
