-- The lean vote path (20261124000100_vote_path.sql): cast_vote, the
-- hidden-debate guard and the milestone check keep every rule they had —
-- for the author, another user, a visitor and the service role — while the
-- per-row functions read their tables themselves instead of calling SQL
-- helpers that PostgreSQL 17 would plan again at every vote.
begin;
select plan(22);
select tests.start_empty();
-- Reporters here weigh 1 each, whatever their age (225 proves the trust weights).
update public.app_settings set report_weight_new = 1 where id;

select tests.freeze_time('2026-06-01 10:00Z');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.remember('S', tests.create_debate('carol', 'Carol shared', shared => true));
select tests.remember('P', tests.create_debate('carol', 'Carol private'));
select tests.remember('H', tests.create_debate('carol', 'Carol shared, then hidden', shared => true));

-- Hide H the way the community does: reports at the threshold (1 here).
update public.app_settings set report_hide_threshold = 1;
select tests.authenticate_as('alice');
select public.report_debate(tests.id('H'), 'spam');
select tests.as_postgres();
select is((select moderation_state::text from public.debates where id = tests.id('H')), 'hidden', 'H is hidden after a report');

-- =============================================================================
-- cast_vote: who may vote where
-- =============================================================================
select tests.authenticate_as('alice');
select results_eq($$ select upvotes, downvotes, my_vote from public.cast_vote(tests.id('S'), -1) $$,
  $$ values (1, 1, -1) $$, 'another user votes on a shared debate and gets the new tallies');
select throws_ok($$ select public.cast_vote(tests.id('P'), 1) $$, 'AG030', 'Debate not found',
  'another user cannot vote on a private debate (it does not exist for them)');
select throws_ok($$ select public.cast_vote(tests.id('H'), 1) $$, 'AG030', 'Debate not found',
  'another user cannot vote on a hidden debate');
select throws_ok($$ select public.cast_vote(tests.id('S'), 2) $$, 'AG041', 'A vote is 1 (up), -1 (down) or 0 (clear).',
  'a vote is +1, -1 or 0');
select throws_ok($$ select public.cast_vote('00000000-0000-4000-8000-000000000000', 1) $$, 'AG030', 'Debate not found',
  'a debate that does not exist is not found');

select tests.authenticate_as('carol');
select results_eq($$ select upvotes, downvotes, my_vote from public.cast_vote(tests.id('H'), -1) $$,
  $$ values (0, 1, -1) $$, 'the author still votes on their own hidden debate');
select throws_ok($$ select public.cast_vote(tests.id('P'), 1) $$, 'AG042',
  'Only debates shared with the community can be voted on.', 'the owner cannot vote on a private debate');

select tests.clear_authentication();
select throws_ok($$ select public.cast_vote(tests.id('S'), 1) $$, 'AG040', 'You need to be logged in to vote on debates.',
  'a visitor is asked to log in');

select tests.authenticate_as_service_role();
select throws_ok($$ select public.cast_vote(tests.id('S'), 1) $$, 'AG040', 'You need to be logged in to vote on debates.',
  'the service role is nobody''s vote: cast_vote refuses it too');

-- =============================================================================
-- The guard on the votes table itself (every write path, not only cast_vote)
-- =============================================================================
select tests.as_postgres();
select throws_ok(
  format($$ insert into public.votes (debate_id, user_id, value) values (%L, %L, 1) $$, tests.id('H'), tests.get_supabase_uid('bob')),
  'AG030', 'Debate not found', 'a vote row for another user on a hidden debate is refused, even written directly');
select lives_ok(
  format($$ update public.votes set value = 1 where debate_id = %L and user_id = %L $$, tests.id('H'), tests.get_supabase_uid('carol')),
  'the author''s own vote row on the hidden debate may change');
select throws_ok(
  format($$ insert into public.votes (debate_id, user_id, value) values (%L, %L, 1) $$, tests.id('P'), tests.get_supabase_uid('bob')),
  'AG030', 'Debate not found', 'a vote row on someone else''s private debate is refused');

-- =============================================================================
-- Milestones: notified when crossed, and only then
-- =============================================================================
update public.app_settings set vote_milestones = '{3,4}';
select tests.create_supabase_user('dave');
select tests.create_supabase_user('erin');
-- S has carol's upvote and alice's downvote.
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('S'), 1);
select tests.as_postgres();
select is((select count(*)::integer from public.notifications where kind = 'vote_milestone'), 0,
  'an upvote below every milestone notifies nobody');
select tests.authenticate_as('dave');
select public.cast_vote(tests.id('S'), 1);
select tests.as_postgres();
select results_eq($$ select user_id, debate_id, milestone from public.notifications where kind = 'vote_milestone' $$,
  format($$ values (%L::uuid, %L::uuid, 3) $$, tests.get_supabase_uid('carol'), tests.id('S')),
  'crossing 3 upvotes notifies the author of that milestone');
select tests.authenticate_as('alice');
select public.cast_vote(tests.id('S'), 1);
select tests.as_postgres();
select is((select array_agg(milestone order by milestone) from public.notifications where kind = 'vote_milestone'), array[3, 4],
  'a changed vote that crosses the next milestone notifies that one');
select tests.authenticate_as('erin');
select public.cast_vote(tests.id('S'), 1);
select tests.as_postgres();
select is((select count(*)::integer from public.notifications where kind = 'vote_milestone'), 2,
  'rising past the last milestone notifies nothing new');
select is((select upvotes from public.debate_tallies where debate_id = tests.id('S')), 5, 'the tally counts every upvote');

-- =============================================================================
-- The per-vote functions read their tables themselves
-- =============================================================================
select ok(
  (select p.prosrc not like '%debate_is_visible_to%' from pg_proc p where p.oid = 'private.refuse_vote_on_hidden()'::regprocedure),
  'the hidden-debate guard reads the debate itself');
select ok(
  (select p.prosrc not like '%private.settings()%' from pg_proc p where p.oid = 'private.notify_on_vote_milestone()'::regprocedure),
  'the milestone check reads the milestones itself');
select ok(
  (select p.prosrc not like '%select * into%' from pg_proc p where p.oid = 'public.cast_vote(uuid, integer)'::regprocedure),
  'cast_vote reads only the columns it checks');
select function_privs_are('public', 'cast_vote', array['uuid', 'integer'], 'service_role', array['EXECUTE'],
  'the service role keeps its grant (and is refused inside, above)');

select * from finish();
rollback;
