-- People on the ladder: the opt-in (off by default, the person's own row only, the second factor),
-- people rated with the models on one Bradley–Terry scale by the readers' verdicts and by the judges'
-- separately (ratings from a hand-written list of the same matches), the Models tab unchanged, the
-- headline's counts, who is left out (people who stayed off, their opponents' debates with them, the
-- offline demo, private, hidden and unshared debates, a window or category without them) and the
-- profile's record — for the person, another user, a visitor and the service role.
begin;
select plan(51);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('dave', 'dave@agora.test', '{"display_name": "Dave Lin"}');
select tests.create_supabase_user('erin');
do $$ begin for i in 1..5 loop perform tests.create_supabase_user('reader' || i); end loop; end $$;

-- A person in a debate's seat (speaker 0 or 1): the debate gets the generation it was written in,
-- the seat, and that speaker's turns are the person's.
create function pg_temp.seat(debate text, who text, speaker integer) returns void language plpgsql as $$
declare
  v_generation uuid;
begin
  select d.generation_id into v_generation from public.debates d where d.id = tests.id(debate);
  if v_generation is null then
    insert into public.debate_generations (user_id, settings, status, generator, turns, plan, finished_at)
    select d.user_id, '{}'::jsonb, 'completed', d.generator, '[]'::jsonb, '[{"role": "speaker"}]'::jsonb, now()
      from public.debates d where d.id = tests.id(debate)
    returning id into v_generation;
    update public.debates set generation_id = v_generation where id = tests.id(debate);
  end if;
  insert into public.generation_seats (generation_id, speaker_index, user_id) values (v_generation, speaker, tests.get_supabase_uid(who));
  update public.debate_turns set author_kind = 'person', model = null where debate_id = tests.id(debate) and speaker_index = speaker;
end;
$$;

-- Five readers move toward `side`: the debate is decided for the speaker on that side.
create function pg_temp.sway(debate text, side text) returns void language plpgsql as $$
begin
  for i in 1..5 loop
    perform tests.authenticate_as('reader' || i);
    perform public.record_poll_answer(tests.id(debate), 'before', 'neutral');
    perform public.record_poll_answer(tests.id(debate), 'after', side);
  end loop;
  perform tests.as_postgres();
end;
$$;

create function pg_temp.judged(debate text, verdict text) returns void language sql as $$
  insert into public.judge_panels (debate_id, status, generator, verdict, judges_total, judges_counted, words_first, words_second, finished_at)
  values (tests.id(debate), 'complete', 'provider', verdict, 1, 1, 10, 20, now())
$$;

-- The fit of a hand-written list of matches (the fit itself is no API function).
create function pg_temp.fit(matches jsonb) returns table (player text, rating numeric, ci_low numeric, ci_high numeric)
language sql security definer set search_path = '' as $$
  select b.player, b.rating, b.ci_low, b.ci_high from private.bradley_terry(matches) b order by b.rating desc, b.player
$$;

create function pg_temp.handle(who text) returns text language sql stable security definer set search_path = '' as $$
  select p.handle from public.profiles p where p.id = tests.get_supabase_uid(who)
$$;

create function pg_temp.key(who text) returns text language sql stable as $$ select 'person:' || tests.get_supabase_uid(who)::text $$;

-- One table of the ladder as rows: (player, matches, wins, losses, ties).
create function pg_temp.records(speakers text, verdicts text, category text default null, time_window text default 'all')
returns table (player text, matches integer, wins integer, losses integer, ties integer) language sql as $$
  select e ->> 'player', (e ->> 'matches')::integer, (e ->> 'wins')::integer, (e ->> 'losses')::integer, (e ->> 'ties')::integer
    from jsonb_array_elements(public.get_speaker_ladder(speakers, category, time_window) -> verdicts -> 'speakers') e
$$;
create function pg_temp.ratings(speakers text, verdicts text) returns table (player text, rating numeric, ci_low numeric, ci_high numeric)
language sql as $$
  select e ->> 'player', (e ->> 'rating')::numeric, (e ->> 'ciLow')::numeric, (e ->> 'ciHigh')::numeric
    from jsonb_array_elements(public.get_speaker_ladder(speakers) -> verdicts -> 'speakers') e
$$;
create function pg_temp.headline(verdicts text) returns table (model text, debates integer, people_wins integer, ties integer) language sql as $$
  select e ->> 'model', (e ->> 'debates')::integer, (e ->> 'peopleWins')::integer, (e ->> 'ties')::integer
    from jsonb_array_elements(public.get_speaker_ladder('people') -> verdicts -> 'headline') e
$$;

-- Every debate: gpt-4 (First Speaker, for) against gpt-3.5-turbo (Second Speaker, against), in Politics,
-- until a person takes a seat. "sway for" decides it for the First Speaker.
select tests.remember('M1', tests.create_debate('carol', 'Models only', shared_at => '2026-05-01 09:00Z'));
select tests.remember('P1', tests.create_debate('alice', 'Alice against gpt-3.5', shared_at => '2026-05-01 10:00Z'));
select pg_temp.seat('P1', 'alice', 0);
select tests.remember('P2', tests.create_debate('alice', 'gpt-4 against Alice', shared_at => '2026-05-03 09:00Z'));
select pg_temp.seat('P2', 'alice', 1);
select tests.remember('P3', tests.create_debate('bob', 'Bob against Alice', shared_at => '2026-05-04 09:00Z'));
select pg_temp.seat('P3', 'bob', 0);
select pg_temp.seat('P3', 'alice', 1);
select tests.remember('P4', tests.create_debate('dave', 'Dave against gpt-3.5', shared_at => '2026-05-03 09:00Z'));
select pg_temp.seat('P4', 'dave', 0);
select tests.remember('P5', tests.create_debate('alice', 'Alice against the demo', shared_at => '2026-05-03 09:00Z'));
update public.debates set generator = 'offline-demo' where id = tests.id('P5');
update public.debate_turns set author_kind = 'demo' where debate_id = tests.id('P5');
select pg_temp.seat('P5', 'alice', 0);
select tests.remember('P6', tests.create_debate('alice', 'Alice in private'));
select pg_temp.seat('P6', 'alice', 0);
select tests.freeze_time('2026-05-04 10:00Z');

select pg_temp.sway('M1', 'for');      -- gpt-4 beats gpt-3.5-turbo
select pg_temp.sway('P1', 'for');      -- Alice beats gpt-3.5-turbo
select pg_temp.sway('P2', 'for');      -- gpt-4 beats Alice
select pg_temp.sway('P3', 'against');  -- Alice beats Bob
select pg_temp.sway('P4', 'for');      -- Dave beats gpt-3.5-turbo
select pg_temp.sway('P5', 'for');      -- Alice "beats" the offline demo
select pg_temp.judged('M1', 'first');
select pg_temp.judged('P1', 'tie');
select pg_temp.judged('P2', 'second');
select pg_temp.judged('P4', 'first');
select pg_temp.judged('P5', 'first');

-- =============================================================================
-- The opt-in
-- =============================================================================
select is((select bool_or(on_ladder) from public.profiles), false, 'nobody is on the ladder until they turn it on');
select tests.clear_authentication();
select is(public.get_speaker_ladder('people'), '{"readers": {"speakers": [], "headline": []}, "judges": {"speakers": [], "headline": []}}'::jsonb,
  'with nobody on it, the People tab is empty, and so is its headline');
select results_eq($$ select * from pg_temp.ratings('all', 'readers') $$,
  $$ select player, rating, ci_low, ci_high from public.get_leaderboard('model') $$,
  'with nobody on it, All speakers by the readers is the Models tab, rating for rating');
select results_eq($$ select * from pg_temp.ratings('all', 'judges') $$,
  $$ select model, rating, ci_low, ci_high from public.judges_model_leaderboard() $$,
  'and by the judges it is judges_model_leaderboard(), rating for rating');
select tests.clear_authentication();
select throws_ok($$ select public.set_on_ladder(true) $$, '42501', null, 'a visitor puts nobody on the ladder');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.set_on_ladder(true) $$, '42501', null, 'nor does the service role, on nobody''s behalf');
select tests.authenticate_as('alice');
select throws_ok($$ select public.set_on_ladder(null) $$, 'AG430', 'Say whether you are on the ladder: on or off.', 'no choice, no change');
select throws_ok(format($$ update public.profiles set on_ladder = true where id = %L $$, tests.get_supabase_uid('bob')), '42501', null,
  'a person cannot write another''s row (nor their own) past the setter');
select is((public.set_on_ladder(true)).on_ladder, true, 'Alice puts herself on the ladder');
select tests.as_postgres();
select results_eq($$ select handle, on_ladder from public.profiles where id in (tests.get_supabase_uid('alice'), tests.get_supabase_uid('bob')) order by handle $$,
  $$ select handle, on_ladder from (values (pg_temp.handle('alice'), true),
                                         (pg_temp.handle('bob'), false)) v (handle, on_ladder)
       order by handle $$,
  'only her own row changed');
select tests.add_verified_factor('erin');
select tests.authenticate_as('erin');
select throws_ok($$ select public.set_on_ladder(true) $$, 'AG352', null, 'with a second factor, not at aal1');
select tests.authenticate_with_second_factor('erin');
select is((public.set_on_ladder(true)).on_ladder, true, 'with the second factor, yes');
select is((public.set_on_ladder(false)).on_ladder, false, 'and off again');
select tests.as_postgres();

-- =============================================================================
-- Only Alice on the ladder: her debates with models count, Bob's with her does not
-- =============================================================================
select tests.clear_authentication();
select results_eq($$ select player, matches, wins, losses from pg_temp.records('people', 'readers') $$,
  $$ values (pg_temp.key('alice'), 2, 1, 1) $$,
  'a visitor: Alice beat gpt-3.5-turbo and lost to gpt-4; Bob stayed off, so their debate counts for neither');

-- The Models tab before anybody else joins, kept to compare.
create temporary table models_before as select player, rating, ci_low, ci_high, matches, wins, losses from public.get_leaderboard('model');
grant select on models_before to anon, authenticated, service_role;
select results_eq($$ select player, matches, wins from models_before $$, $$ values ('gpt-4', 1, 1), ('gpt-3.5-turbo', 1, 0) $$,
  'the Models tab counts the models'' debate only');

select tests.authenticate_as('bob');
select is((public.set_on_ladder(true)).on_ladder, true, 'Bob joins');
select tests.as_postgres();

-- =============================================================================
-- Alice and Bob on the ladder, read by a visitor
-- =============================================================================
select tests.clear_authentication();
select results_eq($$ select player, matches, wins, losses, ties from pg_temp.records('people', 'readers') $$,
  $$ values (pg_temp.key('alice'), 3, 2, 1, 0), (pg_temp.key('bob'), 1, 0, 1, 0) $$,
  'People by the readers: Alice 2–1 (her win over Bob counts now), Bob 0–1, best first');
select results_eq($$ select player, rating, ci_low, ci_high from pg_temp.ratings('all', 'readers') $$,
  $$ select * from pg_temp.fit(format('[
       {"a": "gpt-4", "b": "gpt-3.5-turbo", "wins_a": 1},
       {"a": "%1$s", "b": "gpt-3.5-turbo", "wins_a": 1},
       {"a": "gpt-4", "b": "%1$s", "wins_a": 1},
       {"a": "%1$s", "b": "%2$s", "wins_a": 1}]', pg_temp.key('alice'), pg_temp.key('bob'))::jsonb) $$,
  'All speakers by the readers: the ratings and intervals of the four matches written by hand, on one scale');
select set_eq($$ select player, matches, wins, losses from pg_temp.records('all', 'readers') $$,
  $$ values ('gpt-4', 2, 2, 0), (pg_temp.key('alice'), 3, 2, 1), ('gpt-3.5-turbo', 2, 0, 2), (pg_temp.key('bob'), 1, 0, 1) $$,
  'All speakers: the models'' records include their debates with people; Dave (off) and the demo debate count for nobody');
select ok((select bool_and(rating > ci_low and rating < ci_high) from pg_temp.ratings('all', 'readers')), 'each rating has its 95 % interval');
select results_eq($$ select e ->> 'name', e ->> 'handle', e ->> 'kind'
                      from jsonb_array_elements(public.get_speaker_ladder('people') -> 'readers' -> 'speakers') e $$,
  $$ select 'Alice Moreau', pg_temp.handle('alice'), 'person'
     union all select 'Bob Okafor', pg_temp.handle('bob'), 'person' $$,
  'a person is shown by display name with the handle of their profile');
select results_eq($$ select player, rating, ci_low, ci_high, matches, wins, losses from public.get_leaderboard('model') $$,
  $$ select * from models_before $$, 'the Models tab''s numbers are unchanged by people on the ladder');
select results_eq($$ select model, debates, people_wins from pg_temp.headline('readers') $$,
  $$ values ('gpt-3.5-turbo', 1, 1), ('gpt-4', 1, 0) $$, 'the headline: people beat gpt-3.5-turbo in 1 of 1, gpt-4 in 0 of 1');
select is((select sum(debates)::integer from pg_temp.headline('readers')) + 2,
  (select sum(matches)::integer from pg_temp.records('people', 'readers')),
  'the headline''s debates are the people''s matches against models (each debate between two people is two of their matches)');

-- The judges, separately: a tie is half a win; a model debate the judges rate counts as judges_model_leaderboard() counts it.
select results_eq($$ select player, matches, wins, losses, ties from pg_temp.records('people', 'judges') $$,
  $$ values (pg_temp.key('alice'), 2, 1, 0, 1) $$,
  'People by the judges: Alice beat gpt-4 and tied gpt-3.5-turbo; Bob''s debate was never judged');
select results_eq($$ select player, rating, ci_low, ci_high from pg_temp.ratings('all', 'judges') $$,
  $$ select * from pg_temp.fit(format('[
       {"a": "gpt-4", "b": "gpt-3.5-turbo", "wins_a": 1},
       {"a": "%1$s", "b": "gpt-3.5-turbo", "ties": 1},
       {"a": "gpt-4", "b": "%1$s", "wins_b": 1}]', pg_temp.key('alice'))::jsonb) $$,
  'All speakers by the judges: the ratings of the three judged matches written by hand');
select results_eq($$ select model, debates, people_wins, ties from pg_temp.headline('judges') $$,
  $$ values ('gpt-3.5-turbo', 1, 0, 1), ('gpt-4', 1, 1, 0) $$, 'the judges'' headline: a tie with gpt-3.5-turbo, a win over gpt-4');

-- =============================================================================
-- Filters and bad input
-- =============================================================================
select results_eq($$ select player, matches from pg_temp.records('people', 'readers', null, 'today') $$,
  $$ values (pg_temp.key('alice'), 1), (pg_temp.key('bob'), 1) $$, 'today: only their debate shared today');
select is((select count(*)::integer from pg_temp.records('people', 'readers', 'Science', 'all')), 0, 'no one in a category they never debated');
select is(jsonb_array_length(public.get_speaker_ladder('people', 'Science') -> 'readers' -> 'headline'), 0, 'and no headline there');
select throws_ok($$ select public.get_speaker_ladder('models') $$, 'AG310', 'The ladder shows people or all speakers.', 'people or all speakers');
select throws_ok($$ select public.get_speaker_ladder('people', null, 'year') $$, 'AG310', null, 'the leaderboard''s windows');

-- =============================================================================
-- The same for another user and the service role
-- =============================================================================
select tests.authenticate_as('carol');
select results_eq($$ select player, matches from pg_temp.records('people', 'readers') $$,
  $$ values (pg_temp.key('alice'), 3), (pg_temp.key('bob'), 1) $$, 'another user reads the same ladder');
select tests.authenticate_as_service_role();
select results_eq($$ select player, matches from pg_temp.records('people', 'readers') $$,
  $$ values (pg_temp.key('alice'), 3), (pg_temp.key('bob'), 1) $$, 'the service role reads the same ladder');
select tests.as_postgres();

-- =============================================================================
-- Leaving, joining, hiding, unsharing: read at once, nothing stale
-- =============================================================================
select tests.authenticate_as('bob');
select public.set_on_ladder(false);
select tests.clear_authentication();
select results_eq($$ select player, matches from pg_temp.records('people', 'readers') $$,
  $$ values (pg_temp.key('alice'), 2) $$, 'Bob left: he is gone at the next read, and his debate with Alice with him');
select tests.authenticate_as('dave');
select public.set_on_ladder(true);
select tests.clear_authentication();
select results_eq($$ select model, debates, people_wins from pg_temp.headline('readers') $$,
  $$ values ('gpt-3.5-turbo', 2, 2), ('gpt-4', 1, 0) $$, 'Dave joined: his win over gpt-3.5-turbo counts in the headline');
select is((select wins from pg_temp.records('people', 'judges') where player = pg_temp.key('dave')), 1, 'and by the judges');
select tests.as_postgres();
update public.debates set moderation_state = 'hidden' where id = tests.id('P4');
select is((select count(*)::integer from pg_temp.records('people', 'readers') where player = pg_temp.key('dave')), 0,
  'a hidden debate drops out');
update public.debates set moderation_state = 'visible' where id = tests.id('P4');
select tests.authenticate_as('dave');
select public.unshare_debate(tests.id('P4'));
select tests.clear_authentication();
select is((select count(*)::integer from pg_temp.records('people', 'readers') where player = pg_temp.key('dave')), 0,
  'so does an unshared one');
select tests.as_postgres();

-- =============================================================================
-- The profile's record
-- =============================================================================
create function pg_temp.record(who text) returns jsonb language sql as $$
  select public.get_speaker_record(pg_temp.handle(who))
$$;
select tests.clear_authentication();
select is(pg_temp.record('alice') -> 'spoken', '5'::jsonb, 'a visitor: Alice spoke in five finished debates (one private)');
select is((select jsonb_agg(e ->> 'topic' order by e ->> 'topic') from jsonb_array_elements(pg_temp.record('alice') -> 'debates') e),
  '["Alice against gpt-3.5", "Alice against the demo", "Bob against Alice", "gpt-4 against Alice"]'::jsonb,
  'her shared debates are listed; the private one never is');
select is(pg_temp.record('alice') -> 'readers', '{"wins": 2, "losses": 1, "splits": 0}'::jsonb,
  'her record by the readers: beat gpt-3.5-turbo and Bob, lost to gpt-4 (the demo debate is listed, not counted)');
select is(pg_temp.record('alice') -> 'judges', '{"wins": 1, "losses": 0, "splits": 1}'::jsonb, 'and by the judges');
select is((select e -> 'opponent' from jsonb_array_elements(pg_temp.record('alice') -> 'debates') e where e ->> 'topic' = 'Bob against Alice'),
  jsonb_build_object('kind', 'person', 'name', 'Bob Okafor', 'handle', pg_temp.handle('bob')),
  'the other person is named with their handle');
select is((select e ->> 'readers' || '/' || (e ->> 'counted') from jsonb_array_elements(pg_temp.record('alice') -> 'debates') e
            where e ->> 'topic' = 'Alice against the demo'), 'win/false', 'the debate against the offline demo: its verdict, not counted');
select is(pg_temp.record('bob'), null, 'a visitor reads no record of a person off the ladder');
select tests.authenticate_as('carol');
select is(pg_temp.record('bob'), null, 'nor does another user');
select tests.authenticate_as('bob');
select is(pg_temp.record('bob') ->> 'onLadder', 'false', 'the person reads their own record, on the ladder or not');
select is(pg_temp.record('bob') -> 'readers', '{"wins": 0, "losses": 1, "splits": 0}'::jsonb, 'with their result');
select tests.authenticate_as_service_role();
select is(pg_temp.record('bob'), null, 'the service role reads what a visitor reads');
select is(public.get_speaker_record('no_such_handle'), null, 'no one has that handle');

select * from finish();
rollback;
