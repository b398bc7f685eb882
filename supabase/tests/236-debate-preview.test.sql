-- debate_preview: a shared, visible debate's public card alone (what its link
-- preview and image show), the same card debate_page starts with; private,
-- hidden, removed, deleted and unshared debates read as nothing for everyone
-- (owner, another user, visitor, service role), and no email is ever in it.
begin;
select plan(28);
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
