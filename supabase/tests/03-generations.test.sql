-- Generations: starting a debate spends the allowance, the edge function
-- records what the AI wrote, and a debate whose every turn fell back is given
-- back. Two sections, each from an empty community (tests.start_empty).
begin;
select plan(92);

-- #############################################################################
-- Starting a debate: settings validation (AG010 naming the field), the free
-- allowance (AG001 at exactly 0), PRO, the missing-record case, and the edge
-- function's service-role-only complete_generation / end_generation (AG02x).
-- #############################################################################
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.freeze_time('2026-03-10 12:00Z');

-- -----------------------------------------------------------------------------
-- Who may start a debate
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.begin_debate(tests.debate_settings()) $$, '42501', null,
  'a visitor cannot start a debate (the SPA shows the login prompt)');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.begin_debate(tests.debate_settings()) $$, 'AG401', 'You must be signed in.',
  'a start without a user (service role key alone) is refused: the allowance belongs to a user');

-- -----------------------------------------------------------------------------
-- Settings validation: AG010, message "<field>: <reason>", DETAIL = field
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select throws_ok($$ select public.begin_debate(null) $$, 'AG010', 'settings: debate settings are required',
  'settings are required');
select throws_ok($$ select public.begin_debate(tests.debate_settings() - 'topic') $$, 'AG010', 'topic: a topic is required',
  'a debate needs a topic');
select throws_ok($$ select public.begin_debate(tests.debate_settings('   ')) $$, 'AG010', 'topic: a topic is required',
  'a topic of spaces is no topic (trimmed)');
select throws_ok($$ select public.begin_debate(tests.debate_settings(E'\n\t\u00a0')) $$, 'AG010', 'topic: a topic is required',
  'a topic of line breaks, tabs and non-breaking spaces is empty after trimming, as in the browser');
select throws_ok($$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{topic}', '42')) $$, 'AG010',
  'topic: a topic is required', 'a topic must be text');
select throws_ok($$ select public.begin_debate(tests.debate_settings(repeat('x', 501))) $$, 'AG010',
  'topic: at most 500 characters', 'a topic has at most 500 characters');
select throws_ok($$ select public.begin_debate(tests.debate_settings() || '{"rounds": 4}') $$, 'AG010',
  'rounds: a debate has exactly 3 rounds', 'rounds are fixed at 3');
select throws_ok($$ select public.begin_debate(tests.debate_settings() || '{"debateStyle": "lincoln_douglas"}') $$, 'AG010',
  'debateStyle: must be one of structured, oxford, crossfire, parliamentary, comment_section',
  'the debate style is one of the five');
select throws_ok($$ select public.begin_debate(tests.debate_settings() || '{"moderatorEnabled": "yes"}') $$, 'AG010',
  'moderatorEnabled: must be true or false', 'the moderator toggle is a boolean');
select throws_ok($$ select public.begin_debate(tests.debate_settings() - 'model1') $$, 'AG010',
  'model1: speaker settings are required', 'the first speaker''s settings are required');
select throws_ok($$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{model2,name}', '" "')) $$, 'AG010',
  'model2.name: a model name of 1 to 100 characters is required', 'each speaker names a model');
select throws_ok($$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{model1,stance}', '1.5')) $$, 'AG010',
  'model1.stance: must be a number from -1 to 1 in steps of 0.1', 'a stance lies between -1 and 1');
select throws_ok($$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{model1,stance}', '0.25')) $$, 'AG010',
  'model1.stance: must be a number from -1 to 1 in steps of 0.1', 'a stance moves in steps of 0.1');
select throws_ok($$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{model1,stance}', '"strong"')) $$, 'AG010',
  'model1.stance: must be a number from -1 to 1 in steps of 0.1', 'a stance is a number, not text');
select throws_ok($$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{model2,rhetoricStyle}', '"sarcastic"')) $$,
  'AG010', 'model2.rhetoricStyle: must be one of standard, formal, casual, emotional, factual, adversarial',
  'the rhetoric style is one of the six');
select throws_ok(
  $$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{model1,systemPrompt}', to_jsonb(repeat('p', 2001)))) $$,
  'AG010', 'model1.systemPrompt: personality hints are text of at most 2000 characters',
  'personality hints have at most 2000 characters');
select throws_ok($$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{model1,showGuidance}', '"yes"')) $$,
  'AG010', 'model1.showGuidance: must be true or false', 'showGuidance is a boolean');
select throws_ok($$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{model1,maxTokens}', '1001')) $$,
  'AG010', 'model1.maxTokens: must be a whole number from 1 to 1000', 'maxTokens is at most 1000');
select throws_ok($$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{model2,maxTokens}', '2.5')) $$,
  'AG010', 'model2.maxTokens: must be a whole number from 1 to 1000', 'maxTokens is a whole number');

select is(tests.error_detail($$ select public.begin_debate(tests.debate_settings() - 'topic') $$), 'topic',
  'the error DETAIL names the offending field (topic)');
select is(tests.error_detail($$ select public.begin_debate(jsonb_set(tests.debate_settings(), '{model2,stance}', '-1.1')) $$),
  'model2.stance', 'the error DETAIL names the offending nested field (model2.stance)');

select results_eq(
  $$ select total_debates, free_debates_remaining, last_debate_started from public.debate_usage $$,
  $$ values (0, 2, null::timestamptz) $$,
  'rejected settings spend nothing'
);
select is_empty('select 1 from public.debate_generations', 'rejected settings open no generation');

select lives_ok(
  $$ select public.begin_debate(tests.debate_settings(repeat('x', 500)) || '{"rounds": 3}'
       || jsonb_build_object('model1', tests.debate_settings() -> 'model1' || '{"stance": -1, "maxTokens": 1000}')) $$,
  'the limits themselves are accepted: a 500-character topic, 3 rounds, stance -1, 1000 tokens'
);

-- -----------------------------------------------------------------------------
-- The allowance: 2 free, each start total + 1 and remaining - 1, refused at 0
-- -----------------------------------------------------------------------------
select tests.set_usage('bob', 2, null, '2026-03-01 00:00Z', 0);
select tests.authenticate_as('bob');
select results_eq(
  $$ select free_debates_remaining, total_debates from public.begin_debate(tests.debate_settings('  Should cities ban cars?  ')) $$,
  $$ values (1, 1) $$,
  'the first start leaves 1 free debate and a total of 1'
);
select results_eq(
  $$ select total_debates, free_debates_remaining, last_debate_started, updated_at from public.debate_usage $$,
  $$ values (1, 1, '2026-03-10 12:00Z'::timestamptz, '2026-03-10 12:00Z'::timestamptz) $$,
  'a start stamps last_debate_started and updated_at with server time'
);
select results_eq(
  $$ select status, settings ->> 'topic', settings #>> '{model1,maxTokens}', settings #>> '{model1,showGuidance}',
            settings ->> 'moderatorEnabled'
       from public.debate_generations $$,
  $$ values ('running'::text, 'Should cities ban cars?'::text, '1000'::text, 'false'::text, 'false'::text) $$,
  'a start opens a running generation with the settings normalised (topic trimmed, defaults filled in)'
);
select tests.freeze_time('2026-03-10 12:05Z');
select results_eq(
  $$ select free_debates_remaining, total_debates from public.begin_debate(tests.debate_settings()) $$,
  $$ values (0, 2) $$,
  'the second start leaves 0 free debates and a total of 2'
);
select throws_ok($$ select public.begin_debate(tests.debate_settings()) $$, 'AG001',
  'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account',
  'a start with exactly 0 left is refused with the spec''s message');
select results_eq(
  $$ select total_debates, free_debates_remaining, last_debate_started from public.debate_usage $$,
  $$ values (2, 0, '2026-03-10 12:05Z'::timestamptz) $$,
  'a refused start changes nothing'
);
select is((select count(*)::integer from public.debate_generations), 2, 'a refused start opens no generation');

-- Weekly refill applied on increment
select tests.freeze_time('2026-03-16 12:05Z');
select throws_ok($$ select public.begin_debate(tests.debate_settings()) $$, 'AG001',
  'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account',
  'exactly 6 days after the last start there is still nothing to spend');
select tests.freeze_time('2026-03-16 12:05:01Z');
select results_eq(
  $$ select free_debates_remaining, total_debates from public.begin_debate(tests.debate_settings()) $$,
  $$ values (0, 3) $$,
  'more than 6 days after the last start the refilled debate is spent at once'
);

-- Test account daily reset applied on increment
select tests.as_postgres();
select tests.create_supabase_user('tester', 'tester@agora.test');
select tests.make_test_account('tester@agora.test');
select tests.set_usage('tester', 0, '2026-03-15 09:00Z', '2026-03-15 09:00Z', 250);
select tests.authenticate_as('tester');
select results_eq(
  $$ select free_debates_remaining, total_debates from public.begin_debate(tests.debate_settings()) $$,
  $$ values (99, 251) $$,
  'the test account''s first start of a day spends from a fresh 100'
);

-- -----------------------------------------------------------------------------
-- PRO users are not limited; a missing usage record is created as 1/1
-- -----------------------------------------------------------------------------
select tests.as_postgres();
select tests.make_pro('alice');
select tests.set_usage('alice', 0, '2026-03-16 12:00Z', '2026-03-16 12:00Z', 9);
select tests.authenticate_as('alice');
select results_eq(
  $$ select free_debates_remaining, total_debates from public.begin_debate(tests.debate_settings()) $$,
  $$ values (0, 10) $$,
  'a PRO user with 0 free debates may still start one; the total still counts'
);
select tests.set_usage('alice', 2, '2026-03-16 12:00Z', '2026-03-16 12:00Z', 10);
select tests.authenticate_as('alice');
select results_eq(
  $$ select free_debates_remaining, total_debates from public.begin_debate(tests.debate_settings()) $$,
  $$ values (2, 11) $$,
  'a PRO user keeps their free debates'
);

select tests.as_postgres();
select tests.create_supabase_user('dora');
delete from public.debate_usage where user_id = tests.get_supabase_uid('dora');
select tests.authenticate_as('dora');
select results_eq(
  $$ select free_debates_remaining, total_debates from public.begin_debate(tests.debate_settings()) $$,
  $$ values (1, 1) $$,
  'a start without a usage record creates one with total 1 and 1 remaining'
);
select results_eq(
  $$ select total_debates, free_debates_remaining, last_debate_started from public.debate_usage $$,
  $$ values (1, 1, '2026-03-16 12:05:01Z'::timestamptz) $$,
  'the created usage record is persisted'
);

select tests.as_postgres();
delete from public.profiles where id = tests.get_supabase_uid('dora');
select tests.authenticate_as('dora');
select results_eq(
  $$ select free_debates_remaining from public.begin_debate(tests.debate_settings()) $$,
  $$ values (0) $$,
  'a user without a profile is treated as not PRO'
);

-- -----------------------------------------------------------------------------
-- complete_generation / end_generation: the service role only
-- -----------------------------------------------------------------------------
select tests.as_postgres();
create temporary table gen (id uuid);
insert into gen select tests.create_generation('bob', status => 'running');
grant select on gen to anon, authenticated, service_role;

select tests.authenticate_as('bob');
select throws_ok($$ select public.complete_generation((select id from gen), tests.six_turns(), 'provider') $$, '42501', null,
  'a user cannot record turns for their own generation (only the edge function can)');
select throws_ok($$ select public.end_generation((select id from gen), 'failed') $$, '42501', null,
  'a user cannot end a generation');
select throws_ok($$ update public.debate_generations set status = 'completed' $$, '42501', null,
  'a user cannot write a generation row');
select tests.clear_authentication();
select throws_ok($$ select public.complete_generation((select id from gen), tests.six_turns(), 'provider') $$, '42501', null,
  'a visitor cannot record turns');

select tests.authenticate_as_service_role();
select throws_ok($$ select public.complete_generation(gen_random_uuid(), tests.six_turns(), 'provider') $$, 'AG020',
  'Debate generation not found.', 'completing an unknown generation is refused');
select throws_ok($$ select public.complete_generation((select id from gen), tests.six_turns() - 5, 'provider') $$, 'AG023',
  'A debate has exactly six turns.', 'five turns are not a debate');
select throws_ok($$ select public.complete_generation((select id from gen), tests.six_turns() || (tests.six_turns() -> 0), 'provider') $$,
  'AG023', 'A debate has exactly six turns.', 'seven turns are not a debate');
select throws_ok(
  $$ select public.complete_generation((select id from gen),
       jsonb_set(tests.six_turns(), '{1}', tests.six_turns() -> 0), 'provider') $$,
  'AG023', 'Each round has one turn per speaker.', 'a round cannot have the same speaker twice');
select throws_ok(
  $$ select public.complete_generation((select id from gen), jsonb_set(tests.six_turns(), '{5,roundIndex}', '3'), 'provider') $$,
  'AG023', 'Each turn needs a round index 0-2 and a speaker index 0-1.', 'there are only rounds 0 to 2');
select throws_ok(
  $$ select public.complete_generation((select id from gen), jsonb_set(tests.six_turns(), '{5,speakerIndex}', '"1"'), 'provider') $$,
  'AG023', 'Each turn needs a round index 0-2 and a speaker index 0-1.', 'indexes are numbers');
select throws_ok(
  $$ select public.complete_generation((select id from gen), jsonb_set(tests.six_turns(), '{2,text}', '"  "'), 'provider') $$,
  'AG023', 'Each turn needs a text and a summary.', 'every turn has a text');
select throws_ok(
  $$ select public.complete_generation((select id from gen), tests.six_turns() #- '{4,summary}', 'provider') $$,
  'AG023', 'Each turn needs a text and a summary.', 'every turn has a summary');
select throws_ok($$ select public.complete_generation((select id from gen), tests.six_turns(), 'chatbot') $$,
  'AG023', 'A generation comes from the provider or the offline demo.', 'the generator is the provider or the offline demo');
select throws_ok($$ select public.complete_generation((select id from gen), tests.six_turns(), 'provider', 'Welcome', 'Thanks') $$,
  'AG023', 'Only a moderated debate has moderator turns.', 'an unmoderated debate has no moderator text');

select lives_ok($$ select public.complete_generation((select id from gen), tests.six_turns(), 'provider') $$,
  'the service role records six valid turns');
select tests.as_postgres();
select results_eq(
  $$ select g.status, g.generator, g.turns = tests.six_turns(), g.finished_at from public.debate_generations g join gen using (id) $$,
  $$ values ('completed'::text, 'provider'::text, true, '2026-03-16 12:05:01Z'::timestamptz) $$,
  'a completed generation keeps the turns, the generator and the server time it finished'
);
select tests.authenticate_as_service_role();
select throws_ok($$ select public.complete_generation((select id from gen), tests.six_turns(), 'provider') $$, 'AG021',
  'This debate generation has already ended.', 'a generation is completed only once');

select tests.as_postgres();
truncate gen;
insert into gen select tests.create_generation('bob', tests.debate_settings(moderator => true), status => 'running');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.complete_generation((select id from gen), tests.six_turns(), 'provider', 'Welcome', null) $$,
  'AG023', 'A moderated debate needs the moderator''s opening and closing.', 'a moderated debate needs a closing');
select throws_ok($$ select public.complete_generation((select id from gen), tests.six_turns(), 'provider', ' ', 'Thanks') $$,
  'AG023', 'A moderated debate needs the moderator''s opening and closing.', 'a moderated debate needs an opening');
select lives_ok($$ select public.complete_generation((select id from gen), tests.six_turns(), 'offline-demo', 'Welcome', 'Thanks') $$,
  'a moderated debate completes with both moderator turns');

select throws_ok($$ select public.end_generation((select id from gen), 'completed') $$, 'AG023',
  'A generation ends as failed or aborted.', 'end_generation cannot mark success');
select throws_ok($$ select public.end_generation((select id from gen), null) $$, 'AG023',
  'A generation ends as failed or aborted.', 'end_generation needs an outcome');
select lives_ok($$ select public.end_generation((select id from gen), 'failed') $$,
  'ending a finished generation is accepted');
select tests.as_postgres();
select is((select status from public.debate_generations join gen using (id)), 'completed',
  'ending a completed generation leaves it completed');

truncate gen;
insert into gen select tests.create_generation('bob', status => 'running');
select tests.authenticate_as_service_role();
select lives_ok($$ select public.end_generation((select id from gen), 'aborted') $$, 'the service role aborts a running generation');
select tests.as_postgres();
select results_eq(
  $$ select status, finished_at from public.debate_generations join gen using (id) $$,
  $$ values ('stopped'::text, '2026-03-16 12:05:01Z'::timestamptz) $$,
  'an aborted generation stops, stamped with server time'
);
select tests.authenticate_as_service_role();
select throws_ok($$ select public.complete_generation((select id from gen), tests.six_turns(), 'provider') $$, 'AG021',
  'This debate generation has already ended.', 'an aborted generation cannot be completed later');

-- -----------------------------------------------------------------------------
-- Generations are private to their owner
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select is_empty($$ select 1 from public.debate_generations where user_id <> tests.get_supabase_uid('alice') $$,
  'a user never sees another user''s generations');
select tests.authenticate_as('bob');
select is((select count(*)::integer from public.debate_generations), 6, 'a user sees all of their own generations');

-- #############################################################################
-- A debate whose every turn fell back is given back once: return_debate_allowance
-- (service role only, AG200–AG202), for a free user and a PRO user.
-- #############################################################################
select tests.as_postgres();
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('pat');
select tests.make_pro('pat');
select tests.freeze_time('2026-03-10 12:00Z');

create function tests.fallback_turns()
returns jsonb language sql immutable as $$
  select jsonb_agg(jsonb_build_object('roundIndex', r, 'speakerIndex', s,
    'text', 'An error occurred while generating the argument.', 'summary', 'Error generating response.') order by r, s)
  from generate_series(0, 2) r, generate_series(0, 1) s
$$;

-- Alice starts two debates: one fails throughout, one produces real text; a third is still running.
select tests.authenticate_as('alice');
select tests.remember('failed', (select generation_id from public.begin_debate(tests.debate_settings())));
select tests.remember('real', (select generation_id from public.begin_debate(tests.debate_settings())));
select tests.authenticate_as('pat');
select tests.remember('pro', (select generation_id from public.begin_debate(tests.debate_settings())));
select tests.authenticate_as_service_role();
select public.complete_generation(tests.id('failed'), tests.fallback_turns(), 'provider');
select public.complete_generation(tests.id('real'), tests.six_turns(), 'provider');
select public.complete_generation(tests.id('pro'), tests.fallback_turns(), 'provider');
select tests.as_postgres();
select is((select (free_debates_remaining, total_debates)::text from tests.usage_of('alice')), '(0,2)', 'alice spent both free debates');

-- Who may call it
select tests.authenticate_as('alice');
select throws_ok($$ select public.return_debate_allowance(tests.id('failed')) $$, '42501', null,
  'the owner cannot give their own debate back (only the edge function decides)');
select tests.authenticate_as('bob');
select throws_ok($$ select public.return_debate_allowance(tests.id('failed')) $$, '42501', null,
  'another user cannot give it back');
select tests.clear_authentication();
select throws_ok($$ select public.return_debate_allowance(tests.id('failed')) $$, '42501', null,
  'a visitor cannot give it back');
select tests.as_postgres();
select is((select (free_debates_remaining, total_debates)::text from tests.usage_of('alice')), '(0,2)', 'refused calls changed nothing');

-- Misuse by the service role
select tests.authenticate_as_service_role();
select throws_ok($$ select public.return_debate_allowance('00000000-0000-4000-8000-000000000000') $$, 'AG200',
  'Debate generation not found.', 'an unknown generation: AG200');
select throws_ok($$ select public.return_debate_allowance(tests.id('real')) $$, 'AG202',
  'Only a debate in which every turn failed is given back.', 'a debate with real text is not given back: AG202');
select tests.as_postgres();
update public.debate_usage set free_debates_remaining = 1 where user_id = tests.get_supabase_uid('alice');
select tests.authenticate_as('alice');
select tests.remember('running', (select generation_id from public.begin_debate(tests.debate_settings())));
select tests.authenticate_as_service_role();
select throws_ok($$ select public.return_debate_allowance(tests.id('running')) $$, 'AG201',
  'Only a completed debate can have its allowance given back.', 'a running generation: AG201');
-- One turn written, then stopped: it keeps the cost of that turn (its five unwritten turns come back as credit).
select public.record_generation_turn(tests.id('running'), 0, jsonb_build_object('role', 'speaker', 'roundIndex', 0,
  'speakerIndex', 0, 'text', 'Cars fill our streets.', 'summary', 'Cars.', 'complete', true, 'authorKind', 'model', 'model', 'gpt-4'));
select public.end_generation(tests.id('running'), 'aborted');
select throws_ok($$ select public.return_debate_allowance(tests.id('running')) $$, 'AG201',
  'Only a completed debate can have its allowance given back.', 'a debate the person stopped keeps what it wrote: AG201');
select tests.as_postgres();
select is((select (free_debates_remaining, total_debates)::text from tests.usage_of('alice')), '(0,3)', 'misuse changed nothing');

-- Given back, once
select tests.authenticate_as_service_role();
select is((select (allowance_returned, free_debates_remaining, total_debates)::text from public.return_debate_allowance(tests.id('failed'))),
  '(t,1,2)', 'the failed debate is given back: one free debate more, one debate fewer');
select is((select (allowance_returned, free_debates_remaining, total_debates)::text from public.return_debate_allowance(tests.id('failed'))),
  '(f,1,2)', 'asking again gives nothing more and answers the same numbers');
select tests.as_postgres();
select is((select (free_debates_remaining, total_debates)::text from tests.usage_of('alice')), '(1,2)', 'the stored allowance was restored once');
select isnt((select allowance_returned_at from public.debate_generations where id = tests.id('failed')), null,
  'the generation records when it was given back');
select is((select allowance_returned_at from public.debate_generations where id = tests.id('real')), null,
  'the debate with real text still counts');

-- The person sees it in their own usage
select tests.authenticate_as('alice');
select is((select free_debates_remaining from public.get_debate_usage()), 1, 'alice reads one free debate left');
select is((select allowance_returned_at is not null from public.debate_generations where id = tests.id('failed')), true,
  'alice can see that her failed debate was given back');
select throws_ok($$ update public.debate_generations set allowance_returned_at = null where id = tests.id('failed') $$, '42501', null,
  'nobody but the rule function writes the mark');

-- PRO: no free debate was spent, so only the count goes back
select tests.as_postgres();
select is((select free_debate_spent from public.debate_generations where id = tests.id('pro')), false, 'a PRO start spent no free debate');
select is((select free_debate_spent from public.debate_generations where id = tests.id('failed')), true, 'a free start spent one');
select tests.authenticate_as_service_role();
select is((select (allowance_returned, free_debates_remaining, total_debates)::text from public.return_debate_allowance(tests.id('pro'))),
  '(t,2,0)', 'PRO: the debate count goes back, the free count is untouched');
select tests.as_postgres();
select is((select (free_debates_remaining, total_debates)::text from tests.usage_of('pat')), '(2,0)', 'PRO usage is consistent');

select * from finish();
rollback;
