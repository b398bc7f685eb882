-- Votes: cast_vote casts (+1/-1), changes and clears (0) the caller's vote on
-- shared debates only; a trigger keeps the debate's tally row equal to the vote rows.
begin;
select plan(32);
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

select * from finish();
rollback;
