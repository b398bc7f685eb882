-- Public pages: handles and what debate pages, feeds, the sitemap and profiles
-- show; a profile's debates; a debate's link preview. Three sections, each from
-- an empty community (tests.start_empty).
begin;
select plan(79);

-- #############################################################################
-- Public pages: debate_page, list_feed_debates, sitemap_debates and
-- public_profile show shared, visible debates only (private, hidden, removed,
-- deleted and unshared ones read as nothing), never an email; handles:
-- default, chosen at sign-up, format (AG380), unique case-insensitively
-- (AG381), renamable with the old one resolving to no one.
-- #############################################################################
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor", "handle": "bobby"}');
select tests.create_supabase_user('alice2', 'alice2@agora.test', '{"display_name": "Alice  Moreau!"}');
select tests.create_supabase_user('nameless', 'zz@agora.test');
select tests.create_supabase_user('taker', 'taker@agora.test', '{"display_name": "Taker", "handle": "BOBBY"}');

-- -----------------------------------------------------------------------------
-- Handles: defaults and the sign-up's choice
-- -----------------------------------------------------------------------------
select is((select handle from public.profiles where id = tests.get_supabase_uid('alice')), 'alice_moreau',
  'the default handle is the display name reduced to letters, digits and underscores');
select is((select handle from public.profiles where id = tests.get_supabase_uid('alice2')), 'alice_moreau_2',
  'a taken default gets a number');
select is((select handle from public.profiles where id = tests.get_supabase_uid('bob')), 'bobby',
  'a handle chosen at sign-up is used');
select is((select handle from public.profiles where id = tests.get_supabase_uid('taker')), 'taker',
  'a chosen handle taken in another case falls back to the default');
select ok((select handle from public.profiles where id = tests.get_supabase_uid('nameless')) ~ '^[a-z0-9_]{3,30}$',
  'someone without a display name gets a valid handle too');

-- -----------------------------------------------------------------------------
-- set_handle: owner, another user, visitor, service role
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.set_handle('visitor_x') $$, '42501', null, 'a visitor cannot set a handle');

select tests.authenticate_as('alice');
select throws_ok($$ select public.set_handle('ab') $$, 'AG380',
  'A handle has 3 to 30 letters, digits or underscores.', 'a handle is at least 3 characters');
select throws_ok($$ select public.set_handle('has space') $$, 'AG380', null, 'a handle has no spaces');
select throws_ok($$ select public.set_handle(repeat('a', 31)) $$, 'AG380', null, 'a handle is at most 30 characters');
select throws_ok($$ select public.set_handle('BoBbY') $$, 'AG381', 'That handle is taken.',
  'handles are unique case-insensitively');
select is(public.set_handle('Alice_M'), 'Alice_M', 'the owner renames their handle');
select is(public.public_profile('alice_moreau'), null, 'the old handle no longer resolves');
select is(public.public_profile('alice_m') ->> 'handle', 'Alice_M', 'the new one resolves, case-insensitively');
select is(public.set_handle('alice_m'), 'alice_m', 'one''s own handle may change case');

select tests.authenticate_as('bob');
select lives_ok($$ select public.set_handle('bob_two') $$, 'another user sets only their own handle');
select is(public.public_profile('alice_m') ->> 'handle', 'alice_m',
  'and alice''s handle is unchanged');
select throws_ok($$ update public.profiles set handle = 'hijack' $$, '42501', null,
  'a user cannot write the profiles table directly');

select tests.authenticate_as_service_role();
select throws_ok($$ select public.set_handle('svc_handle') $$, '42501', null,
  'the service role is no one: it cannot call set_handle');
select throws_ok(
  format($$ update public.profiles set handle = 'bad handle' where id = %L $$, tests.get_supabase_uid('bob')),
  '23514', null, 'the format holds even for the service role');
select throws_ok(
  format($$ update public.profiles set handle = 'ALICE_M' where id = %L $$, tests.get_supabase_uid('bob')),
  '23505', null, 'uniqueness holds even for the service role');

-- -----------------------------------------------------------------------------
-- Public debates only
-- -----------------------------------------------------------------------------
select tests.remember('shared', tests.create_debate('alice', 'Shared topic', shared_at => '2026-03-01 10:00Z'));
select tests.remember('private', tests.create_debate('alice', 'Private topic'));
select tests.remember('hidden', tests.create_debate('alice', 'Hidden topic', shared_at => '2026-03-02 10:00Z'));
select tests.remember('removed', tests.create_debate('alice', 'Removed topic', shared_at => '2026-03-03 10:00Z'));
select tests.remember('unshared', tests.create_debate('alice', 'Unshared topic', shared_at => '2026-03-04 10:00Z'));
select tests.remember('deleted', tests.create_debate('alice', 'Deleted topic', shared_at => '2026-03-05 10:00Z'));
select tests.remember('bobs', tests.create_debate('bob', 'Bob topic', array['Science']::public.debate_category[], shared_at => '2026-03-06 10:00Z'));
update public.debates set moderation_state = 'hidden' where id = tests.id('hidden');
update public.debates set moderation_state = 'removed' where id = tests.id('removed');
select tests.authenticate_as('alice');
select public.unshare_debate(tests.id('unshared'));
delete from public.debates where id = tests.id('deleted');

select tests.clear_authentication();
select is(public.debate_page(tests.id('shared')) ->> 'topic', 'Shared topic', 'a visitor reads a shared debate''s page');
select is(jsonb_array_length(public.debate_page(tests.id('shared')) -> 'turns'), 6, 'with its six turns');
select is((public.debate_page(tests.id('shared')) ->> 'upvotes')::integer, 1, 'and its tallies');
select is(public.debate_page(tests.id('shared')) ->> 'author_handle', 'alice_m', 'and the author''s handle');
select ok(public.debate_page(tests.id('shared'))::text !~ 'alice@agora.test', 'and no email');
select is(public.debate_page(tests.id('private')), null, 'a private debate reads as nothing');
select is(public.debate_page(tests.id('hidden')), null, 'a hidden debate reads as nothing');
select is(public.debate_page(tests.id('removed')), null, 'a removed debate reads as nothing');
select is(public.debate_page(tests.id('unshared')), null, 'an unshared debate reads as nothing');
select is(public.debate_page(tests.id('deleted')), null, 'a deleted debate reads as nothing');

select is(public.debate_page(tests.id('shared')) -> 'verdict', 'null'::jsonb, 'no verdict is shown before one is decided');
select tests.as_postgres();
-- The room moved 40 points against the topic: speaker 2 (against) wins. Of
-- 30 readers, 12 moved from neutral to against.
do $$ begin
  for i in 1..30 loop
    perform tests.create_supabase_user('room' || i);
    insert into public.poll_answers (debate_id, user_id, before_stance, after_stance)
    values (tests.id('shared'), tests.get_supabase_uid('room' || i), 'neutral',
            case when i <= 12 then 'against' else 'neutral' end::public.poll_stance);
  end loop;
end $$;
select tests.clear_authentication();
select is((public.debate_page(tests.id('shared')) -> 'verdict') - 'is_final'::text - 'margin'::text,
  jsonb_build_object('winner_speaker', 2, 'respondents', 30), 'a decided verdict is shown');

select tests.authenticate_as('alice');
select is(public.debate_page(tests.id('private')), null, 'not even its author gets a public page of a private debate');

select tests.clear_authentication();
select is((select array_agg(c ->> 'topic' order by c ->> 'topic') from public.list_feed_debates() c),
  array['Bob topic', 'Shared topic'], 'the feed lists exactly the shared, visible debates');
select is((select array_agg(c ->> 'topic') from public.list_feed_debates(p_category => 'Science') c),
  array['Bob topic'], 'the category feed lists that category''s');
select is((select array_agg(c ->> 'topic') from public.list_feed_debates(p_handle => 'ALICE_M') c),
  array['Shared topic'], 'the profile feed lists that person''s');
select is((select array_agg(c ->> 'topic') from public.list_feed_debates(p_limit => 1,
            p_before_shared_at => '2026-03-06 10:00Z', p_before_id => tests.id('bobs')) c),
  array['Shared topic'], 'the feed pages on (shared_at, id)');

select is((select array_agg(s.id order by s.id) from generate_series(0, 255) g,
            public.sitemap_debates(lpad(to_hex(g), 2, '0')) s),
  (select array_agg(x order by x) from unnest(array[tests.id('shared'), tests.id('bobs')]) x),
  'the sitemap''s pages list exactly the shared, visible debates');
select throws_ok($$ select * from public.sitemap_debates('zz') $$, 'AG382', null, 'a sitemap page is two hex digits');

select is(public.public_profile('alice_m') - 'member_since',
  jsonb_build_object('handle', 'alice_m', 'display_name', 'Alice Moreau', 'photo_url', null,
                     'debates_shared', 1, 'upvotes_received', 1, 'deltas_given', 0),
  'a profile counts only shared, visible debates and shows no email');
-- ∆s given count only on debates public now: one on Bob's shared debate, one on
-- a debate that was hidden later (written directly, as the rules' own path is
-- tested in 14-verdicts-deltas.deltas).
select tests.as_postgres();
insert into public.deltas (debate_id, user_id, round_index, speaker_index, original_text, original_text_start, original_text_end, explanation)
values (tests.id('bobs'), tests.get_supabase_uid('alice'), 0, 0, 'x', 0, 1, rtrim(repeat('a reason that is long enough. ', 3))),
       (tests.id('hidden'), tests.get_supabase_uid('alice'), 0, 0, 'x', 0, 1, rtrim(repeat('a reason that is long enough. ', 3)));
select tests.clear_authentication();
select is((public.public_profile('alice_m') ->> 'deltas_given')::integer, 1,
  'a profile counts the ∆s its person gave on debates that are public now');
select is(public.public_profile('nobody_here'), null, 'an unknown handle resolves to no one');

-- #############################################################################
-- Profile reads: list_profile_debates shows a person's shared, visible
-- debates only, paged; handle_of and my_handle name the right person.
-- #############################################################################
select tests.as_postgres();
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob"}');
select tests.remember('a1', tests.create_debate('alice', 'First', shared_at => '2026-03-01 10:00Z'));
select tests.remember('a2', tests.create_debate('alice', 'Second', shared_at => '2026-03-02 10:00Z'));
select tests.remember('a3', tests.create_debate('alice', 'Hidden one', shared_at => '2026-03-03 10:00Z'));
select tests.remember('a4', tests.create_debate('alice', 'Private one'));
select tests.remember('b1', tests.create_debate('bob', 'Bob''s', shared_at => '2026-03-04 10:00Z'));
update public.debates set moderation_state = 'hidden' where id = tests.id('a3');

select tests.clear_authentication();
select is((select array_agg(topic) from public.list_profile_debates('ALICE')), array['Second', 'First'],
  'a visitor sees a person''s shared, visible debates, newest first');
select is((select array_agg(topic) from public.list_profile_debates('alice', p_limit => 1)), array['Second'], 'paged by limit');
select is((select array_agg(topic) from public.list_profile_debates('alice', '2026-03-02 10:00Z', tests.id('a2'))),
  array['First'], 'and by (shared_at, id)');
select is((select count(*)::integer from public.list_profile_debates('nobody')), 0, 'an unknown handle lists nothing');
select is(public.handle_of(tests.get_supabase_uid('bob')), 'bob', 'a visitor finds the handle behind a name');
select throws_ok($$ select public.my_handle() $$, '42501', null, 'a visitor has no handle of their own to read');

select tests.authenticate_as('alice');
select is((select array_agg(topic) from public.list_profile_debates('alice')), array['Second', 'First'],
  'the owner''s public profile lists the same as a visitor''s (no private or hidden debates)');
select is(public.my_handle(), 'alice', 'a user reads their own handle');

select tests.authenticate_as_service_role();
select is((select count(*)::integer from public.list_profile_debates('bob')), 1, 'the service role reads profiles too');

-- #############################################################################
-- debate_preview: a shared, visible debate's public card alone (what its link
-- preview and image show), the same card debate_page starts with; private,
-- hidden, removed, deleted and unshared debates read as nothing for everyone
-- (owner, another user, visitor, service role), and no email is ever in it.
-- #############################################################################
select tests.as_postgres();
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau", "handle": "alice_m"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');

select tests.remember('shared', tests.create_debate('alice', 'Shared topic', shared_at => '2026-03-01 10:00Z'));
select tests.remember('private', tests.create_debate('alice', 'Private topic'));
select tests.remember('hidden', tests.create_debate('alice', 'Hidden topic', shared_at => '2026-03-02 10:00Z'));
select tests.remember('removed', tests.create_debate('alice', 'Removed topic', shared_at => '2026-03-03 10:00Z'));
select tests.remember('unshared', tests.create_debate('alice', 'Unshared topic', shared_at => '2026-03-04 10:00Z'));
select tests.remember('deleted', tests.create_debate('alice', 'Deleted topic', shared_at => '2026-03-05 10:00Z'));
update public.debates set moderation_state = 'hidden' where id = tests.id('hidden');
update public.debates set moderation_state = 'removed' where id = tests.id('removed');
select tests.authenticate_as('alice');
select public.unshare_debate(tests.id('unshared'));
delete from public.debates where id = tests.id('deleted');
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('shared'), 1);

-- -----------------------------------------------------------------------------
-- A visitor (how the public pages read)
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select is(public.debate_preview(tests.id('shared')) ->> 'topic', 'Shared topic', 'a visitor reads a shared debate''s preview');
select is(public.debate_preview(tests.id('shared')),
  public.debate_page(tests.id('shared')) - 'turns'::text - 'moderator_opening'::text - 'moderator_closing'::text,
  'the preview is exactly the page''s card, without the rounds');
select is((public.debate_preview(tests.id('shared')) ->> 'upvotes')::integer, 2, 'with its tallies (the author''s upvote on sharing, and bob''s)');
select is(public.debate_preview(tests.id('shared')) ->> 'author_handle', 'alice_m', 'and its author''s handle');
select ok(public.debate_preview(tests.id('shared')) ->> 'opening' is not null, 'and the opening''s first words');
select ok(not public.debate_preview(tests.id('shared')) ? 'turns', 'but not the rounds');
select ok(public.debate_preview(tests.id('shared'))::text !~ '@agora\.test', 'and no email');
select is(public.debate_preview(tests.id('private')), null, 'a private debate reads as nothing');
select is(public.debate_preview(tests.id('hidden')), null, 'a hidden debate reads as nothing');
select is(public.debate_preview(tests.id('removed')), null, 'a removed debate reads as nothing');
select is(public.debate_preview(tests.id('unshared')), null, 'an unshared debate reads as nothing');
select is(public.debate_preview(tests.id('deleted')), null, 'a deleted debate reads as nothing');
select is(public.debate_preview(gen_random_uuid()), null, 'an unknown id reads as nothing');

-- -----------------------------------------------------------------------------
-- The owner: no more than anyone else
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select is(public.debate_preview(tests.id('shared')) ->> 'topic', 'Shared topic', 'the owner reads their shared debate''s preview');
select is(public.debate_preview(tests.id('private')), null, 'not even its owner gets a preview of a private debate');
select is(public.debate_preview(tests.id('hidden')), null, 'nor of a hidden one');
select is(public.debate_preview(tests.id('unshared')), null, 'nor of an unshared one');

-- -----------------------------------------------------------------------------
-- Another user
-- -----------------------------------------------------------------------------
select tests.authenticate_as('bob');
select is(public.debate_preview(tests.id('shared')) ->> 'topic', 'Shared topic', 'another user reads a shared debate''s preview');
select is(public.debate_preview(tests.id('private')), null, 'another user gets nothing of a private debate');
select is(public.debate_preview(tests.id('removed')), null, 'nor of a removed one');

-- -----------------------------------------------------------------------------
-- The service role
-- -----------------------------------------------------------------------------
select tests.authenticate_as_service_role();
select is(public.debate_preview(tests.id('shared')) ->> 'topic', 'Shared topic', 'the service role reads a shared debate''s preview');
select is(public.debate_preview(tests.id('private')), null, 'the service role gets nothing of a private debate either');
select is(public.debate_preview(tests.id('hidden')), null, 'nor of a hidden one');

-- -----------------------------------------------------------------------------
-- A debate made private, hidden or removed stops being previewed at once
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select public.unshare_debate(tests.id('shared'));
select tests.clear_authentication();
select is(public.debate_preview(tests.id('shared')), null, 'an unshared debate stops being previewed at once');

-- -----------------------------------------------------------------------------
-- Grants and the plan
-- -----------------------------------------------------------------------------
select tests.as_postgres();
select ok(not has_function_privilege('public', 'public.debate_preview(uuid)', 'execute'),
  'PUBLIC has no execute on debate_preview (granted role by role)');
select function_privs_are('public', 'debate_preview', array['uuid'], 'anon', array['EXECUTE'], 'visitors may call it');
select function_privs_are('public', 'debate_preview', array['uuid'], 'service_role', array['EXECUTE'], 'the service role may call it');
-- The read is one primary-key lookup, whatever the number of debates.
create function pg_temp.plan_of(p_query text) returns text language plpgsql as $$
declare
  v_line text;
  v_plan text := '';
begin
  for v_line in execute 'explain ' || p_query loop
    v_plan := v_plan || v_line || E'\n';
  end loop;
  return v_plan;
end;
$$;
set local enable_seqscan = off;
select matches(
  pg_temp.plan_of(format($q$ select private.debate_card(d) from public.debates d
                              where d.id = %L and private.debate_is_public(d) $q$, tests.id('hidden'))),
  -- On the tests' few rows the planner may pick another index whose condition
  -- is the id (seen once); what matters is a lookup by id, never a scan.
  'Index Scan using \w+ on debates d[^\n]*\n\s+Index Cond: \(id = ', 'the preview''s read looks its debate up by its id through an index');
reset enable_seqscan;

select * from finish();
rollback;
