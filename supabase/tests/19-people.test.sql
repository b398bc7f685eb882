-- Taking the floor: a person's seat against a model, challenges between people, and every turn rule
-- for the seat's owner, the other person, another user, a visitor and the service role — out of
-- turn, twice, too long, late and forfeited when read, the race for the empty seat, a model's turn
-- written by a person, the allowance spent only on model turns, unconfirmed accounts, the limits on
-- challenges and the second factor.
begin;
select plan(80);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.create_supabase_user('carol', 'carol@agora.test', '{"display_name": "Carol Diaz"}');
select tests.create_supabase_user('dave', 'dave@agora.test');
select tests.freeze_time('2026-03-10 12:00:00Z');
select tests.set_usage('alice', 2, total => 0);

-- A person's text of a valid length.
create function pg_temp.words(label text) returns text language sql immutable as $$
  select label || ': cars crowd the streets, and the evidence from cities that removed them shows shops and walkers gain.'
$$;
create function pg_temp.credit(who text) returns text language sql stable as $$
  select (u.free_debates_remaining, u.turn_credit, u.total_debates)::text from public.debate_usage u
   where u.user_id = tests.get_supabase_uid(who)
$$;
create function pg_temp.model_turn(round integer, speaker integer) returns jsonb language sql immutable as $$
  select jsonb_build_object('role', 'speaker', 'roundIndex', round, 'speakerIndex', speaker, 'text', 'The model argues ' || round,
                            'summary', 'Model ' || round, 'complete', true, 'authorKind', 'model', 'model', 'gpt-3.5-turbo')
$$;

-- -----------------------------------------------------------------------------
-- A person against a model
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.begin_debate_as(tests.debate_settings(), 0) $$, '42501', null,
  'a visitor takes no seat');
select tests.authenticate_as_service_role();
select throws_ok($$ select * from public.begin_debate_as(tests.debate_settings(), 0) $$, '42501', null,
  'the service role takes no seat on nobody''s behalf');
select tests.authenticate_as('alice');
select throws_ok($$ select * from public.begin_debate_as(tests.debate_settings(), 2) $$, 'AG010', null,
  'a seat is First or Second Speaker');
select tests.remember('vs', (select generation_id from public.begin_debate_as(tests.debate_settings(), 0)));
select is(pg_temp.credit('alice'), '(1,3,1)', 'a debate against a model pays for the model''s three turns only (one free debate broken, three kept as credit)');
select is((select jsonb_agg(e ->> 'author') from public.debate_generations g, jsonb_array_elements(g.plan) e where g.id = tests.id('vs')),
  '["person","model","person","model","person","model"]'::jsonb, 'the plan gives the First Speaker''s turns to the person');
select is((public.get_open_generation() -> 'seats' -> 0 ->> 'name'), 'Alice Moreau', 'the engine reads her seat by name');
select is((public.get_person_debate(tests.id('vs')) ->> 'nextSequence')::int, 0, 'her debate page reads that her turn is next');

-- Her turn first: the runner may not write it, nor anyone but her.
select tests.authenticate_as_service_role();
select throws_ok(format($$ select public.record_generation_turn(%L, 0, pg_temp.model_turn(0, 0)) $$, tests.id('vs')),
  'AG023', 'Only the turns the runner writes are recorded by it.', 'the runner never writes the person''s turn');
select throws_ok(format($$ select public.submit_person_turn(%L, 0, pg_temp.words('x')) $$, tests.id('vs')),
  '42501', null, 'the service role writes no person''s turn');
select tests.clear_authentication();
select throws_ok(format($$ select public.submit_person_turn(%L, 0, pg_temp.words('x')) $$, tests.id('vs')),
  '42501', null, 'a visitor writes no turn');
select tests.authenticate_as('bob');
select throws_ok(format($$ select public.submit_person_turn(%L, 0, pg_temp.words('x')) $$, tests.id('vs')),
  'AG020', 'Debate generation not found.', 'another user writes nothing in her debate (nor learns it exists)');
select is((select count(*)::int from public.generation_turns where generation_id = tests.id('vs')), 0,
  'nor reads its turns');
select tests.authenticate_as('alice');
select throws_ok(format($$ select public.submit_person_turn(%L, 1, pg_temp.words('x')) $$, tests.id('vs')),
  'AG413', 'A model''s turn is written only by the debate''s runner.', 'a person never writes a model''s turn');
select throws_ok(format($$ select public.submit_person_turn(%L, 2, pg_temp.words('x')) $$, tests.id('vs')),
  'AG410', 'It is not your turn.', 'nor her own next turn before the model has answered');
select throws_ok(format($$ select public.submit_person_turn(%L, 0, 'Too short.') $$, tests.id('vs')),
  'AG412', 'A turn is 80 to 5000 characters; this one is 10.', 'too short');
select throws_ok(format($$ select public.submit_person_turn(%L, 0, repeat('a', 5001)) $$, tests.id('vs')),
  'AG412', 'A turn is 80 to 5000 characters; this one is 5001.', 'too long');
select is((public.submit_person_turn(tests.id('vs'), 0, pg_temp.words('Opening') || ' More follows. And more.') ->> 'nextSequence')::int, 1,
  'she writes her opening on her turn');
select is((select summary from public.generation_turns where generation_id = tests.id('vs') and sequence = 0),
  'Opening: cars crowd the streets, and the evidence from cities that removed them shows shops and walkers gain.',
  'with no summary of her own, the first sentence is its summary');
select is((select author_kind || ':' || (author_id = tests.get_supabase_uid('alice'))::text from public.generation_turns
            where generation_id = tests.id('vs') and sequence = 0), 'person:true', 'the turn records her as its author');
select throws_ok(format($$ select public.submit_person_turn(%L, 0, pg_temp.words('Again')) $$, tests.id('vs')),
  'AG411', 'You have already written this turn.', 'she writes it once');
select is((public.claim_generation_run(tests.id('vs')) ->> 'status'), 'running', 'she asks the runner to go on with the model''s turn');

-- The runner writes the model's turn; the person waits no runner out.
select tests.authenticate_as_service_role();
select is(public.record_generation_turn(tests.id('vs'), 1, pg_temp.model_turn(0, 1)), 'running', 'the runner writes the model''s turn');
select tests.freeze_time('2026-03-12 12:00:00Z');
select tests.authenticate_as('alice');
select is((public.get_open_generation() ->> 'status'), 'running', 'waiting for her for two days, the debate is not taken as interrupted');
select throws_ok(format($$ select public.claim_generation_run(%L) $$, tests.id('vs')),
  'AG420', 'The debate is not waiting for the model.', 'no runner is asked for while her turn is next');
select lives_ok(format($$ select public.submit_person_turn(%L, 2, pg_temp.words('Rebuttal'), 'My own summary.') $$, tests.id('vs')),
  'she writes her second turn');
select is((select summary from public.generation_turns where generation_id = tests.id('vs') and sequence = 2), 'My own summary.',
  'with her own summary');

-- A second debate: the credit pays, no free debate is broken.
select tests.remember('vs2', (select generation_id from public.begin_debate_as(tests.debate_settings('Is chess a sport?'), 1)));
select is(pg_temp.credit('alice'), '(1,0,2)', 'the next debate against a model is paid from the credit left');
select tests.as_postgres();
select is((select turns_charged from public.debate_generations where id = tests.id('vs2')), 3::smallint, 'it was charged three turns');

-- -----------------------------------------------------------------------------
-- Challenges: open, the race for the empty seat, alternating turns
-- -----------------------------------------------------------------------------
select tests.authenticate_as('bob');
select throws_ok($$ select * from public.open_challenge(tests.debate_settings(moderator => true), 0, true) $$, 'AG010', null,
  'a debate between people has no moderator');
select tests.remember('ch', (select generation_id from public.open_challenge(tests.debate_settings('Should homework be banned?'), 1, true)));
select is(pg_temp.credit('bob'), '(2,0,0)', 'opening a challenge spends nothing (a new user''s two free debates, none started)');
select tests.as_postgres();
select is((select turns_charged from public.debate_generations where id = tests.id('ch')), 0::smallint, 'nothing is charged for it');
select tests.clear_authentication();
select is((select opener_name from public.list_open_challenges() where generation_id = tests.id('ch')), 'Bob Okafor',
  'a visitor sees the open challenge');
select is((select open_seat from public.list_open_challenges() where generation_id = tests.id('ch')), 0::smallint,
  'with its empty seat');
select throws_ok(format($$ select public.take_challenge(%L) $$, tests.id('ch')), '42501', null, 'a visitor takes no seat');
select tests.authenticate_as('bob');
select throws_ok(format($$ select public.take_challenge(%L) $$, tests.id('ch')),
  'AG416', 'This is your own challenge: someone else takes the other seat.', 'not one''s own');
select throws_ok(format($$ select public.submit_person_turn(%L, 0, pg_temp.words('x')) $$, tests.id('ch')),
  'AG410', 'It is not your turn.', 'no turn is written before the seat is taken');

-- An unconfirmed account takes no seat.
select tests.as_postgres();
update auth.users set email_confirmed_at = null where id = tests.get_supabase_uid('dave');
select tests.authenticate_as('dave');
select throws_ok(format($$ select public.take_challenge(%L) $$, tests.id('ch')),
  'AG350', 'Please confirm your email address first: follow the link we emailed you.', 'an unconfirmed account takes no seat');
select throws_ok($$ select * from public.open_challenge(tests.debate_settings(), 0, true) $$,
  'AG350', 'Please confirm your email address first: follow the link we emailed you.', 'nor opens a challenge');

-- The race: the first taker wins, the second finds the seat taken.
select tests.authenticate_as('alice');
select is((public.take_challenge(tests.id('ch')) -> 'seats' -> 0 ->> 'name'), 'Alice Moreau', 'alice takes the empty First Speaker seat');
select tests.authenticate_as('carol');
select throws_ok(format($$ select public.take_challenge(%L) $$, tests.id('ch')),
  'AG415', 'Someone has already taken this seat.', 'carol, a moment later, finds it taken');
select is((select count(*)::int from public.generation_seats), 0, 'carol reads no seat of it');
select tests.as_postgres();
select is((select count(*)::int from public.generation_seats where generation_id = tests.id('ch')), 2, 'exactly two seats');
select is((select turn_due_at from public.challenges where generation_id = tests.id('ch')), '2026-03-13 12:00:00Z'::timestamptz,
  'the First Speaker has 24 hours');
select is((select count(*)::int from private.email_outbox where user_id = tests.get_supabase_uid('alice')), 1,
  '"your turn" is in the outbox for alice');

-- Turns alternate.
select tests.authenticate_as('bob');
select throws_ok(format($$ select public.submit_person_turn(%L, 0, pg_temp.words('x')) $$, tests.id('ch')),
  'AG410', 'It is not your turn.', 'the other person does not write the First Speaker''s turn');
select throws_ok(format($$ select public.submit_person_turn(%L, 1, pg_temp.words('x')) $$, tests.id('ch')),
  'AG410', 'It is not your turn.', 'nor their own turn early');
select tests.authenticate_as('carol');
select throws_ok(format($$ select public.submit_person_turn(%L, 0, pg_temp.words('x')) $$, tests.id('ch')),
  'AG020', 'Debate generation not found.', 'another user writes nothing');
select throws_ok(format($$ select public.get_person_debate(%L) $$, tests.id('ch')),
  'AG414', 'Challenge not found.', 'nor reads a taken challenge');
select tests.authenticate_as('alice');
select lives_ok(format($$ select public.submit_person_turn(%L, 0, pg_temp.words('Alice 1')) $$, tests.id('ch')), 'alice speaks first');
select tests.authenticate_as('bob');
select is((public.get_person_debate(tests.id('ch')) ->> 'nextSequence')::int, 1, 'bob reads that it is his turn');
select is(jsonb_array_length(public.get_person_debate(tests.id('ch')) -> 'turns'), 1, 'and alice''s turn');
select is((select count(*)::int from public.generation_turns where generation_id = tests.id('ch')), 1,
  'bob reads its turns through his seat');

-- Late: a missed deadline forfeits the turn when the debate is read, a second the debate.
select tests.freeze_time('2026-03-13 12:00:01Z');
select tests.authenticate_as('alice');
select is((public.get_person_debate(tests.id('ch')) -> 'turns' -> 1 ->> 'forfeited')::boolean, true,
  'bob''s turn, not written in 24 hours, is forfeited when alice reads the debate');
select tests.authenticate_as('bob');
select throws_ok(format($$ select public.submit_person_turn(%L, 1, pg_temp.words('Late')) $$, tests.id('ch')),
  'AG419', 'The deadline for this turn has passed: it was forfeited.', 'bob''s late turn is refused');
select tests.authenticate_as('alice');
select lives_ok(format($$ select public.submit_person_turn(%L, 2, pg_temp.words('Alice 2')) $$, tests.id('ch')),
  'alice goes on with her second turn');
select tests.freeze_time('2026-03-14 12:00:02Z');
select tests.authenticate_as('bob');
select throws_ok(format($$ select public.submit_person_turn(%L, 3, pg_temp.words('Late again')) $$, tests.id('ch')),
  'AG419', 'The deadline for this turn has passed: it was forfeited.', 'bob misses a second deadline');
select is((public.get_person_debate(tests.id('ch')) ->> 'status'), 'stopped', 'which anyone seated reads as the end');
select tests.as_postgres();
select is((select status || ':' || stop_reason from public.debate_generations where id = tests.id('ch')), 'stopped:forfeit',
  'and forfeits the debate');
select is((select forfeited_by from public.challenges where generation_id = tests.id('ch')), 1::smallint, 'bob forfeited it');

-- Several missed deadlines in a row are counted from each other, not from the read.
select tests.freeze_time('2026-03-20 12:00:00Z');
select tests.authenticate_as('carol');
select tests.remember('ch2', (select generation_id from public.open_challenge(tests.debate_settings('Is tea better than coffee?'), 0, false)));
select tests.authenticate_as('alice');
select throws_ok(format($$ select public.take_challenge(%L) $$, tests.id('ch2')),
  'AG414', 'Challenge not found.', 'a private challenge is not taken without its invite');
select tests.as_postgres();
select set_config('tests.invite', (select invite_token from public.challenges where generation_id = tests.id('ch2')), true);
select tests.authenticate_as('alice');
select lives_ok(format($$ select public.take_challenge(%L, %L) $$, tests.id('ch2'), current_setting('tests.invite')),
  'with its invite link alice takes the seat');
select tests.freeze_time('2026-03-25 12:00:00Z');
select is((public.get_person_debate(tests.id('ch2')) ->> 'stopReason'), 'forfeit', 'five days later the debate is forfeited');
select is((public.get_person_debate(tests.id('ch2')) -> 'challenge' ->> 'forfeitedBy')::int, 0,
  'by carol: her turn, then alice''s, then hers again ran out, each deadline a day after the one before');

-- -----------------------------------------------------------------------------
-- Limits, the second factor
-- -----------------------------------------------------------------------------
select tests.as_postgres();
update public.app_settings set open_challenges_per_person = 2, challenges_per_day = 2;
select tests.authenticate_as('carol');
select lives_ok($$ select * from public.open_challenge(tests.debate_settings('Motion number one?'), 0, true) $$, 'carol opens another challenge');
select lives_ok($$ select * from public.open_challenge(tests.debate_settings('Motion number two?'), 0, true) $$, 'and another');
select throws_ok($$ select * from public.open_challenge(tests.debate_settings('Motion number three?'), 0, true) $$,
  'AG418', 'You already have 2 challenges waiting for an opponent.', 'not more waiting at once than the setting');
select tests.as_postgres();
update public.app_settings set open_challenges_per_person = 10;
select tests.authenticate_as('carol');
select throws_ok($$ select * from public.open_challenge(tests.debate_settings('Motion number four?'), 0, true) $$,
  'AG417', null, 'nor more in a day than the setting');

select tests.authenticate_as_service_role();
select is(public.record_generation_turn(tests.id('vs'), 3, pg_temp.model_turn(1, 1)), 'running', 'the model answers her rebuttal');
select tests.add_verified_factor('alice');
select tests.authenticate_as('alice');
select throws_ok(format($$ select public.submit_person_turn(%L, 4, pg_temp.words('x')) $$, tests.id('vs')),
  'AG352', 'This account uses two-factor sign-in: enter the code from your authenticator app first.',
  'at aal1 a person with a second factor writes no turn');
select throws_ok($$ select * from public.begin_debate_as(tests.debate_settings(), 0) $$,
  'AG352', 'This account uses two-factor sign-in: enter the code from your authenticator app first.', 'nor takes a seat');
select tests.authenticate_with_second_factor('alice');
select lives_ok(format($$ select public.submit_person_turn(%L, 4, pg_temp.words('x')) $$, tests.id('vs')),
  'at aal2 she does');

-- Ballots: recorded by the judges (service role) once the debate ended, private to their person.
select tests.authenticate_as('alice');
select throws_ok(format($$ select public.record_ballot(%L, 0, 'offline-demo', '{}') $$, tests.id('ch')), '42501', null,
  'a person writes no ballot');
select tests.authenticate_as_service_role();
select throws_ok(format($$ select public.record_ballot(%L, 0, 'offline-demo', '{"arguments":[],"dropped":[],"improvements":["a","b"]}') $$,
                        tests.id('vs')), 'AG021', 'A ballot is written once the debate has ended.', 'not while the debate runs');
select is(public.record_ballot(tests.id('ch'), 1, 'offline-demo',
                               '{"arguments":[{"name":"Cost","strength":"weak","reason":"No figure."}],"dropped":["Air"],"improvements":["Answer Air.","Back Cost."]}'),
  true, 'the judges record bob''s ballot of the forfeited challenge');
select throws_ok(format($$ select public.record_ballot(%L, 0, 'offline-demo', '{"arguments":[],"dropped":[],"improvements":["a"]}') $$,
                        tests.id('ch')), '23514', null, 'a ballot gives two or three things to do better');
select tests.authenticate_as('bob');
select is(public.get_person_debate(tests.id('ch')) -> 'ballots' -> 0 ->> 'dropped', '["Air"]', 'bob reads his ballot');
select tests.authenticate_as('alice');
select is(jsonb_array_length(public.get_person_debate(tests.id('ch')) -> 'ballots'), 0, 'alice does not read bob''s ballot before it is shared');

-- A debate a person spoke in counts on no model's record (trigger unlist_continuation_verdict; judges_model_leaderboard()).
select tests.as_postgres();
select tests.remember('shared', tests.create_debate('bob', 'Should zoos close?', shared => true));
update public.debate_turns set author_kind = 'person' where debate_id = tests.id('shared') and speaker_index = 0;
select private.store_verdict(tests.id('shared'), 40, 0, 10);
select results_eq($$ select status, listed from private.debate_verdicts where debate_id = tests.id('shared') $$,
  $$ values ('decided'::text, false) $$, 'a shared debate with a person''s turns is kept off the models'' leaderboard');

-- The outbox: the sender (service role) claims and marks; nobody else reads it.
select tests.authenticate_as('alice');
select throws_ok($$ select * from public.claim_outbox_emails() $$, '42501', null, 'a person does not read the outbox');
select tests.authenticate_as_service_role();
select ok((select count(*) from public.claim_outbox_emails()) >= 1, 'the sender claims the waiting emails');

select * from finish();
rollback;
