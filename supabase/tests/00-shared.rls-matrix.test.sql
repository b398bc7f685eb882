-- The access matrix: visitor (anon), owner, another user and the service role
-- x select / insert / update / delete on every table and on public_debates.
-- Refused privileges raise 42501; RLS-filtered reads return only what the
-- policy allows; private debates leak through no side table.
begin;
select plan(161);
select tests.start_empty();

-- alice owns a private debate (P) and a shared one (S); bob owns BP and BS.
-- Each has a generation, votes, stars and responses on both sides of the line.
select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('newcomer');
select tests.remember('P', tests.create_debate('alice', 'Alice private'));
select tests.remember('S', tests.create_debate('alice', 'Alice shared', shared => true));
select tests.remember('BP', tests.create_debate('bob', 'Bob private'));
select tests.remember('BS', tests.create_debate('bob', 'Bob shared', shared => true));
select tests.remember('alice gen', tests.create_generation('alice'));
select tests.remember('bob gen', tests.create_generation('bob'));

select tests.authenticate_as('alice');
select public.cast_vote(tests.id('BS'), 1);
select public.toggle_star(tests.id('P'));
select public.toggle_star(tests.id('BS'));
select public.post_response(tests.id('P'), 0, 0, 'Round 0', 0, 7, 'Alice on her private debate.');
select public.post_response(tests.id('S'), 0, 0, 'Round 0', 0, 7, 'Alice on her shared debate.');
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('S'), -1);
select public.toggle_star(tests.id('S'));
select public.toggle_star(tests.id('BP'));
select public.post_response(tests.id('BP'), 0, 0, 'Round 0', 0, 7, 'Bob on his private debate.');
select public.post_response(tests.id('BS'), 0, 0, 'Round 0', 0, 7, 'Bob on his shared debate.');
select public.post_response(tests.id('S'), 0, 0, 'Round 0', 0, 7, 'Bob on Alice''s shared debate.');
select tests.as_postgres();
-- newcomer's rows are removed so the service role can be seen creating them.
delete from public.profiles where id = tests.get_supabase_uid('newcomer');
delete from public.debate_usage where user_id = tests.get_supabase_uid('newcomer');

-- =============================================================================
-- Visitor (anon)
-- =============================================================================
select tests.clear_authentication();

select throws_ok('select * from public.app_settings', '42501', null, 'anon cannot read settings');
select throws_ok('insert into public.app_settings (id) values (false)', '42501', null, 'anon cannot insert settings');
select throws_ok('update public.app_settings set free_debates_for_new_user = 99', '42501', null, 'anon cannot update settings');
select throws_ok('delete from public.app_settings', '42501', null, 'anon cannot delete settings');

select throws_ok('select * from public.profiles', '42501', null, 'anon cannot read profiles');
select throws_ok($$ insert into public.profiles (id) values (tests.get_supabase_uid('newcomer')) $$, '42501', null, 'anon cannot insert profiles');
select throws_ok('update public.profiles set is_pro = true', '42501', null, 'anon cannot update profiles');
select throws_ok('delete from public.profiles', '42501', null, 'anon cannot delete profiles');

select throws_ok('select * from public.debate_usage', '42501', null, 'anon cannot read usage');
select throws_ok($$ insert into public.debate_usage (user_id) values (tests.get_supabase_uid('newcomer')) $$, '42501', null, 'anon cannot insert usage');
select throws_ok('update public.debate_usage set free_debates_remaining = 99', '42501', null, 'anon cannot update usage');
select throws_ok('delete from public.debate_usage', '42501', null, 'anon cannot delete usage');

select throws_ok('select * from public.debate_generations', '42501', null, 'anon cannot read generations');
select throws_ok($$ insert into public.debate_generations (user_id, settings) values (tests.get_supabase_uid('alice'), '{}') $$, '42501', null, 'anon cannot insert generations');
select throws_ok($$ update public.debate_generations set status = 'completed' $$, '42501', null, 'anon cannot update generations');
select throws_ok('delete from public.debate_generations', '42501', null, 'anon cannot delete generations');

select set_eq('select id from public.debates', $$ values (tests.id('S')), (tests.id('BS')) $$, 'anon reads shared debates only');
select throws_ok(
  $$ insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance)
     values (tests.get_supabase_uid('alice'), 'Forged', '{Politics}', 'gpt-4', 0, 'gpt-4', 0) $$, '42501', null, 'anon cannot insert debates');
select throws_ok('update public.debates set views = 99', '42501', null, 'anon cannot update debates');
select throws_ok('update public.debate_tallies set upvotes = 99', '42501', null, 'anon cannot update tallies');
select throws_ok('delete from public.debates', '42501', null, 'anon cannot delete debates');

select set_eq('select distinct debate_id from public.debate_turns', $$ values (tests.id('S')), (tests.id('BS')) $$,
  'anon reads the turns of shared debates only');
select throws_ok($$ insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values (tests.id('S'), 0, 0, 'x', 'y') $$,
  '42501', null, 'anon cannot insert turns');
select throws_ok($$ update public.debate_turns set text = 'Rewritten' $$, '42501', null, 'anon cannot update turns');
select throws_ok('delete from public.debate_turns', '42501', null, 'anon cannot delete turns');

select throws_ok('select * from public.votes', '42501', null, 'anon cannot read who voted');
select throws_ok($$ insert into public.votes (debate_id, user_id, value) values (tests.id('S'), tests.get_supabase_uid('alice'), 1) $$,
  '42501', null, 'anon cannot insert votes');
select throws_ok('update public.votes set value = 1', '42501', null, 'anon cannot update votes');
select throws_ok('delete from public.votes', '42501', null, 'anon cannot delete votes');

select throws_ok('select * from public.stars', '42501', null, 'anon cannot read stars');
select throws_ok($$ insert into public.stars (user_id, debate_id) values (tests.get_supabase_uid('alice'), tests.id('S')) $$,
  '42501', null, 'anon cannot insert stars');
select throws_ok('update public.stars set created_at = now()', '42501', null, 'anon cannot update stars');
select throws_ok('delete from public.stars', '42501', null, 'anon cannot delete stars');

select set_eq('select distinct debate_id from public.threaded_responses', $$ values (tests.id('S')), (tests.id('BS')) $$,
  'anon reads the responses on shared debates only');
select throws_ok(
  $$ insert into public.threaded_responses (debate_id, round_index, speaker_index, original_text, original_text_start, original_text_end, content)
     values (tests.id('S'), 0, 0, 'Round 0', 0, 7, 'Forged') $$, '42501', null, 'anon cannot insert responses');
select throws_ok($$ update public.threaded_responses set content = 'Edited' $$, '42501', null, 'anon cannot update responses');
select throws_ok('delete from public.threaded_responses', '42501', null, 'anon cannot delete responses');

select set_eq('select id from public.public_debates', $$ values (tests.id('S')), (tests.id('BS')) $$, 'anon reads public_debates');
select throws_ok(
  $$ insert into public.public_debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance)
     values (tests.get_supabase_uid('alice'), 'Forged', '{Politics}', 'gpt-4', 0, 'gpt-4', 0) $$, '55000', null, 'anon cannot insert through public_debates (a read-only view)');
select throws_ok('update public.public_debates set upvotes = 99', '55000', null, 'anon cannot update through public_debates');
select throws_ok('delete from public.public_debates', '55000', null, 'anon cannot delete through public_debates');

-- =============================================================================
-- Owner (alice, on her own rows)
-- =============================================================================
select tests.authenticate_as('alice');

select throws_ok('select * from public.app_settings', '42501', null, 'a user cannot read settings (they name the test account)');
select throws_ok('insert into public.app_settings (id) values (false)', '42501', null, 'a user cannot insert settings');
select throws_ok('update public.app_settings set free_debates_for_new_user = 99', '42501', null, 'a user cannot update settings');
select throws_ok('delete from public.app_settings', '42501', null, 'a user cannot delete settings');

select results_eq('select id from public.profiles', $$ values (tests.get_supabase_uid('alice')) $$, 'the owner reads their own profile');
select throws_ok($$ insert into public.profiles (id) values (tests.get_supabase_uid('newcomer')) $$, '42501', null, 'a user cannot insert a profile');
select throws_ok($$ update public.profiles set is_pro = true where id = tests.get_supabase_uid('alice') $$, '42501', null,
  'the owner cannot update their own profile (is_pro least of all)');
select throws_ok($$ delete from public.profiles where id = tests.get_supabase_uid('alice') $$, '42501', null, 'the owner cannot delete their profile row');

select results_eq('select user_id from public.debate_usage', $$ values (tests.get_supabase_uid('alice')) $$, 'the owner reads their own usage');
select throws_ok($$ insert into public.debate_usage (user_id) values (tests.get_supabase_uid('newcomer')) $$, '42501', null, 'a user cannot insert usage');
select throws_ok($$ update public.debate_usage set free_debates_remaining = 99 where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'the owner cannot raise their own allowance');
select throws_ok($$ delete from public.debate_usage where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'the owner cannot delete their usage row (to be recreated fresh)');

select results_eq('select id from public.debate_generations', $$ values (tests.id('alice gen')) $$, 'the owner reads their own generations');
select throws_ok($$ insert into public.debate_generations (user_id, settings) values (tests.get_supabase_uid('alice'), '{}') $$, '42501', null,
  'the owner cannot insert a generation (only begin_debate opens one)');
select throws_ok($$ update public.debate_generations set turns = '[]' where id = tests.id('alice gen') $$, '42501', null,
  'the owner cannot rewrite what the AI produced');
select throws_ok($$ delete from public.debate_generations where id = tests.id('alice gen') $$, '42501', null, 'the owner cannot delete a generation');

select set_eq('select id from public.debates', $$ values (tests.id('P')), (tests.id('S')), (tests.id('BS')) $$,
  'the owner reads their own debates and every shared one');
select throws_ok(
  $$ insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance)
     values (tests.get_supabase_uid('alice'), 'Forged', '{Politics}', 'gpt-4', 0, 'gpt-4', 0) $$, '42501', null,
  'the owner cannot insert a debate (only save_debate creates one)');
select throws_ok($$ update public.debates set is_public = true, shared_at = now() where id = tests.id('P') $$, '42501', null,
  'the owner cannot share by writing is_public (only share_debate does)');

select set_eq('select distinct debate_id from public.debate_turns', $$ values (tests.id('P')), (tests.id('S')), (tests.id('BS')) $$,
  'the owner reads the turns of their own and shared debates');
select throws_ok($$ insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values (tests.id('P'), 0, 0, 'x', 'y') $$,
  '42501', null, 'the owner cannot add turns');
select throws_ok($$ update public.debate_turns set text = 'Rewritten' where debate_id = tests.id('P') $$, '42501', null,
  'the owner cannot rewrite what the AI said');
select throws_ok($$ delete from public.debate_turns where debate_id = tests.id('P') $$, '42501', null, 'the owner cannot delete turns');

select set_eq('select debate_id from public.votes', $$ values (tests.id('S')), (tests.id('BS')) $$, 'the owner reads their own votes');
select throws_ok($$ insert into public.votes (debate_id, user_id, value) values (tests.id('P'), tests.get_supabase_uid('alice'), 1) $$,
  '42501', null, 'the owner cannot insert a vote row');
select throws_ok($$ update public.votes set value = -1 where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'the owner cannot change a vote row directly');
select throws_ok($$ delete from public.votes where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'the owner cannot delete a vote row directly');

select set_eq('select debate_id from public.stars', $$ values (tests.id('P')), (tests.id('BS')) $$, 'the owner reads their own stars');
select throws_ok($$ insert into public.stars (user_id, debate_id) values (tests.get_supabase_uid('alice'), tests.id('BP')) $$,
  '42501', null, 'the owner cannot insert a star row (that would skip the visibility check)');
select throws_ok($$ update public.stars set created_at = now() where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'the owner cannot update star rows');
select throws_ok($$ delete from public.stars where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'the owner cannot delete star rows directly');

select set_eq('select distinct debate_id from public.threaded_responses', $$ values (tests.id('P')), (tests.id('S')), (tests.id('BS')) $$,
  'the owner reads responses on their own and shared debates');
select throws_ok(
  $$ insert into public.threaded_responses (debate_id, round_index, speaker_index, original_text, original_text_start, original_text_end, content)
     values (tests.id('P'), 0, 0, 'Round 0', 0, 7, 'Direct') $$, '42501', null, 'the owner cannot insert a response directly');
select throws_ok($$ update public.threaded_responses set response_count = 10 where author_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'the owner cannot update their responses directly');
select throws_ok($$ delete from public.threaded_responses where author_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'the owner cannot delete responses directly');

select set_eq('select id from public.public_debates', $$ values (tests.id('S')), (tests.id('BS')) $$,
  'public_debates shows the owner only shared debates, their private one excluded');
select throws_ok(
  $$ insert into public.public_debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance)
     values (tests.get_supabase_uid('alice'), 'Forged', '{Politics}', 'gpt-4', 0, 'gpt-4', 0) $$, '55000', null,
  'the owner cannot insert through public_debates');
select throws_ok($$ update public.public_debates set upvotes = 99 where id = tests.id('S') $$, '55000', null,
  'the owner cannot update tallies through public_debates');
select throws_ok($$ update public.debate_tallies set upvotes = 99 where debate_id = tests.id('S') $$, '42501', null,
  'the owner cannot update their debate''s tallies');
select throws_ok($$ delete from public.public_debates where id = tests.id('S') $$, '55000', null,
  'the owner cannot delete through public_debates (only from debates)');

-- =============================================================================
-- Another user (bob, on alice's rows)
-- =============================================================================
select tests.authenticate_as('bob');

select throws_ok('select * from public.app_settings', '42501', null, 'another user cannot read settings');

select is_empty($$ select 1 from public.profiles where id = tests.get_supabase_uid('alice') $$, 'another user cannot read alice''s profile');
select throws_ok($$ insert into public.profiles (id, email) values (tests.get_supabase_uid('newcomer'), 'bob@evil.test') $$, '42501', null,
  'another user cannot create a profile for someone else');
select throws_ok($$ update public.profiles set display_name = 'Hacked' where id = tests.get_supabase_uid('alice') $$, '42501', null,
  'another user cannot update alice''s profile');
select throws_ok($$ delete from public.profiles where id = tests.get_supabase_uid('alice') $$, '42501', null,
  'another user cannot delete alice''s profile');

select is_empty($$ select 1 from public.debate_usage where user_id = tests.get_supabase_uid('alice') $$, 'another user cannot read alice''s usage');
select throws_ok($$ insert into public.debate_usage (user_id, free_debates_remaining) values (tests.get_supabase_uid('newcomer'), 99) $$, '42501', null,
  'another user cannot create usage for someone else');
select throws_ok($$ update public.debate_usage set free_debates_remaining = 0 where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'another user cannot drain alice''s allowance');
select throws_ok($$ delete from public.debate_usage where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'another user cannot delete alice''s usage');

select is_empty($$ select 1 from public.debate_generations where user_id = tests.get_supabase_uid('alice') $$,
  'another user cannot read alice''s generations');
select throws_ok($$ insert into public.debate_generations (user_id, settings) values (tests.get_supabase_uid('alice'), '{}') $$, '42501', null,
  'another user cannot open a generation in alice''s name');
select throws_ok($$ update public.debate_generations set status = 'failed' where id = tests.id('alice gen') $$, '42501', null,
  'another user cannot update alice''s generation');
select throws_ok($$ delete from public.debate_generations where id = tests.id('alice gen') $$, '42501', null,
  'another user cannot delete alice''s generation');

select is_empty($$ select 1 from public.debates where id = tests.id('P') $$, 'another user cannot read alice''s private debate');
select throws_ok(
  $$ insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance)
     values (tests.get_supabase_uid('alice'), 'Forged in alice''s name', '{Politics}', 'gpt-4', 0, 'gpt-4', 0) $$, '42501', null,
  'another user cannot insert a debate in alice''s name');
select throws_ok($$ update public.debate_tallies set downvotes = 99 where debate_id = tests.id('S') $$, '42501', null,
  'another user cannot change alice''s tallies');
select is(tests.affected_rows($$ delete from public.debates where id in (tests.id('P'), tests.id('S')) $$), 0,
  'another user deletes none of alice''s debates, private or shared');

select is_empty($$ select 1 from public.debate_turns where debate_id = tests.id('P') $$,
  'the turns of alice''s private debate do not leak to another user');
select throws_ok($$ insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values (tests.id('S'), 0, 0, 'x', 'y') $$,
  '42501', null, 'another user cannot add turns to alice''s debate');
select throws_ok($$ update public.debate_turns set text = 'Defaced' where debate_id = tests.id('S') $$, '42501', null,
  'another user cannot deface alice''s turns');
select throws_ok($$ delete from public.debate_turns where debate_id = tests.id('S') $$, '42501', null,
  'another user cannot delete alice''s turns');

select is_empty($$ select 1 from public.votes where user_id = tests.get_supabase_uid('alice') $$, 'another user cannot see how alice voted');
select throws_ok($$ insert into public.votes (debate_id, user_id, value) values (tests.id('S'), tests.get_supabase_uid('alice'), -1) $$,
  '42501', null, 'another user cannot vote in alice''s name');
select throws_ok($$ update public.votes set value = -1 where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'another user cannot flip alice''s vote');
select throws_ok($$ delete from public.votes where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'another user cannot remove alice''s vote');

select is_empty($$ select 1 from public.stars where user_id = tests.get_supabase_uid('alice') $$,
  'another user cannot see alice''s stars (nor learn her private debate''s id from them)');
select throws_ok($$ insert into public.stars (user_id, debate_id) values (tests.get_supabase_uid('alice'), tests.id('BS')) $$,
  '42501', null, 'another user cannot star in alice''s name');
select throws_ok($$ update public.stars set debate_id = tests.id('BS') where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'another user cannot edit alice''s stars');
select throws_ok($$ delete from public.stars where user_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'another user cannot delete alice''s stars');

select is_empty($$ select 1 from public.threaded_responses where debate_id = tests.id('P') $$,
  'responses on alice''s private debate do not leak to another user');
select throws_ok(
  $$ insert into public.threaded_responses (debate_id, round_index, speaker_index, original_text, original_text_start, original_text_end, content, author_id)
     values (tests.id('S'), 0, 0, 'Round 0', 0, 7, 'In alice''s name', tests.get_supabase_uid('alice')) $$, '42501', null,
  'another user cannot post in alice''s name');
select throws_ok($$ update public.threaded_responses set content = 'Edited' where author_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'another user cannot edit alice''s responses');
select throws_ok($$ delete from public.threaded_responses where author_id = tests.get_supabase_uid('alice') $$, '42501', null,
  'another user cannot delete alice''s responses');

select is_empty($$ select 1 from public.public_debates where id = tests.id('P') $$, 'public_debates does not show alice''s private debate');
select throws_ok(
  $$ insert into public.public_debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance)
     values (tests.get_supabase_uid('alice'), 'Forged', '{Politics}', 'gpt-4', 0, 'gpt-4', 0) $$, '55000', null,
  'another user cannot insert through public_debates');
select throws_ok($$ update public.public_debates set upvotes = 0 where id = tests.id('S') $$, '55000', null,
  'another user cannot update alice''s shared debate through public_debates');
select throws_ok($$ delete from public.public_debates where id = tests.id('S') $$, '55000', null,
  'another user cannot delete alice''s shared debate through public_debates');

-- =============================================================================
-- Service role (the edge function / operators): bypasses RLS, but still cannot
-- touch the settings row's existence or any rule-bearing column.
-- =============================================================================
select tests.authenticate_as_service_role();

select is((select count(*)::integer from public.app_settings), 1, 'the service role reads the settings');
select throws_ok('insert into public.app_settings (id) values (false)', '42501', null, 'the service role cannot add a settings row');
select lives_ok('update public.app_settings set refill_amount = 1', 'the service role tunes the settings');
select throws_ok('delete from public.app_settings', '42501', null, 'the service role cannot delete the settings every rule reads');

select is((select count(*)::integer from public.profiles), 2, 'the service role reads every profile');
select lives_ok($$ insert into public.profiles (id, email) values (tests.get_supabase_uid('newcomer'), 'newcomer@test.agora.local') $$,
  'the service role may create a missing profile');
select lives_ok($$ update public.profiles set is_pro = true where id = tests.get_supabase_uid('newcomer') $$,
  'the service role sets is_pro (PRO is granted by operators only)');
select lives_ok($$ delete from public.profiles where id = tests.get_supabase_uid('newcomer') $$, 'the service role may delete a profile');

select is((select count(*)::integer from public.debate_usage), 2, 'the service role reads every usage row');
select lives_ok($$ insert into public.debate_usage (user_id) values (tests.get_supabase_uid('newcomer')) $$,
  'the service role may create a missing usage row');
select lives_ok($$ update public.debate_usage set free_debates_remaining = 5 where user_id = tests.get_supabase_uid('newcomer') $$,
  'the service role may grant free debates (operator support)');
select lives_ok($$ delete from public.debate_usage where user_id = tests.get_supabase_uid('newcomer') $$, 'the service role may delete a usage row');

select set_eq('select id from public.debate_generations', $$ values (tests.id('alice gen')), (tests.id('bob gen')) $$,
  'the service role reads every generation');
select lives_ok($$ insert into public.debate_generations (user_id, settings) values (tests.get_supabase_uid('bob'), tests.debate_settings()) $$,
  'the service role may insert a generation');
select lives_ok($$ update public.debate_generations set status = 'stopped', stop_reason = 'failed', finished_at = now() where id = tests.id('bob gen') $$,
  'the service role may update a generation');
select lives_ok($$ delete from public.debate_generations where id = tests.id('bob gen') $$, 'the service role may delete a generation');

select set_eq('select id from public.debates', $$ values (tests.id('P')), (tests.id('S')), (tests.id('BP')), (tests.id('BS')) $$,
  'the service role reads every debate, private ones included');
select throws_ok(
  $$ insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance, views)
     values (tests.get_supabase_uid('bob'), 'Forged views', '{Politics}', 'gpt-4', 0, 'gpt-4', 0, 1000) $$, '42501',
  'Tallies, views and sharing are set by Agora''s rules, not written directly.', 'the service role cannot insert a debate with views');
select throws_ok($$ update public.debates set shared_at = now() - interval '1 year' where id = tests.id('S') $$, '42501',
  'Tallies, views and sharing are set by Agora''s rules, not written directly.', 'the service role cannot backdate a share');
select is(tests.affected_rows($$ delete from public.debates where id = tests.id('BP') $$), 1, 'the service role may delete a debate');

select is((select count(*)::integer from public.debate_turns), 18, 'the service role reads every turn');
select lives_ok($$ update public.debate_turns set summary = 'Corrected summary.' where debate_id = tests.id('P') and round_index = 0 and speaker_index = 0 $$,
  'the service role may correct a turn');
select lives_ok($$ delete from public.debate_turns where debate_id = tests.id('P') and round_index = 2 and speaker_index = 1 $$,
  'the service role may delete a turn');
select lives_ok($$ insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values (tests.id('P'), 2, 1, 'Restored.', 'Restored.') $$,
  'the service role may insert a turn');

select is((select count(*)::integer from public.votes), 4, 'the service role reads every vote');
select lives_ok($$ insert into public.votes (debate_id, user_id, value) values (tests.id('S'), tests.get_supabase_uid('newcomer'), 1) $$,
  'the service role may insert a vote (the tally follows)');
select lives_ok($$ update public.votes set value = 1 where user_id = tests.get_supabase_uid('bob') and debate_id = tests.id('S') $$,
  'the service role may change a vote (the tally follows)');
select lives_ok($$ delete from public.votes where user_id = tests.get_supabase_uid('newcomer') $$, 'the service role may delete a vote (the tally follows)');

select is((select count(*)::integer from public.stars), 3, 'the service role reads every star');
select lives_ok($$ insert into public.stars (user_id, debate_id) values (tests.get_supabase_uid('newcomer'), tests.id('S')) $$,
  'the service role may insert a star');
select lives_ok($$ update public.stars set created_at = now() where user_id = tests.get_supabase_uid('newcomer') $$, 'the service role may update a star');
select lives_ok($$ delete from public.stars where user_id = tests.get_supabase_uid('newcomer') $$, 'the service role may delete a star');

select is((select count(*)::integer from public.threaded_responses), 4, 'the service role reads every response');
select lives_ok(
  $$ insert into public.threaded_responses (debate_id, round_index, speaker_index, original_text, original_text_start, original_text_end, content)
     values (tests.id('S'), 0, 0, 'Round 0', 0, 7, 'Posted by an operator.') $$, 'the service role may insert a response');
select lives_ok($$ update public.threaded_responses set content = 'Moderated.' where content = 'Posted by an operator.' $$,
  'the service role may moderate a response''s text');
select lives_ok($$ delete from public.threaded_responses where content = 'Moderated.' $$, 'the service role may delete a response');

select set_eq('select id from public.public_debates', $$ values (tests.id('S')), (tests.id('BS')) $$,
  'public_debates shows the service role shared debates only');
select throws_ok(
  $$ insert into public.public_debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance, is_public, shared_at)
     values (tests.get_supabase_uid('bob'), 'Forged', '{Politics}', 'gpt-4', 0, 'gpt-4', 0, true, now()) $$, '55000',
  null, 'the service role cannot publish through public_debates (a read-only view)');
select throws_ok($$ update public.public_debates set upvotes = 1000 where id = tests.id('S') $$, '55000',
  null, 'the service role cannot inflate tallies through public_debates');
select throws_ok($$ update public.debate_tallies set upvotes = 1000 where debate_id = tests.id('S') $$, '42501',
  null, 'nor in the tally row');
select is(tests.affected_rows($$ delete from public.debates where id = tests.id('BS') $$), 1,
  'the service role may take a shared debate down (from debates)');

-- =============================================================================
-- The owner deletes their own debate (last: it removes rows used above)
-- =============================================================================
select tests.authenticate_as('alice');
select is(tests.affected_rows($$ delete from public.debates where id = tests.id('P') $$), 1, 'the owner deletes their own private debate');
select is(tests.affected_rows($$ delete from public.debates where id = tests.id('S') $$), 1, 'the owner deletes their own shared debate');

select * from finish();
rollback;
