-- The narrow tally: a debate's votes are counted in its own small row
-- (debate_tallies), so a vote never writes the debate row; the tally row is
-- created and removed with its debate, copies shared_at, equals the vote rows
-- after every cast/change/clear, is readable exactly where its debate is and
-- written by nobody but the rules; the tallies broadcast and the API reads
-- (cast_vote, get_debate, public_debates, the list) take their numbers from it.
begin;
select plan(29);
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

select * from finish();
rollback;
