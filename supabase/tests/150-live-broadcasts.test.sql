-- Live broadcasts: votes, views and responses send a message to the debate's
-- topic; RLS on realtime.messages decides who may receive which topic (what
-- Supabase Realtime asks when a private channel is joined).
begin;
select plan(26);
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.remember('shared', tests.create_debate('alice', 'Is free will an illusion?', shared => true));
select tests.remember('private', tests.create_debate('alice', 'Should chess be an Olympic sport?'));
delete from realtime.messages;

-- What a join asks: can the current role read a broadcast message on this topic?
create function pg_temp.can_receive(p_topic text, p_extension text default 'broadcast')
returns boolean
language plpgsql
as $$
declare
  v_id uuid := gen_random_uuid();
  v_role text := current_user;
  v_claims text := current_setting('request.jwt.claims', true);
  v_seen boolean;
begin
  reset role;
  insert into realtime.messages (id, topic, extension) values (v_id, p_topic, p_extension);
  execute format('set local role %I', v_role);
  perform set_config('request.jwt.claims', coalesce(v_claims, ''), true);
  select exists (select 1 from realtime.messages where id = v_id) into v_seen;
  reset role;
  delete from realtime.messages where id = v_id;
  execute format('set local role %I', v_role);
  perform set_config('request.jwt.claims', coalesce(v_claims, ''), true);
  return v_seen;
end;
$$;
grant execute on function pg_temp.can_receive(text, text) to anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Who receives which topic
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select ok(pg_temp.can_receive('debate:' || tests.id('shared')), 'the author receives her shared debate''s topic');
select ok(pg_temp.can_receive('debate:' || tests.id('private')), 'the author receives her unshared debate''s topic');
select ok(pg_temp.can_receive('user:' || tests.get_supabase_uid('alice')), 'a user receives her own user topic');
select ok(not pg_temp.can_receive('user:' || tests.get_supabase_uid('bob')), 'but not another user''s');

select tests.authenticate_as('bob');
select ok(pg_temp.can_receive('debate:' || tests.id('shared')), 'another user receives a shared debate''s topic');
select ok(not pg_temp.can_receive('debate:' || tests.id('private')), 'another user does not receive an unshared debate''s topic');
select ok(not pg_temp.can_receive('debate:' || upper(tests.id('private')::text)), 'whatever the spelling of its id');
select ok(not pg_temp.can_receive('debate:' || gen_random_uuid()), 'nor the topic of a debate that does not exist');
select ok(not pg_temp.can_receive('debate:not-a-uuid'), 'a malformed topic is refused, not an error');
select ok(not pg_temp.can_receive('debate:' || tests.id('shared'), 'presence'), 'debate topics carry broadcasts only (no presence)');
select ok(not pg_temp.can_receive('anything-else'), 'topics without a policy are refused');

select tests.clear_authentication();
select ok(pg_temp.can_receive('debate:' || tests.id('shared')), 'a visitor receives a shared debate''s topic');
select ok(not pg_temp.can_receive('debate:' || tests.id('private')), 'a visitor does not receive an unshared debate''s topic');
select ok(not pg_temp.can_receive('user:' || tests.get_supabase_uid('alice')), 'a visitor receives no user topic');

select tests.authenticate_as_service_role();
select ok(pg_temp.can_receive('debate:' || tests.id('private')), 'the service role receives any topic');
select ok(pg_temp.can_receive('user:' || tests.get_supabase_uid('alice')), 'user topics included');

-- Nobody but the database sends on these topics.
select tests.authenticate_as('alice');
select throws_ok(
  format($$ insert into realtime.messages (topic, extension, event, payload) values ('debate:%s', 'broadcast', 'tallies', '{}') $$, tests.id('shared')),
  '42501', null, 'even the author cannot send on her debate''s topic');
select tests.clear_authentication();
select throws_ok(
  format($$ insert into realtime.messages (topic, extension) values ('debate:%s', 'broadcast') $$, tests.id('shared')),
  '42501', null, 'nor can a visitor');

-- -----------------------------------------------------------------------------
-- What the database sends
-- -----------------------------------------------------------------------------
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('shared'), 1);
select tests.as_postgres();
select results_eq(
  $$ select topic, event, private, extension, payload - 'id' from realtime.messages $$,
  $$ values ('debate:' || tests.id('shared'), 'tallies', true, 'broadcast',
             jsonb_build_object('debate_id', tests.id('shared'), 'upvotes', 2, 'downvotes', 0)) $$,
  'a vote sends the new tallies (a few numbers, not the debate row) to the debate''s private topic'
);

delete from realtime.messages;
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('shared'), 1);
select tests.authenticate_as('alice');
select public.cast_vote(tests.id('shared'), -1);
select tests.as_postgres();
select results_eq(
  $$ select payload - 'id' from realtime.messages $$,
  $$ values (jsonb_build_object('debate_id', tests.id('shared'), 'upvotes', 1, 'downvotes', 1)) $$,
  'a repeated vote sends nothing; a changed one sends the tallies after it'
);

delete from realtime.messages;
update public.debates set topic = 'Is free will real?' where id = tests.id('shared');
select is_empty($$ select 1 from realtime.messages $$, 'other changes to a debate send no tallies');

select tests.clear_authentication();
select public.record_debate_view(tests.id('shared'), gen_random_uuid()::text);
select tests.as_postgres();
select results_eq(
  $$ select event, payload - 'id' from realtime.messages $$,
  $$ values ('views', jsonb_build_object('debate_id', tests.id('shared'), 'views', 1)) $$,
  'a counted view sends the new view count'
);

delete from realtime.messages;
select tests.authenticate_as('bob');
select tests.remember('response', (
  select r.id from public.post_response(tests.id('shared'), 0, 0, substr(tests.turn_text(tests.id('shared'), 0, 0), 1, 12), 0, 12, 'Why so?') r
));
select tests.as_postgres();
select results_eq(
  $$ select topic, event, payload ->> 'operation', payload -> 'record' ->> 'id', payload -> 'record' ->> 'content' from realtime.messages where topic like 'debate:%' $$,
  $$ values ('debate:' || tests.id('shared'), 'response', 'INSERT', tests.id('response')::text, 'Why so?') $$,
  'a new response is broadcast on its debate''s topic with its row'
);

delete from realtime.messages;
select tests.authenticate_as('alice');
select public.post_reply(tests.id('response'), 'Because.');
select tests.as_postgres();
select results_eq(
  $$ select payload ->> 'operation', payload -> 'record' ->> 'content' from realtime.messages where event = 'response' order by payload ->> 'operation' $$,
  $$ values ('INSERT', 'Because.'), ('UPDATE', 'Why so?') $$,
  'a reply is broadcast, and so is its parent''s new reply count'
);
select is(
  (select (payload -> 'record' ->> 'response_count')::integer from realtime.messages where payload ->> 'operation' = 'UPDATE'),
  1, 'the changed response carries its new reply count');

-- A failure to send never fails the vote (realtime.send only warns).
set local client_min_messages = error;
alter table realtime.messages add constraint test_refuse_all check (false) not valid;
select tests.authenticate_as('bob');
select results_eq($$ select upvotes, downvotes from public.cast_vote(tests.id('shared'), -1) $$, $$ values (0, 2) $$,
  'a vote still counts when its broadcast cannot be stored');

select * from finish();
rollback;
