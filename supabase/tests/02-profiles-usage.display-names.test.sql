-- Display names: optional at sign-up (display_name / full_name / name metadata,
-- made valid), 1-50 characters after trimming with no control characters
-- (AG100 / AG101, and a profile constraint for every writer), changed by the
-- owner with set_display_name(), and shown as the *current* name on every
-- debate and response (Anonymous User / Anonymous without one).
begin;
select plan(36);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"name": "Bob Okafor"}');
select tests.create_supabase_user('nameless');
select tests.create_supabase_user('long', 'long@agora.test', jsonb_build_object('full_name', repeat('L', 60)));
select tests.create_supabase_user('odd', 'odd@agora.test', jsonb_build_object('display_name', E'  Zoë\u0007 Ray\n  '));
select tests.remember('alice shared', tests.create_debate('alice', 'Alice shared', shared => true, display_name => 'Alice Moreau'));
select tests.remember('alice private', tests.create_debate('alice', 'Alice private', display_name => 'Alice Moreau'));
select tests.remember('bob shared', tests.create_debate('bob', 'Bob shared', shared => true, display_name => 'Bob Okafor'));
select tests.authenticate_as('alice');
select public.post_response(tests.id('bob shared'), 0, 0, 'Round', 0, 5, 'Alice answers Bob.');
select tests.authenticate_as('bob');
select public.post_response(tests.id('alice shared'), 0, 0, 'Round', 0, 5, 'Bob answers Alice.');
select public.post_reply(tests.response_id('Alice answers Bob.'), 'Bob replies to Alice.');
select tests.authenticate_as('nameless');
select public.post_response(tests.id('alice shared'), 0, 0, 'Round', 0, 5, 'Nameless speaks.');
select tests.as_postgres();

-- -----------------------------------------------------------------------------
-- At sign-up
-- -----------------------------------------------------------------------------
select results_eq(
  $$ select display_name from public.profiles
      where id in (tests.get_supabase_uid('alice'), tests.get_supabase_uid('bob'), tests.get_supabase_uid('nameless'))
      order by email $$,
  $$ values ('Alice Moreau'::text), ('Bob Okafor'::text), (null::text) $$,
  'a name given at sign-up (display_name, or name as some providers send) fills the profile; none stays none'
);
select is((select display_name from public.profiles where id = tests.get_supabase_uid('long')), repeat('L', 50),
  'a provider''s name longer than 50 characters is cut to 50 rather than refusing the sign-up');
select is((select display_name from public.profiles where id = tests.get_supabase_uid('odd')), 'Zoë  Ray',
  'control characters in a provider''s name become spaces and the name is trimmed');

-- -----------------------------------------------------------------------------
-- set_display_name: who may call it
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.set_display_name('Mallory') $$, '42501', null, 'a visitor cannot set a name');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.set_display_name('Operator') $$, '42501', null,
  'the service role has no name of its own to set through the rule');

-- -----------------------------------------------------------------------------
-- set_display_name: what a name may be
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select throws_ok($$ select public.set_display_name('') $$, 'AG100', 'A display name has 1 to 50 characters.',
  'an empty name is refused');
select throws_ok($$ select public.set_display_name(E' \t\u00a0\u3000 ') $$, 'AG100', 'A display name has 1 to 50 characters.',
  'a name of spaces is empty after trimming (as the browser trims)');
select throws_ok($$ select public.set_display_name(null) $$, 'AG100', 'A display name has 1 to 50 characters.',
  'a missing name is refused');
select throws_ok($$ select public.set_display_name(repeat('x', 51)) $$, 'AG100', 'A display name has 1 to 50 characters.',
  'a name of 51 characters is refused');
select throws_ok($$ select public.set_display_name(E'Ali\nce') $$, 'AG101', 'A display name cannot contain control characters.',
  'a line break inside a name is refused');
select throws_ok($$ select public.set_display_name(E'Ali\u0085ce') $$, 'AG101', 'A display name cannot contain control characters.',
  'a C1 control character is refused');
select is((select display_name from public.profiles where id = tests.get_supabase_uid('alice')), 'Alice Moreau',
  'refused names change nothing');

select tests.freeze_time('2026-03-10 12:00Z');
select results_eq(
  $$ select id, display_name, updated_at from public.set_display_name('  Alice Stone  ') $$,
  $$ values (tests.get_supabase_uid('alice'), 'Alice Stone'::text, '2026-03-10 12:00Z'::timestamptz) $$,
  'the owner renames themselves: trimmed, stamped, and the profile is returned'
);
select is(char_length((public.set_display_name(repeat('é', 50))).display_name), 50,
  'a name of exactly 50 characters (counted as characters, not bytes) is accepted');
select is((public.set_display_name('Alice Stone 🎉')).display_name, 'Alice Stone 🎉', 'emoji are allowed');
select tests.as_postgres();
select is((select display_name from public.profiles where id = tests.get_supabase_uid('bob')), 'Bob Okafor',
  'renaming oneself changes nobody else');

-- -----------------------------------------------------------------------------
-- The current name is what every reader sees
-- -----------------------------------------------------------------------------
select results_eq(
  $$ select topic, user_display_name from public.debates where user_id = tests.get_supabase_uid('alice') order by topic $$,
  $$ values ('Alice private'::text, 'Alice Stone 🎉'::text), ('Alice shared'::text, 'Alice Stone 🎉'::text) $$,
  'the owner''s debates, private and shared, show the new name'
);
select is((select author_name from public.threaded_responses where content = 'Alice answers Bob.'), 'Alice Stone 🎉',
  'the owner''s responses show the new name');

select tests.clear_authentication();
select results_eq(
  $$ select topic, user_display_name from public.list_public_debates() order by topic $$,
  $$ values ('Alice shared'::text, 'Alice Stone 🎉'::text), ('Bob shared'::text, 'Bob Okafor'::text) $$,
  'a visitor''s community list shows each author''s current name'
);
select is((select user_display_name from public.public_debates where topic = 'Alice shared'), 'Alice Stone 🎉',
  'a visitor''s debate viewer (public_debates) shows the current name');
select results_eq(
  $$ select content, author_name, author_id is not null from public.threaded_responses order by content $$,
  $$ values ('Alice answers Bob.'::text, 'Alice Stone 🎉'::text, true), ('Bob answers Alice.'::text, 'Bob Okafor'::text, true),
            ('Bob replies to Alice.'::text, 'Bob Okafor'::text, true), ('Nameless speaks.'::text, 'Anonymous'::text, true) $$,
  'responses and replies show their author''s current name (Anonymous without one) and the id the avatar colour derives from'
);
select tests.authenticate_as('bob');
select is((select user_display_name from public.debates where topic = 'Alice shared'), 'Alice Stone 🎉',
  'another user reading the debate sees the current name');

select tests.authenticate_as('bob');
select public.set_display_name('Bob O.');
select tests.authenticate_as('nameless');
select is((select author_name from public.threaded_responses where content = 'Bob replies to Alice.'), 'Bob O.',
  'a rename reaches replies too');

-- A new debate after a rename carries the current name as well.
select tests.authenticate_as('bob');
select tests.remember('gen', tests.create_generation('bob'));
select tests.authenticate_as('bob');
select is((public.save_debate(tests.id('gen'), array['Science'])).user_display_name, 'Bob O.',
  'a debate saved after a rename carries the new name');

-- -----------------------------------------------------------------------------
-- The profile rule holds for every writer
-- -----------------------------------------------------------------------------
select tests.authenticate_as_service_role();
select throws_ok($$ update public.profiles set display_name = repeat('x', 51) where id = tests.get_supabase_uid('bob') $$,
  '23514', null, 'the service role cannot store a name of 51 characters');
select throws_ok($$ update public.profiles set display_name = ' Bob' where id = tests.get_supabase_uid('bob') $$,
  '23514', null, 'the service role cannot store an untrimmed name');
select throws_ok($$ update public.profiles set display_name = E'B\tob' where id = tests.get_supabase_uid('bob') $$,
  '23514', null, 'the service role cannot store a name with a control character');
select throws_ok($$ update public.profiles set display_name = '' where id = tests.get_supabase_uid('bob') $$,
  '23514', null, 'the service role cannot store an empty name (no name is null)');
select lives_ok($$ update public.profiles set display_name = null where id = tests.get_supabase_uid('bob') $$,
  'an operator may clear a name');
select tests.as_postgres();
select results_eq(
  $$ select distinct user_display_name from public.debates where user_id = tests.get_supabase_uid('bob') $$,
  $$ values ('Anonymous User'::text) $$,
  'without a name, the person''s debates fall back to Anonymous User'
);
select results_eq(
  $$ select distinct author_name from public.threaded_responses where author_id = tests.get_supabase_uid('bob') $$,
  $$ values ('Anonymous'::text) $$,
  'without a name, the person''s responses fall back to Anonymous'
);

-- -----------------------------------------------------------------------------
-- Later auth changes do not overwrite a name set in Agora
-- -----------------------------------------------------------------------------
update auth.users set email = 'alice.stone@agora.test' where id = tests.get_supabase_uid('alice');
select is((select display_name from public.profiles where id = tests.get_supabase_uid('alice')), 'Alice Stone 🎉',
  'an email change keeps the name the person chose');
update auth.users set raw_user_meta_data = raw_user_meta_data || '{"avatar_url": "https://example.test/a.png"}'
 where id = tests.get_supabase_uid('alice');
select is((select display_name from public.profiles where id = tests.get_supabase_uid('alice')), 'Alice Stone 🎉',
  'a metadata change that leaves the name alone keeps the chosen name');
update auth.users set raw_user_meta_data = raw_user_meta_data || '{"display_name": "Alice From Metadata"}'
 where id = tests.get_supabase_uid('alice');
select is((select user_display_name from public.debates where topic = 'Alice shared'), 'Alice From Metadata',
  'a new name in the metadata (updateUser) becomes the current name everywhere');

-- The grants.
select function_privs_are('public', 'set_display_name', array['text'], 'authenticated', array['EXECUTE'],
  'signed-in users may set their name');
select function_privs_are('public', 'set_display_name', array['text'], 'anon', '{}'::text[],
  'visitors may not call set_display_name');

select * from finish();
rollback;
