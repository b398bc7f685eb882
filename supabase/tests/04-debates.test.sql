-- Debates: save_debate (categories AG011-AG013, generation AG020-AG022),
-- share_debate (AG030/AG031, tallies start 1/0), record_debate_view, deleting
-- one's own, the column guard (even for the service role) and the six-turn
-- and check constraints.
begin;
select plan(58);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.create_supabase_user('nameless');
select tests.freeze_time('2026-03-10 12:00Z');

select tests.remember('alice done', tests.create_generation('alice', tests.debate_settings('  Should cities ban cars?  ')));
select tests.remember('alice running', tests.create_generation('alice', status => 'running'));
select tests.remember('alice failed', tests.create_generation('alice', status => 'stopped'));
select tests.remember('bob done', tests.create_generation('bob'));
select tests.remember('nameless done', tests.create_generation('nameless', tests.debate_settings('Is a hot dog a sandwich?')));

-- -----------------------------------------------------------------------------
-- save_debate: validation
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.save_debate(tests.id('alice done'), array['Politics']) $$, '42501', null,
  'a visitor cannot save a debate');

select tests.authenticate_as('alice');
select throws_ok($$ select public.save_debate(tests.id('alice done'), array[]::text[]) $$, 'AG011',
  'Choose at least one category.', 'saving needs at least one category');
select throws_ok($$ select public.save_debate(tests.id('alice done'), null) $$, 'AG011',
  'Choose at least one category.', 'saving without a category list needs at least one category');
select throws_ok($$ select public.save_debate(tests.id('alice done'), array['Politics', 'Science', 'Ethics', 'Funny']) $$, 'AG012',
  'Choose at most 3 categories.', 'a debate has at most 3 categories');
select throws_ok($$ select public.save_debate(tests.id('alice done'), array['Politics', 'Sports']) $$, 'AG013',
  'Unknown category: Sports.', 'categories come from the spec''s list of ten');
select throws_ok($$ select public.save_debate(tests.id('alice done'), array['politics']) $$, 'AG013',
  'Unknown category: politics.', 'category names are matched exactly');
select throws_ok($$ select public.save_debate(tests.id('alice done'), array['Politics', null]) $$, 'AG013',
  'Unknown category: null.', 'a null category is refused');
select throws_ok($$ select public.save_debate(gen_random_uuid(), array['Politics']) $$, 'AG020',
  'Debate generation not found.', 'saving an unknown generation is refused');
select throws_ok($$ select public.save_debate(tests.id('bob done'), array['Politics']) $$, 'AG020',
  'Debate generation not found.', 'a user cannot save another user''s generation (it is reported as not found)');
select throws_ok($$ select public.save_debate(tests.id('alice running'), array['Politics']) $$, 'AG021',
  'The debate has not finished generating.', 'a running generation cannot be saved');
select throws_ok($$ select public.save_debate(tests.id('alice failed'), array['Politics']) $$, 'AG024',
  'A stopped debate can be saved once its first turn is written.', 'a generation that stopped before its first turn cannot be saved');
select is_empty('select 1 from public.debates', 'refused saves create nothing');

-- -----------------------------------------------------------------------------
-- save_debate: what is stored
-- -----------------------------------------------------------------------------
select is(
  (select (public.save_debate(tests.id('alice done'), array['Science', 'Politics', 'Science', 'Politics'])).categories),
  array['Politics', 'Science']::public.debate_category[],
  'repeated categories count once and are stored in the spec''s order'
);
select tests.remember('cars', tests.debate_id('Should cities ban cars?'));
select throws_ok($$ select public.save_debate(tests.id('alice done'), array['Politics']) $$, 'AG022',
  'This debate is already saved.', 'a generation is saved only once');

select results_eq(
  $$ select is_public, shared_at, views, upvotes, downvotes from public.debates_with_tallies where id = tests.id('cars') $$,
  $$ values (false, null::timestamptz, 0, 0, 0) $$,
  'a saved debate is private, unshared and has no views or votes'
);
select results_eq(
  $$ select user_id, generation_id, topic, debate_style::text, speaker1_model, speaker1_stance, speaker1_rhetoric_style::text,
            speaker2_model, speaker2_stance, speaker2_rhetoric_style::text, generator, moderator_enabled
       from public.debates where id = tests.id('cars') $$,
  $$ values (tests.get_supabase_uid('alice'), tests.id('alice done'), 'Should cities ban cars?'::text, 'structured'::text,
             'gpt-4'::text, 0.6, 'formal'::text, 'gpt-3.5-turbo'::text, -0.6, 'casual'::text, 'offline-demo'::text, false) $$,
  'the saved debate copies topic, style and both speakers from the generation, not from the browser'
);
select results_eq(
  $$ select user_display_name, is_pro, created_at from public.debates where id = tests.id('cars') $$,
  $$ values ('Alice Moreau'::text, false, '2026-03-10 12:00Z'::timestamptz) $$,
  'the saved debate carries the author''s display name, PRO flag and the server time'
);
select set_eq(
  $$ select jsonb_build_object('roundIndex', round_index, 'speakerIndex', speaker_index, 'text', text, 'summary', summary)
       from public.debate_turns where debate_id = tests.id('cars') $$,
  $$ select jsonb_array_elements(tests.six_turns()) $$,
  'the six turns are copied verbatim from the generation'
);

select tests.authenticate_as('nameless');
select is((select (public.save_debate(tests.id('nameless done'), array['Funny', 'Culture', 'Society'])).user_display_name),
  'Anonymous User', 'an author without a display name is shown as Anonymous User');
select is((select categories from public.debates where topic = 'Is a hot dog a sandwich?'),
  array['Society', 'Culture', 'Funny']::public.debate_category[], 'three categories are accepted');

select tests.as_postgres();
select tests.make_pro('bob');
select tests.remember('bob moderated',
  tests.create_generation('bob', tests.debate_settings('Should zoos exist?', moderator => true),
                          moderator_opening => 'Welcome to the debate.', moderator_closing => 'Both sides argued well.'));
select tests.authenticate_as('bob');
select results_eq(
  $$ select is_pro, moderator_enabled, moderator_opening, moderator_closing
       from public.save_debate(tests.id('bob moderated'), array['Ethics']) $$,
  $$ values (true, true, 'Welcome to the debate.'::text, 'Both sides argued well.'::text) $$,
  'a PRO author''s debate is marked PRO, and a moderated debate keeps the moderator''s opening and closing'
);

-- -----------------------------------------------------------------------------
-- share_debate
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.share_debate(tests.id('cars')) $$, '42501', null, 'a visitor cannot share');

select tests.authenticate_as('bob');
select throws_ok($$ select public.share_debate(gen_random_uuid()) $$, 'AG030', 'Debate not found',
  'sharing an unknown debate is refused');
select throws_ok($$ select public.share_debate(tests.id('cars')) $$, 'AG030', 'Debate not found',
  'another user''s private debate is reported as not found, exactly like an unknown one');
select is_empty($$ select 1 from public.debates where id = tests.id('cars') $$, 'another user cannot see a private debate');

select tests.freeze_time('2026-03-11 09:30Z');
select tests.authenticate_as('alice');
select results_eq(
  $$ select is_public, shared_at, upvotes, downvotes from public.share_debate(tests.id('cars')) $$,
  $$ values (true, '2026-03-11 09:30Z'::timestamptz, 1, 0) $$,
  'sharing makes the debate public, stamps shared_at with server time and starts the tallies at 1 up, 0 down'
);
select results_eq(
  $$ select user_id, value from public.votes where debate_id = tests.id('cars') $$,
  $$ values (tests.get_supabase_uid('alice'), 1::smallint) $$,
  'the initial upvote is the author''s own recorded vote'
);
select tests.freeze_time('2026-03-12 09:30Z');
select results_eq(
  $$ select is_public, shared_at, upvotes, downvotes from public.share_debate(tests.id('cars')) $$,
  $$ values (true, '2026-03-11 09:30Z'::timestamptz, 1, 0) $$,
  'sharing again changes nothing (no second stamp, no second vote)'
);

select tests.authenticate_as('bob');
select throws_ok($$ select public.share_debate(tests.id('cars')) $$, 'AG031', 'Only the author can share this debate.',
  'only the author may share a debate');

select tests.clear_authentication();
select results_eq(
  $$ select id, user_display_name, upvotes, downvotes from public.public_debates $$,
  $$ values (tests.id('cars'), 'Alice Moreau'::text, 1, 0) $$,
  'visitors see the shared debate, and only it, in public_debates'
);

-- -----------------------------------------------------------------------------
-- record_debate_view
-- -----------------------------------------------------------------------------
select is(public.record_debate_view(tests.id('cars'), '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b'), 1, 'a visitor''s view is counted');
select tests.authenticate_as('bob');
select is(public.record_debate_view(tests.id('cars'), '7a2d3c4b-5e6f-4a71-9b8c-0d1e2f3a4b5c'), 2,
  'every viewer''s view counts (once a day, see 12-limits), and the new count is returned');
select tests.authenticate_as('alice');
select throws_ok($$ select public.record_debate_view(tests.debate_id('Is a hot dog a sandwich?')) $$, 'AG030',
  'Debate not found', 'views are counted on shared debates only');
select throws_ok($$ select public.record_debate_view(gen_random_uuid()) $$, 'AG030', 'Debate not found',
  'a view of an unknown debate is refused');

-- -----------------------------------------------------------------------------
-- Deleting: authors delete their own, nobody else's
-- -----------------------------------------------------------------------------
select tests.authenticate_as('bob');
select is(tests.affected_rows($$ delete from public.debates where id = tests.id('cars') $$), 0,
  'another user deletes nothing, even of a shared debate');
select tests.clear_authentication();
select throws_ok($$ delete from public.debates where id = tests.id('cars') $$, '42501', null, 'a visitor cannot delete');

select tests.authenticate_as('alice');
select is(tests.affected_rows($$ delete from public.debates where id = tests.id('cars') $$), 1,
  'the author deletes their own debate');
select tests.as_postgres();
select results_eq(
  $$ select (select count(*) from public.debate_turns where debate_id = tests.id('cars'))::integer,
            (select count(*) from public.votes where debate_id = tests.id('cars'))::integer $$,
  $$ values (0, 0) $$,
  'deleting a debate removes its turns and votes'
);

-- -----------------------------------------------------------------------------
-- The column guard: tallies, views, sharing, owner and PRO flag move only
-- through the rules, even for the service role.
-- -----------------------------------------------------------------------------
select tests.remember('zoos', tests.debate_id('Should zoos exist?'));
select tests.authenticate_as_service_role();
select throws_ok($$ update public.debate_tallies set upvotes = 99 where debate_id = tests.id('zoos') $$, '42501',
  null, 'the service role cannot set upvotes');
select throws_ok($$ update public.debate_tallies set downvotes = 99 where debate_id = tests.id('zoos') $$, '42501',
  null, 'the service role cannot set downvotes');
select throws_ok($$ update public.debates set views = 99 where id = tests.id('zoos') $$, '42501',
  'Tallies, views and sharing are set by Agora''s rules, not written directly.', 'the service role cannot set views');
select throws_ok($$ update public.debates set is_public = true, shared_at = now() where id = tests.id('zoos') $$, '42501',
  'Tallies, views and sharing are set by Agora''s rules, not written directly.', 'the service role cannot share by writing is_public');
select throws_ok($$ update public.debates set user_id = tests.get_supabase_uid('alice') where id = tests.id('zoos') $$, '42501',
  'Tallies, views and sharing are set by Agora''s rules, not written directly.', 'the service role cannot move a debate to another author');
select throws_ok($$ update public.debates set is_pro = false where id = tests.id('zoos') $$, '42501',
  'Tallies, views and sharing are set by Agora''s rules, not written directly.', 'the service role cannot rewrite a debate''s PRO flag');
select throws_ok(
  $$ insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance, is_public, shared_at)
     values (tests.get_supabase_uid('bob'), 'Forged', '{Politics}', 'gpt-4', 0, 'gpt-4', 0, true, now()) $$, '42501',
  'Tallies, views and sharing are set by Agora''s rules, not written directly.', 'the service role cannot insert an already shared debate');
select throws_ok(
  $$ insert into public.debate_tallies (debate_id, upvotes) values (gen_random_uuid(), 500) $$, '42501',
  null, 'the service role cannot insert tallies');
select lives_ok($$ update public.debates set topic = 'Should zoos exist at all?' where id = tests.id('zoos') $$,
  'the guard leaves the service role free to correct content that carries no rule');

select tests.authenticate_as('bob');
select throws_ok($$ update public.debates set topic = 'Edited' where id = tests.id('zoos') $$, '42501', null,
  'an author cannot edit their debate directly');

-- -----------------------------------------------------------------------------
-- Every debate has its six turns by commit (checked now with set constraints)
-- -----------------------------------------------------------------------------
select tests.as_postgres();
create function pg_temp.insert_debate_with_turns(p_turns integer)
returns void
language sql
as $$
  with d as (
    insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance)
    values (tests.get_supabase_uid('bob'), 'Turn count ' || p_turns, '{Science}', 'gpt-4', 0.3, 'gpt-4', -0.3)
    returning id
  )
  insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
  select d.id, t.n / 2, t.n % 2, 'text', 'summary' from d, generate_series(0, p_turns - 1) as t (n)
$$;
select throws_ok($$ select pg_temp.insert_debate_with_turns(0); set constraints all immediate $$, 'AG023',
  'A debate has exactly six turns.', 'a debate without turns cannot be committed');
select throws_ok($$ select pg_temp.insert_debate_with_turns(5); set constraints all immediate $$, 'AG023',
  'A debate has exactly six turns.', 'a debate with five turns cannot be committed');
select lives_ok($$ select pg_temp.insert_debate_with_turns(6); set constraints all immediate $$,
  'a debate with its six turns commits');

-- -----------------------------------------------------------------------------
-- Check constraints hold even for the table owner
-- -----------------------------------------------------------------------------
select throws_ok($$ update public.debates set categories = '{Politics,Science,Ethics,Funny}' where id = tests.id('zoos') $$,
  '23514', null, 'the table itself refuses more than 3 categories');
select throws_ok($$ update public.debates set categories = '{}' where id = tests.id('zoos') $$,
  '23514', null, 'the table itself refuses a debate without a category');
select throws_ok($$ update public.debates set categories = '{Ethics,Ethics}' where id = tests.id('zoos') $$,
  '23514', null, 'the table itself refuses a repeated category');
select throws_ok($$ update public.debates set speaker1_stance = 0.25 where id = tests.id('zoos') $$,
  '23514', null, 'the table itself refuses a stance off the 0.1 grid');
select throws_ok($$ update public.debates set shared_at = now() where id = tests.id('zoos') $$,
  '23514', null, 'shared_at is set exactly when the debate is public');
select throws_ok($$ update public.debates set topic = ' padded ' where id = tests.id('zoos') $$,
  '23514', null, 'a stored topic is trimmed');
select throws_ok($$ update public.debates set moderator_closing = null where id = tests.id('zoos') $$,
  '23514', null, 'a moderated debate keeps both moderator turns');

select * from finish();
rollback;
