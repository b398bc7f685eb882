-- Owning a debate: delete_debate, unshare_debate and set_debate_categories are
-- the author's alone (AG030 for another user's private debate, AG110 for
-- another user's shared one, 42501 for visitors and the service role).
-- Deleting takes turns, votes, stars and responses along; un-sharing hides the
-- debate from everyone else but keeps its tallies for a later re-share.
begin;
select plan(48);
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('carol');
select tests.remember('S', tests.create_debate('alice', 'Alice shared', shared => true));
select tests.remember('P', tests.create_debate('alice', 'Alice private'));
select tests.remember('BS', tests.create_debate('bob', 'Bob shared', shared => true));
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('S'), 1);
select public.toggle_star(tests.id('S'));
select public.post_response(tests.id('S'), 0, 0, 'Round', 0, 5, 'Bob on S.');
select tests.authenticate_as('carol');
select public.cast_vote(tests.id('S'), -1);
select public.toggle_star(tests.id('S'));
select public.post_reply(tests.response_id('Bob on S.'), 'Carol replies on S.');
select public.cast_vote(tests.id('BS'), 1);
select tests.authenticate_as('alice');
select public.toggle_star(tests.id('S'));
select public.toggle_star(tests.id('BS'));
select public.cast_vote(tests.id('BS'), -1);
select tests.as_postgres();

-- =============================================================================
-- Refusals: nobody but the author, nothing changes
-- =============================================================================
select tests.clear_authentication();
select throws_ok($$ select public.delete_debate(tests.id('S')) $$, '42501', null, 'a visitor cannot delete a debate');
select throws_ok($$ select public.unshare_debate(tests.id('S')) $$, '42501', null, 'a visitor cannot un-share a debate');
select throws_ok($$ select public.set_debate_categories(tests.id('S'), array['Science']) $$, '42501', null,
  'a visitor cannot change a debate''s categories');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.delete_debate(tests.id('S')) $$, '42501', null,
  'the service role does not call the author''s rule (operators delete rows directly)');
select throws_ok($$ select public.unshare_debate(tests.id('S')) $$, '42501', null, 'the service role cannot call unshare_debate');
select throws_ok($$ select public.set_debate_categories(tests.id('S'), array['Science']) $$, '42501', null,
  'the service role cannot call set_debate_categories');

select tests.authenticate_as('bob');
select throws_ok($$ select public.delete_debate(tests.id('S')) $$, 'AG110', 'Only the author can change this debate.',
  'another user cannot delete a shared debate');
select throws_ok($$ select public.unshare_debate(tests.id('S')) $$, 'AG110', 'Only the author can change this debate.',
  'another user cannot un-share a shared debate');
select throws_ok($$ select public.set_debate_categories(tests.id('S'), array['Science']) $$, 'AG110',
  'Only the author can change this debate.', 'another user cannot re-categorise a shared debate');
select throws_ok($$ select public.delete_debate(tests.id('P')) $$, 'AG030', 'Debate not found',
  'another user''s private debate is reported as not found (delete)');
select throws_ok($$ select public.unshare_debate(tests.id('P')) $$, 'AG030', 'Debate not found',
  'another user''s private debate is reported as not found (un-share)');
select throws_ok($$ select public.set_debate_categories(tests.id('P'), array['Science']) $$, 'AG030', 'Debate not found',
  'another user''s private debate is reported as not found (categories)');
select throws_ok($$ select public.delete_debate(gen_random_uuid()) $$, 'AG030', 'Debate not found',
  'an unknown debate is not found');
select is(tests.affected_rows($$ delete from public.debates where id = tests.id('S') $$), 0,
  'RLS is unchanged: another user''s direct delete touches nothing');
select tests.as_postgres();
select results_eq(
  $$ select is_public, upvotes, downvotes, categories::text[] from public.debates_with_tallies where id = tests.id('S') $$,
  $$ values (true, 2, 1, array['Politics']) $$,
  'the refused calls changed nothing'
);

-- =============================================================================
-- set_debate_categories
-- =============================================================================
select tests.authenticate_as('alice');
select throws_ok($$ select public.set_debate_categories(tests.id('S'), array[]::text[]) $$, 'AG011',
  'Choose at least one category.', 'at least one category, as at save');
select throws_ok($$ select public.set_debate_categories(tests.id('S'), null) $$, 'AG011',
  'Choose at least one category.', 'no categories is none');
select throws_ok($$ select public.set_debate_categories(tests.id('S'), array['Science', 'Ethics', 'Funny', 'Culture']) $$,
  'AG012', 'Choose at most 3 categories.', 'at most three categories, as at save');
select throws_ok($$ select public.set_debate_categories(tests.id('S'), array['Sports']) $$, 'AG013',
  'Unknown category: Sports.', 'only known categories, as at save');
select results_eq(
  $$ select categories::text[] from public.set_debate_categories(tests.id('S'), array['Ethics', 'Science', 'Ethics']) $$,
  $$ values (array['Science', 'Ethics']) $$,
  'the author replaces the categories (duplicates merged, stored in the list''s order)'
);
select results_eq(
  $$ select topic from public.list_public_debates(p_category => 'Ethics') $$,
  $$ values ('Alice shared'::text) $$,
  'the community''s category filter follows the change'
);
select results_eq(
  $$ select topic from public.list_public_debates(p_search => 'science') $$,
  $$ values ('Alice shared'::text) $$,
  'so does the search on categories'
);
select is((public.set_debate_categories(tests.id('P'), array['Funny'])).categories::text[], array['Funny'],
  'the author re-categorises a private debate too');
select results_eq(
  $$ select is_public, upvotes, downvotes from public.debates_with_tallies where id = tests.id('S') $$,
  $$ values (true, 2, 1) $$,
  'changing categories leaves sharing and tallies alone'
);

-- =============================================================================
-- unshare_debate
-- =============================================================================
select tests.authenticate_as('alice');
select results_eq(
  $$ select is_public, shared_at, upvotes, downvotes from public.unshare_debate(tests.id('S')) $$,
  $$ values (false, null::timestamptz, 2, 1) $$,
  'the author un-shares: private again, no share stamp, tallies kept'
);
select results_eq(
  $$ select is_public, upvotes from public.unshare_debate(tests.id('S')) $$,
  $$ values (false, 2) $$,
  'un-sharing a private debate changes nothing (idempotent)'
);
select throws_ok($$ update public.debates set is_public = true where id = tests.id('S') $$, '42501', null,
  'the author still cannot flip sharing directly');

select tests.clear_authentication();
select is_empty($$ select 1 from public.list_public_debates() where id = tests.id('S') $$,
  'an un-shared debate leaves the community list');
select is_empty($$ select 1 from public.debates_with_tallies where id = tests.id('S') $$, 'a visitor can no longer open it');
select is_empty($$ select 1 from public.threaded_responses where debate_id = tests.id('S') $$,
  'nor read its responses');
select throws_ok($$ select public.record_debate_view(tests.id('S')) $$, 'AG030', 'Debate not found',
  'its views are no longer counted');
select tests.authenticate_as('bob');
select is_empty($$ select 1 from public.debates_with_tallies where id = tests.id('S') $$, 'another user can no longer open it');
select throws_ok($$ select * from public.cast_vote(tests.id('S'), -1) $$, 'AG030', 'Debate not found',
  'nor vote on it');
select throws_ok($$ select public.post_reply(tests.response_id('Bob on S.'), 'Still there?') $$, 'AG064',
  'The response you are replying to no longer exists.', 'nor reply in its threads');
select tests.authenticate_as('alice');
select results_eq(
  $$ select count(*)::integer from public.threaded_responses where debate_id = tests.id('S') $$,
  $$ values (2) $$,
  'the author still reads every response on it'
);

select tests.freeze_time('2026-05-01 09:00Z');
select results_eq(
  $$ select is_public, shared_at, upvotes, downvotes from public.share_debate(tests.id('S')) $$,
  $$ values (true, '2026-05-01 09:00Z'::timestamptz, 2, 1) $$,
  'sharing again brings the same tallies back (no second author upvote), stamped now'
);
select tests.as_postgres();
select results_eq(
  $$ select count(*)::integer, count(*) filter (where user_id = tests.get_supabase_uid('alice'))::integer
       from public.votes where debate_id = tests.id('S') $$,
  $$ values (3, 1) $$,
  'the vote rows are the same three, one of them the author''s'
);
select tests.authenticate_as('bob');
select is((select value::integer from public.votes where debate_id = tests.id('S')), 1,
  'another user''s vote is back with the debate');

-- =============================================================================
-- delete_debate
-- =============================================================================
select tests.authenticate_as('alice');
select is(public.delete_debate(tests.id('P')), tests.id('P'), 'the author deletes a private debate (its id is returned)');
select is(public.delete_debate(tests.id('S')), tests.id('S'), 'the author deletes a shared debate');
select tests.as_postgres();
select is_empty($$ select 1 from public.debates where id in (tests.id('S'), tests.id('P')) $$, 'both debates are gone');
select is_empty($$ select 1 from public.debate_turns where debate_id in (tests.id('S'), tests.id('P')) $$,
  'their turns went with them');
select is_empty($$ select 1 from public.votes where debate_id = tests.id('S') $$, 'everyone''s votes on it went');
select is_empty($$ select 1 from public.stars where debate_id = tests.id('S') $$, 'everyone''s stars on it went');
select is_empty($$ select 1 from public.threaded_responses where debate_id = tests.id('S') $$,
  'its responses and replies went');
select results_eq(
  $$ select upvotes, downvotes from public.debates_with_tallies where id = tests.id('BS') $$,
  $$ values (2, 1) $$,
  'other debates and their tallies are untouched'
);

-- An operator (service role) deleting the row directly gets the same cascade.
select tests.authenticate_as_service_role();
select is(tests.affected_rows($$ delete from public.debates where id = tests.id('BS') $$), 1,
  'the service role may remove a debate directly (moderation)');
select tests.as_postgres();
select is_empty($$ select 1 from public.votes where debate_id = tests.id('BS')
                   union all select 1 from public.stars where debate_id = tests.id('BS') $$,
  'and its votes and stars go with it');

select * from finish();
rollback;
