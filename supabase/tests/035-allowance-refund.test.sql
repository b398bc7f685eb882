-- A debate whose every turn fell back is given back once: return_debate_allowance
-- (service role only, AG200–AG202), for a free user and a PRO user.
begin;
select plan(22);
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
select public.end_generation(tests.id('running'), 'aborted');
select throws_ok($$ select public.return_debate_allowance(tests.id('running')) $$, 'AG201',
  'Only a completed debate can have its allowance given back.', 'a debate the person stopped keeps its cost: AG201');
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
