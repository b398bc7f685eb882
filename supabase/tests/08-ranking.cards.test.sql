-- Ranking cards: each listed debate carries its response count (as its
-- readers see the thread) and a bounded preview of the opening argument,
-- which a hidden debate shows to its author only, and an opening turn a
-- moderator hid shows to nobody.
begin;
select plan(25);
select tests.start_empty();
-- Reporters here weigh 1 each, whatever their age (11-reports-moderation.trust proves the trust weights).
update public.app_settings set report_weight_new = 1 where id;

select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('mia');
insert into public.moderators (user_id) values (tests.get_supabase_uid('mia'));
do $$ begin for i in 1..3 loop perform tests.create_supabase_user('reader' || i); end loop; end $$;
select tests.remember('A', tests.create_debate('carol', 'Debate A', shared_at => '2026-05-01 09:00Z'));
select tests.remember('D', tests.create_debate('carol', 'Debate D', shared_at => '2026-05-01 12:00Z'));
select tests.remember('E', tests.create_debate('alice', 'Debate E', shared_at => '2026-05-01 13:00Z'));
-- E opens with a long argument: the preview is its first 240 characters.
update public.debate_turns set text = repeat('Long opening words. ', 50)
 where debate_id = tests.id('E') and round_index = 0 and speaker_index = 0;
select tests.freeze_time('2026-05-02 10:00Z');

-- D's thread: R1 (carol), R2 (bob, hidden by reports) with R3 (alice's reply),
-- R4 (alice, deleted without replies: gone), R5 (bob, deleted with a reply: a
-- "[deleted]" placeholder) with R6 (carol's reply).
select tests.authenticate_as('carol');
select tests.remember('R1', (public.post_response(tests.id('D'), 0, 0, 'Round 0', 0, 7, 'Carol opens.')).id);
select tests.authenticate_as('bob');
select tests.remember('R2', (public.post_response(tests.id('D'), 0, 0, 'Round 0', 0, 7, 'Bob is rude.')).id);
select tests.remember('R5', (public.post_response(tests.id('D'), 0, 1, 'Round 0', 0, 7, 'Bob again.')).id);
select tests.authenticate_as('alice');
select tests.remember('R3', (public.post_reply(tests.id('R2'), 'Alice answers Bob.')).id);
select tests.remember('R4', (public.post_response(tests.id('D'), 0, 0, 'Round 0', 0, 7, 'Alice misspoke.')).id);
select public.delete_response(tests.id('R4'));
select tests.authenticate_as('carol');
select tests.remember('R6', (public.post_reply(tests.id('R5'), 'Carol answers Bob.')).id);
select tests.authenticate_as('bob');
select public.delete_response(tests.id('R5'));
select tests.authenticate_as('reader1');
select public.report_response(tests.id('R2'), 'harassment');
select tests.authenticate_as('reader2');
select public.report_response(tests.id('R2'), 'harassment');
select tests.authenticate_as('reader3');
select public.report_response(tests.id('R2'), 'spam');

-- A is hidden by reports.
select tests.authenticate_as('alice');
select public.report_debate(tests.id('A'), 'spam');
select tests.authenticate_as('bob');
select public.report_debate(tests.id('A'), 'spam');
select tests.authenticate_as('reader1');
select public.report_debate(tests.id('A'), 'harassment');
select tests.as_postgres();
select is((select moderation_state::text from public.threaded_responses where id = tests.id('R2')), 'hidden', 'setup: R2 is hidden');

-- =============================================================================
-- Response count: visible responses and replies; hidden ones only for their
-- author; "[deleted]" placeholders never
-- =============================================================================
select tests.clear_authentication();
select results_eq($$ select topic, response_count from public.list_public_debates() $$,
  $$ values ('Debate E', 0), ('Debate D', 3) $$,
  'a visitor counts R1, R3 and R6 (R2 is hidden, R4 is gone, R5 is a placeholder)');
select results_eq($$ select response_count from public.public_debates where id = tests.id('D') $$,
  $$ values (3) $$, 'the view counts the same for a visitor');
select tests.authenticate_as('alice');
select results_eq($$ select response_count from public.list_public_debates() where id = tests.id('D') $$,
  $$ values (3) $$, 'another user counts the same');
select tests.authenticate_as('bob');
select results_eq($$ select response_count from public.list_public_debates() where id = tests.id('D') $$,
  $$ values (4) $$, 'the hidden response''s author also counts it (they still see it)');
select results_eq($$ select response_count from public.public_debates where id = tests.id('D') $$,
  $$ values (4) $$, 'and so does the view, under their RLS');
select tests.authenticate_as('carol');
select results_eq($$ select response_count from public.list_public_debates() where id = tests.id('D') $$,
  $$ values (3) $$, 'the debate''s owner counts what readers see');
select tests.authenticate_as_service_role();
select results_eq($$ select response_count from public.list_public_debates() where id = tests.id('D') $$,
  $$ values (3) $$, 'the service role counts what readers see');

-- =============================================================================
-- Opening preview: the first 240 characters of round 0, speaker 0
-- =============================================================================
select tests.clear_authentication();
select results_eq($$ select opening_preview from public.list_public_debates() where id = tests.id('D') $$,
  $$ values (tests.turn_text(tests.id('D'), 0, 0)) $$, 'a short opening comes whole');
select results_eq($$ select opening_preview, length(opening_preview) from public.list_public_debates() where id = tests.id('E') $$,
  $$ values (left(tests.turn_text(tests.id('E'), 0, 0), 240), 240) $$, 'a long one is cut at 240 characters');
select results_eq($$ select opening_preview from public.public_debates where id = tests.id('E') $$,
  $$ values (left(tests.turn_text(tests.id('E'), 0, 0), 240)) $$, 'the view gives the same preview');

-- A hidden debate's preview reaches its author only.
select tests.authenticate_as('carol');
select results_eq($$ select opening_preview, moderation_state::text from public.list_public_debates() where id = tests.id('A') $$,
  $$ values (tests.turn_text(tests.id('A'), 0, 0), 'hidden') $$, 'the author sees the preview of their hidden debate');
select results_eq($$ select opening_preview from public.public_debates where id = tests.id('A') $$,
  $$ values (tests.turn_text(tests.id('A'), 0, 0)) $$, 'in the view too');
select tests.authenticate_as('bob');
select is_empty($$ select 1 from public.list_public_debates() where id = tests.id('A') $$,
  'another user''s list does not hold it');
select tests.authenticate_as_service_role();
select results_eq($$ select opening_preview is null, topic from public.public_debates where id = tests.id('A') $$,
  $$ values (true, 'Debate A') $$, 'the service role reading the view past RLS gets no preview of a hidden debate');
select is_empty($$ select 1 from public.list_public_debates() where id = tests.id('A') $$,
  'nor does the list give it to the service role');

-- =============================================================================
-- An opening turn a moderator hid: no preview for anyone, its author included
-- =============================================================================
-- F opens with a person's turn; three readers report it and it is hidden.
select tests.remember('F', tests.create_debate('alice', 'Debate F', shared_at => '2026-05-01 14:00Z'));
update public.debate_turns set author_kind = 'person' where debate_id = tests.id('F') and speaker_index = 0;
select tests.remember('F0', (select id from public.debate_turns where debate_id = tests.id('F') and round_index = 0 and speaker_index = 0));
select tests.freeze_time('2026-05-02 10:00Z');
do $$ begin
  for i in 1..3 loop
    perform tests.authenticate_as('reader' || i);
    perform public.report_turn(tests.id('F0'), 'harassment');
  end loop;
end $$;
select tests.as_postgres();
select is((select moderation_state::text from public.debate_turns where id = tests.id('F0')), 'hidden', 'setup: F''s opening turn is hidden');

select tests.clear_authentication();
select results_eq($$ select topic, opening_preview from public.list_public_debates() where id = tests.id('F') $$,
  $$ values ('Debate F'::text, null::text) $$, 'a visitor sees the card with no excerpt');
select tests.authenticate_as('bob');
select results_eq($$ select topic, opening_preview from public.list_public_debates() where id = tests.id('F') $$,
  $$ values ('Debate F'::text, null::text) $$, 'another user too');
select tests.authenticate_as('alice');
select results_eq($$ select topic, opening_preview from public.list_public_debates() where id = tests.id('F') $$,
  $$ values ('Debate F'::text, null::text) $$, 'and its author: nobody reads a hidden turn');
select is((select opening_preview from public.public_debates where id = tests.id('F')), null, 'nor through the view');
select tests.authenticate_as_service_role();
select results_eq($$ select topic, opening_preview from public.list_public_debates() where id = tests.id('F') $$,
  $$ values ('Debate F'::text, null::text) $$, 'nor the service role''s list');
select is((select opening_preview from public.public_debates where id = tests.id('F')), null, 'nor the view read past RLS');

-- A moderator restores it: the excerpt is back.
select tests.authenticate_with_second_factor('mia');
select is(public.restore_reported_item('turn', tests.id('F0'))::text, 'visible', 'mia restores the opening turn');
select tests.clear_authentication();
select results_eq($$ select opening_preview from public.list_public_debates() where id = tests.id('F') $$,
  $$ values (tests.turn_text(tests.id('F'), 0, 0)) $$, 'the card quotes it again');

select * from finish();
rollback;
