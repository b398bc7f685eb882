-- Stars: toggle_star stars/unstars a debate the caller can see; merge_stars
-- folds the browser's local list into the profile and returns the whole list.
begin;
select plan(21);
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.remember('free will', tests.create_debate('alice', 'Is free will an illusion?', shared => true));
select tests.remember('mars', tests.create_debate('bob', 'Should we colonize Mars?', shared => true));
select tests.remember('alice private', tests.create_debate('alice', 'Should chess be an Olympic sport?'));
select tests.remember('bob private', tests.create_debate('bob', 'Is a hot dog a sandwich?'));

-- -----------------------------------------------------------------------------
-- toggle_star
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.toggle_star(tests.id('free will')) $$, 'AG050', 'Please sign in to star debates.',
  'a visitor is asked to sign in to star (local stars stay in the browser)');

select tests.authenticate_as('bob');
select is(public.toggle_star(tests.id('free will')), true, 'starring a shared debate reports it starred');
select results_eq('select debate_id from public.stars', $$ values (tests.id('free will')) $$,
  'the star is stored in the profile''s list');
select is(public.toggle_star(tests.id('free will')), false, 'toggling again unstars it');
select is_empty('select 1 from public.stars', 'an unstarred debate leaves the list');
select is(public.toggle_star(tests.id('bob private')), true, 'a user may star their own private debate');
select throws_ok($$ select public.toggle_star(tests.id('alice private')) $$, 'AG030', 'Debate not found',
  'another user''s private debate cannot be starred (reported as not found)');
select throws_ok($$ select public.toggle_star(gen_random_uuid()) $$, 'AG030', 'Debate not found',
  'an unknown debate cannot be starred');

-- -----------------------------------------------------------------------------
-- merge_stars
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.merge_stars(array[tests.id('mars')]) $$, '42501', null,
  'a visitor has no profile list to merge into');

select tests.authenticate_as('alice');
select is(public.merge_stars(null), '{}'::uuid[], 'a user with no stars and nothing to merge has an empty list');
select public.toggle_star(tests.id('free will'));
select set_eq(
  $$ select unnest(public.merge_stars(array[tests.id('mars'), tests.id('mars'), tests.id('alice private')])) $$,
  $$ values (tests.id('free will')), (tests.id('mars')), (tests.id('alice private')) $$,
  'merging adds the local ids to the stars already saved and returns the whole list'
);
select set_eq(
  $$ select unnest(public.merge_stars(array[tests.id('bob private'), gen_random_uuid(), tests.id('mars')])) $$,
  $$ values (tests.id('free will')), (tests.id('mars')), (tests.id('alice private')) $$,
  'unknown ids, ids of other users'' private debates and ids already starred are ignored'
);
select is(
  public.merge_stars('{}'),
  (select array_agg(debate_id order by created_at, debate_id) from public.stars),
  'merging nothing returns the profile''s list, which then overrides local storage'
);
select throws_ok(
  $$ select public.merge_stars(array(select gen_random_uuid() from generate_series(1, 1001))) $$, 'AG051',
  'At most 1000 starred debates can be merged at once.', 'a merge takes at most 1000 ids'
);
select lives_ok(
  $$ select public.merge_stars(array(select gen_random_uuid() from generate_series(1, 1000))) $$,
  'a merge of 1000 ids is accepted'
);

-- -----------------------------------------------------------------------------
-- Stars are private and written only through the rules
-- -----------------------------------------------------------------------------
select tests.authenticate_as('bob');
select results_eq('select debate_id from public.stars', $$ values (tests.id('bob private')) $$,
  'a user sees only their own stars');
select throws_ok($$ insert into public.stars (user_id, debate_id) values (tests.get_supabase_uid('bob'), tests.id('alice private')) $$,
  '42501', null, 'a user cannot insert a star row directly (bypassing the visibility check)');
select throws_ok('delete from public.stars', '42501', null, 'a user cannot delete star rows directly');
select tests.clear_authentication();
select throws_ok('select * from public.stars', '42501', null, 'a visitor cannot read anyone''s stars');

select tests.as_postgres();
delete from public.debates where id = tests.id('mars');
select tests.authenticate_as('alice');
select set_eq('select unnest(public.merge_stars(null))', $$ values (tests.id('free will')), (tests.id('alice private')) $$,
  'a deleted debate disappears from every star list');
select tests.as_postgres();
select is(
  (select count(*)::integer from public.stars where debate_id = tests.id('alice private')), 1,
  'a star on a private debate belongs to its author alone'
);

select * from finish();
rollback;
