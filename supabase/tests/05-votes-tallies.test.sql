-- Votes and tallies: who may vote where, the narrow tally row every count is
-- read from, and the lean vote path that keeps every rule. Three sections,
-- each from an empty community (tests.start_empty).
begin;
select plan(83);

-- #############################################################################
-- Votes: cast_vote casts (+1/-1), changes and clears (0) the caller's vote on
-- shared debates only; a trigger keeps the debate's tally row equal to the vote rows.
-- #############################################################################
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('dave');
select tests.remember('shared', tests.create_debate('alice', 'Is free will an illusion?', shared => true));
select tests.remember('private', tests.create_debate('alice', 'Should chess be an Olympic sport?'));
select tests.freeze_time('2026-03-10 12:00Z');

-- -----------------------------------------------------------------------------
-- Who may vote on what
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.cast_vote(tests.id('shared'), 1) $$, 'AG040',
  'You need to be logged in to vote on debates.', 'a visitor is told to log in to vote (the spec''s message)');

select tests.authenticate_as('bob');
select throws_ok($$ select public.cast_vote(tests.id('shared'), 2) $$, 'AG041',
  'A vote is 1 (up), -1 (down) or 0 (clear).', 'a vote is worth exactly one');
select throws_ok($$ select public.cast_vote(tests.id('shared'), null) $$, 'AG041',
  'A vote is 1 (up), -1 (down) or 0 (clear).', 'a vote needs a value');
select throws_ok($$ select public.cast_vote(gen_random_uuid(), 1) $$, 'AG030', 'Debate not found',
  'voting on an unknown debate is refused');
select throws_ok($$ select public.cast_vote(tests.id('private'), 1) $$, 'AG030', 'Debate not found',
  'another user''s private debate is reported as not found, exactly like an unknown one');
select tests.authenticate_as('alice');
select throws_ok($$ select public.cast_vote(tests.id('private'), 1) $$, 'AG042',
  'Only debates shared with the community can be voted on.', 'an author cannot vote on their unshared debate');
select tests.as_postgres();
select results_eq(
  $$ select upvotes, downvotes, (select count(*)::integer from public.votes v where v.debate_id = d.id)
       from public.debates_with_tallies d where id = tests.id('private') $$,
  $$ values (0, 0, 0) $$,
  'refused votes leave no trace'
);

-- -----------------------------------------------------------------------------
-- Cast, change, repeat, clear
-- -----------------------------------------------------------------------------
select tests.authenticate_as('bob');
select results_eq($$ select * from public.cast_vote(tests.id('shared'), 1) $$, $$ values (2, 0, 1) $$,
  'an upvote on a fresh share (author''s 1 up) makes 2 up, 0 down, and reports the caller''s vote');
select results_eq($$ select user_id, value from public.votes $$, $$ values (tests.get_supabase_uid('bob'), 1::smallint) $$,
  'the vote is recorded, and the voter sees only their own vote row');
select tests.freeze_time('2026-03-10 12:30Z');
select results_eq($$ select * from public.cast_vote(tests.id('shared'), -1) $$, $$ values (1, 1, -1) $$,
  'changing an upvote to a downvote moves one vote across');
select results_eq($$ select value, updated_at from public.votes $$, $$ values (-1::smallint, '2026-03-10 12:30Z'::timestamptz) $$,
  'a changed vote is stamped with server time');
select results_eq($$ select * from public.cast_vote(tests.id('shared'), -1) $$, $$ values (1, 1, -1) $$,
  'casting the same vote again changes nothing');
select results_eq($$ select * from public.cast_vote(tests.id('shared'), 0) $$, $$ values (1, 0, 0) $$,
  'clearing a vote takes it off the tally');
select is_empty('select 1 from public.votes', 'a cleared vote leaves no row');
select results_eq($$ select * from public.cast_vote(tests.id('shared'), 0) $$, $$ values (1, 0, 0) $$,
  'clearing when there is no vote is harmless');

select tests.authenticate_as('alice');
select results_eq($$ select * from public.cast_vote(tests.id('shared'), -1) $$, $$ values (0, 1, -1) $$,
  'the author may change their own initial upvote');
select results_eq($$ select * from public.cast_vote(tests.id('shared'), 1) $$, $$ values (1, 0, 1) $$,
  'and restore it');

-- -----------------------------------------------------------------------------
-- Tallies always equal the vote rows, whoever changes them
-- -----------------------------------------------------------------------------
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('shared'), 1);
select tests.authenticate_as('carol');
select public.cast_vote(tests.id('shared'), -1);
select tests.authenticate_as('dave');
select public.cast_vote(tests.id('shared'), -1);
select tests.as_postgres();
select results_eq(
  $$ select upvotes, downvotes from public.debate_tallies where debate_id = tests.id('shared') $$,
  $$ select count(*) filter (where value = 1)::integer, count(*) filter (where value = -1)::integer
       from public.votes where debate_id = tests.id('shared') $$,
  'after several users vote, the tallies equal the vote rows (2 up, 2 down)'
);
select results_eq($$ select upvotes, downvotes from public.debate_tallies where debate_id = tests.id('shared') $$, $$ values (2, 2) $$,
  'the tallies are 2 up and 2 down');

select tests.authenticate_as_service_role();
delete from public.votes where debate_id = tests.id('shared') and user_id = tests.get_supabase_uid('carol');
select results_eq($$ select upvotes, downvotes from public.debate_tallies where debate_id = tests.id('shared') $$, $$ values (2, 1) $$,
  'a vote row removed by the service role comes off the tally');
update public.votes set value = 1 where debate_id = tests.id('shared') and user_id = tests.get_supabase_uid('dave');
select results_eq($$ select upvotes, downvotes from public.debate_tallies where debate_id = tests.id('shared') $$, $$ values (3, 0) $$,
  'a vote row changed by the service role moves the tally');
insert into public.votes (debate_id, user_id, value) values (tests.id('shared'), tests.get_supabase_uid('carol'), -1);
select results_eq($$ select upvotes, downvotes from public.debate_tallies where debate_id = tests.id('shared') $$, $$ values (3, 1) $$,
  'a vote row inserted by the service role counts');
select throws_ok(
  $$ insert into public.votes (debate_id, user_id, value) values (tests.id('shared'), tests.get_supabase_uid('alice'), 1) $$,
  '23505', null, 'a user still has one vote per debate');
select throws_ok($$ update public.votes set value = 5 where user_id = tests.get_supabase_uid('carol') $$, '23514', null,
  'a stored vote is +1 or -1');

select tests.as_postgres();
delete from auth.users where id = tests.get_supabase_uid('dave');
select results_eq($$ select upvotes, downvotes from public.debate_tallies where debate_id = tests.id('shared') $$, $$ values (2, 1) $$,
  'when a voter''s account is deleted, their vote comes off the tally');

-- -----------------------------------------------------------------------------
-- Nobody writes votes or tallies directly
-- -----------------------------------------------------------------------------
select tests.authenticate_as('bob');
select throws_ok($$ insert into public.votes (debate_id, user_id, value) values (tests.id('shared'), tests.get_supabase_uid('bob'), -1) $$,
  '42501', null, 'a user cannot insert a vote row directly');
select throws_ok($$ update public.votes set value = -1 $$, '42501', null, 'a user cannot change a vote row directly');
select throws_ok($$ delete from public.votes $$, '42501', null, 'a user cannot delete vote rows directly');
select throws_ok($$ update public.debate_tallies set upvotes = 100 $$, '42501', null, 'a user cannot write a tally');
select tests.authenticate_as('carol');
select results_eq($$ select user_id from public.votes $$, $$ values (tests.get_supabase_uid('carol')) $$,
  'a user never sees who else voted or how');
select tests.clear_authentication();
select throws_ok('select * from public.votes', '42501', null, 'a visitor cannot read vote rows');
select results_eq($$ select upvotes, downvotes from public.public_debates where id = tests.id('shared') $$, $$ values (2, 1) $$,
  'a visitor sees the tallies');

-- #############################################################################
-- The narrow tally: a debate's votes are counted in its own small row
-- (debate_tallies), so a vote never writes the debate row; the tally row is
-- created and removed with its debate, copies shared_at, equals the vote rows
-- after every cast/change/clear, is readable exactly where its debate is and
-- written by nobody but the rules; the tallies broadcast and the API reads
-- (cast_vote, get_debate, public_debates, the list) take their numbers from it.
-- #############################################################################
select tests.as_postgres();
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('dave');
select tests.freeze_time('2026-06-01 10:00Z');
select tests.remember('S', tests.create_debate('alice', 'Should cities ban cars?', shared => true));
select tests.remember('P', tests.create_debate('alice', 'Alice keeps this one'));
select tests.remember('B', tests.create_debate('bob', 'Bob shares this one', shared => true));

create function pg_temp.tallies(p_debate uuid) returns table (up integer, down integer, votes_up integer, votes_down integer)
language sql security definer set search_path = '' as $$
  select t.upvotes, t.downvotes,
         (select count(*)::integer from public.votes v where v.debate_id = p_debate and v.value = 1),
         (select count(*)::integer from public.votes v where v.debate_id = p_debate and v.value = -1)
    from public.debate_tallies t where t.debate_id = p_debate
$$;
grant execute on function pg_temp.tallies(uuid) to anon, authenticated, service_role;
create function pg_temp.debate_ctid(p_debate uuid) returns tid
language sql security definer set search_path = '' as $$ select d.ctid from public.debates d where d.id = p_debate $$;
create function pg_temp.tally_ctid(p_debate uuid) returns tid
language sql security definer set search_path = '' as $$ select t.ctid from public.debate_tallies t where t.debate_id = p_debate $$;
grant execute on function pg_temp.debate_ctid(uuid), pg_temp.tally_ctid(uuid) to anon, authenticated, service_role;

-- =============================================================================
-- The row comes and goes with its debate
-- =============================================================================
select results_eq($$ select upvotes, downvotes, shared_at from public.debate_tallies where debate_id = tests.id('P') $$,
  $$ values (0, 0, null::timestamptz) $$, 'a saved debate has a tally row: no votes, not shared');
select results_eq($$ select upvotes, downvotes, shared_at from public.debate_tallies where debate_id = tests.id('S') $$,
  $$ values (1, 0, '2026-06-01 10:00Z'::timestamptz) $$,
  'a shared debate starts with its author''s upvote, and its tally row carries the share stamp');

-- =============================================================================
-- A vote writes the tally row, never the debate row
-- =============================================================================
create temp table before_vote as
  select pg_temp.debate_ctid(tests.id('S')) as debate_row, pg_temp.tally_ctid(tests.id('S')) as tally_row,
         (select count(*) from realtime.messages) as messages;

select tests.authenticate_as('bob');
select results_eq($$ select upvotes, downvotes, my_vote from public.cast_vote(tests.id('S'), 1) $$,
  $$ values (2, 0, 1) $$, 'cast_vote answers the tallies from the tally row');
select tests.authenticate_as('carol');
select public.cast_vote(tests.id('S'), -1);
select tests.authenticate_as('dave');
select public.cast_vote(tests.id('S'), -1);
select public.cast_vote(tests.id('S'), 1);
select tests.authenticate_as('carol');
select public.cast_vote(tests.id('S'), 0);
select tests.as_postgres();
select is(pg_temp.debate_ctid(tests.id('S')), (select debate_row from before_vote),
  'casts, a change and a clear left the debate row where it was (no new version: not written)');
select isnt(pg_temp.tally_ctid(tests.id('S')), (select tally_row from before_vote),
  'while the tally row got new versions');
select results_eq($$ select up, down from pg_temp.tallies(tests.id('S')) $$, $$ select votes_up, votes_down from pg_temp.tallies(tests.id('S')) $$,
  'tallies = count(votes) after casts, a change and a clear');
select results_eq($$ select up, down from pg_temp.tallies(tests.id('S')) $$, $$ values (3, 0) $$,
  'alice, bob and dave up; carol cleared hers');
select results_eq(
  $$ select count(*)::integer, bool_or(payload - 'id' = jsonb_build_object('debate_id', tests.id('S'), 'upvotes', 3, 'downvotes', 0))
       from realtime.messages where event = 'tallies' and topic = 'debate:' || tests.id('S') $$,
  $$ values (1 + 5, true) $$,
  'each tally change (the share''s upvote, then five) broadcast its numbers from the tally row, the last 3 up / 0 down');

-- A vote removed with its voter's account or by the service role still counts exactly.
select tests.authenticate_as_service_role();
delete from public.votes where debate_id = tests.id('S') and user_id = tests.get_supabase_uid('bob');
update public.votes set value = -1 where debate_id = tests.id('S') and user_id = tests.get_supabase_uid('dave');
select tests.as_postgres();
delete from auth.users where id = tests.get_supabase_uid('carol');
select results_eq($$ select up, down from pg_temp.tallies(tests.id('S')) $$, $$ select votes_up, votes_down from pg_temp.tallies(tests.id('S')) $$,
  'tallies = count(votes) after the service role''s changes');
select is(pg_temp.debate_ctid(tests.id('S')), (select debate_row from before_vote), 'and the debate row was still not written');

-- =============================================================================
-- shared_at follows sharing; tallies are kept across an un-share
-- =============================================================================
select tests.freeze_time('2026-06-02 10:00Z');
select tests.authenticate_as('alice');
select results_eq($$ select is_public, upvotes, downvotes from public.unshare_debate(tests.id('S')) $$,
  $$ values (false, 1, 1) $$, 'unshare_debate returns the row with its (kept) tallies');
select tests.as_postgres();
select results_eq($$ select shared_at, upvotes, downvotes from public.debate_tallies where debate_id = tests.id('S') $$,
  $$ values (null::timestamptz, 1, 1) $$, 'un-shared: the tally row''s shared_at is cleared, its numbers kept');
select tests.freeze_time('2026-06-03 10:00Z');
select tests.authenticate_as('alice');
select results_eq($$ select shared_at, upvotes, downvotes from public.share_debate(tests.id('S')) $$,
  $$ values ('2026-06-03 10:00Z'::timestamptz, 1, 1) $$, 'share_debate returns the row with its tallies (no second author upvote)');
select tests.as_postgres();
select results_eq($$ select t.shared_at from public.debate_tallies t where t.debate_id = tests.id('S') $$,
  $$ select d.shared_at from public.debates d where d.id = tests.id('S') $$, 're-shared: the copy follows the new stamp');
select is_empty($$ select 1 from public.debate_tallies t join public.debates d on d.id = t.debate_id
                    where t.shared_at is distinct from d.shared_at $$, 'every tally row''s shared_at equals its debate''s');

-- =============================================================================
-- Who reads tallies: exactly who reads the debate; nobody writes them
-- =============================================================================
select tests.clear_authentication();
select set_eq('select debate_id from public.debate_tallies', $$ values (tests.id('S')), (tests.id('B')) $$,
  'a visitor reads the tallies of shared debates only');
select results_eq($$ select upvotes, downvotes from public.get_debate(tests.id('S')) $$, $$ values (1, 1) $$,
  'get_debate carries the tallies');
select results_eq($$ select upvotes, downvotes from public.public_debates where id = tests.id('S') $$, $$ values (1, 1) $$,
  'public_debates carries them');
select throws_ok($$ update public.debate_tallies set upvotes = 100 $$, '42501', null, 'a visitor cannot write tallies');
select tests.authenticate_as('alice');
select set_eq('select debate_id from public.debate_tallies', $$ values (tests.id('S')), (tests.id('P')), (tests.id('B')) $$,
  'the owner also reads their private debate''s tally');
select throws_ok($$ update public.debate_tallies set upvotes = 100 where debate_id = tests.id('S') $$, '42501', null,
  'the owner cannot write their tallies');
select throws_ok($$ delete from public.debate_tallies where debate_id = tests.id('S') $$, '42501', null,
  'nor delete them');
select tests.authenticate_as('bob');
select set_eq('select debate_id from public.debate_tallies', $$ values (tests.id('S')), (tests.id('B')) $$,
  'another user does not read alice''s private tally');
select throws_ok($$ insert into public.debate_tallies (debate_id, upvotes) values (tests.id('P'), 5) $$, '42501', null,
  'another user cannot insert a tally row');
select tests.authenticate_as_service_role();
select set_eq('select debate_id from public.debate_tallies', $$ values (tests.id('S')), (tests.id('P')), (tests.id('B')) $$,
  'the service role reads every tally');
select throws_ok($$ update public.debate_tallies set downvotes = 0 $$, '42501', null, 'the service role cannot write tallies');

-- A hidden debate's tally follows its debate: its author only.
select tests.as_postgres();
update public.debates set moderation_state = 'hidden' where id = tests.id('B');
select tests.clear_authentication();
select set_eq('select debate_id from public.debate_tallies', $$ values (tests.id('S')) $$,
  'a hidden debate''s tally leaves a visitor''s reads');
select tests.authenticate_as('bob');
select set_eq('select debate_id from public.debate_tallies', $$ values (tests.id('S')), (tests.id('B')) $$,
  'but not its author''s');

-- =============================================================================
-- The row goes with its debate
-- =============================================================================
select tests.authenticate_as('alice');
select public.delete_debate(tests.id('S'));
select tests.as_postgres();
select is_empty($$ select 1 from public.debate_tallies where debate_id = tests.id('S') $$, 'a deleted debate takes its tally row');

-- #############################################################################
-- The lean vote path (20261124000100_vote_path.sql): cast_vote, the
-- hidden-debate guard and the milestone check keep every rule they had —
-- for the author, another user, a visitor and the service role — while the
-- per-row functions read their tables themselves instead of calling SQL
-- helpers that PostgreSQL 17 would plan again at every vote.
-- #############################################################################
select tests.as_postgres();
select tests.start_empty();
-- Reporters here weigh 1 each, whatever their age (11-reports-moderation.trust proves the trust weights).
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
