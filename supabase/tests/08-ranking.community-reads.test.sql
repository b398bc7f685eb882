-- Reading with moderation and persuasion in view: the "Most persuasive" sort
-- of the community list (score, minimum respondents, keyset pages), hidden
-- debates leaving the list for all but their author, and the viewer's reads
-- (get_debate, list_responses) that show hidden items in place without content.
begin;
select plan(25);
select tests.start_empty();
-- Reporters here weigh 1 each, whatever their age (11-reports-moderation.trust proves the trust weights).
update public.app_settings set report_weight_new = 1 where id;

select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
do $$ begin for i in 1..6 loop perform tests.create_supabase_user('reader' || i); end loop; end $$;
select tests.remember('A', tests.create_debate('carol', 'Debate A', shared_at => '2026-05-01 09:00Z'));
select tests.remember('B', tests.create_debate('alice', 'Debate B', shared_at => '2026-05-01 10:00Z'));
select tests.remember('C', tests.create_debate('bob', 'Debate C', shared_at => '2026-05-01 11:00Z'));
select tests.remember('D', tests.create_debate('carol', 'Debate D', shared_at => '2026-05-01 12:00Z'));
select tests.remember('P', tests.create_debate('carol', 'Carol private'));
select tests.freeze_time('2026-05-02 10:00Z');

create function tests.poll(debate text, reader text, before_stance text, after_stance text)
returns void
language plpgsql
as $$
begin
  perform tests.authenticate_as(reader);
  perform public.record_poll_answer(tests.id(debate), 'before', before_stance);
  perform public.record_poll_answer(tests.id(debate), 'after', after_stance);
  perform tests.as_postgres();
end;
$$;

-- B: six readers move from against to for (+100). A and D: two of five neutral
-- readers move to for (+40). C: four readers only (no score).
select tests.poll('B', 'reader' || i, 'against', 'for') from generate_series(1, 6) i;
select tests.poll(d, 'reader' || i, 'neutral', case when i <= 2 then 'for' else 'neutral' end)
  from unnest(array['A', 'D']) d, generate_series(1, 5) i;
select tests.poll('C', 'reader' || i, 'against', 'for') from generate_series(1, 4) i;

-- =============================================================================
-- Most persuasive
-- =============================================================================
select tests.clear_authentication();
select results_eq(
  $$ select topic, persuasion_score from public.list_public_debates('persuasive') $$,
  $$ values ('Debate B', 100), ('Debate D', 40), ('Debate A', 40) $$,
  'most persuasive: largest shift first, ties by newest share, debates with fewer than five respondents left out'
);
select results_eq(
  $$ select topic from public.list_public_debates('persuasive', p_after_shared_at => '2026-05-01 12:00Z',
                                                  p_after_id => tests.id('D'), p_after_score => 40, p_limit => 2) $$,
  $$ values ('Debate A') $$, 'the next page continues after the last row''s score, shared_at and id'
);
select results_eq(
  $$ select topic from public.list_public_debates('persuasive', p_limit => 2) $$,
  $$ values ('Debate B'), ('Debate D') $$, 'the first page of two');
select throws_ok($$ select * from public.list_public_debates('persuasive', p_after_shared_at => now(), p_after_id => tests.id('D')) $$,
  'AG070', 'A page cursor needs the last row''s shared_at, id and score.', 'a persuasive cursor needs the score');
select tests.as_postgres();
update public.app_settings set persuasive_min_respondents = 4;
select tests.poll('C', 'reader5', 'against', 'against');
select tests.clear_authentication();
select results_eq(
  $$ select topic, persuasion_score from public.list_public_debates('persuasive') $$,
  $$ values ('Debate B', 100), ('Debate C', 80), ('Debate D', 40), ('Debate A', 40) $$,
  'the minimum comes from app_settings; C (4 of 5 moved from against to for: +80) joins once it has a score'
);

-- The sort walks its partial index (sequential scans off: the table is tiny here).
select tests.as_postgres();
create function tests.plan_of(query text)
returns setof text
language plpgsql
as $$ begin return query execute 'explain ' || query; end $$;
-- The table is tiny here: sequential and bitmap scans (of any index that
-- merely narrows to shared rows) off, so the order's own index must answer.
set local enable_seqscan = off;
set local enable_bitmapscan = off;
select ok(
  (select string_agg(p, ' ') from tests.plan_of($$
     select d.id from public.debates d
      where d.is_public and d.persuasion_score is not null and d.moderation_state = 'visible'
      order by d.persuasion_score desc, d.shared_at desc, d.id desc limit 20 $$) p) like '%debates_public_persuasive_idx%',
  'the persuasive page is read from its partial index'
);
reset enable_seqscan;
reset enable_bitmapscan;

-- =============================================================================
-- Hidden debates leave the list for everyone but their author
-- =============================================================================
select tests.authenticate_as('alice');
select public.report_debate(tests.id('A'), 'spam');
select tests.authenticate_as('bob');
select public.report_debate(tests.id('A'), 'spam');
select tests.authenticate_as('reader1');
select public.report_debate(tests.id('A'), 'harassment');

select tests.clear_authentication();
select results_eq($$ select topic from public.list_public_debates() $$,
  $$ values ('Debate D'), ('Debate C'), ('Debate B') $$, 'a visitor''s list no longer holds the hidden debate');
select is_empty($$ select 1 from public.list_public_debates('persuasive') where id = tests.id('A') $$,
  'nor does any sort');
select tests.authenticate_as('bob');
select results_eq($$ select topic from public.list_public_debates() $$,
  $$ values ('Debate D'), ('Debate C'), ('Debate B') $$, 'nor does another user''s');
select tests.authenticate_as('carol');
select results_eq($$ select topic, moderation_state::text from public.list_public_debates() $$,
  $$ values ('Debate D', 'visible'), ('Debate C', 'visible'), ('Debate B', 'visible'), ('Debate A', 'hidden') $$,
  'its author still finds it, marked hidden');

-- =============================================================================
-- get_debate: the viewer's read
-- =============================================================================
select tests.clear_authentication();
select results_eq($$ select id, topic, moderation_state::text, moderator_opening from public.get_debate(tests.id('A')) $$,
  $$ values (tests.id('A'), '', 'hidden', null::text) $$,
  'a visitor opening a hidden debate gets its state and no content ("hidden pending review")');
select is_empty($$ select 1 from public.debate_turns where debate_id = tests.id('A') $$, 'and none of its turns');
select results_eq($$ select topic, moderation_state::text from public.get_debate(tests.id('D')) $$,
  $$ values ('Debate D', 'visible') $$, 'a visible debate comes whole');
select is_empty($$ select 1 from public.get_debate(tests.id('P')) $$, 'another person''s private debate is not there');
select is_empty($$ select 1 from public.get_debate(gen_random_uuid()) $$, 'nor is an unknown one');
select tests.authenticate_as('bob');
select results_eq($$ select topic from public.get_debate(tests.id('A')) $$, $$ values ('') $$,
  'another user also gets no content');
select tests.authenticate_as('carol');
select results_eq($$ select topic, moderation_state::text from public.get_debate(tests.id('A')) $$,
  $$ values ('Debate A', 'hidden') $$, 'the author gets the whole debate, marked hidden');
select results_eq($$ select topic from public.get_debate(tests.id('P')) $$, $$ values ('Carol private') $$,
  'and their private debates');

-- =============================================================================
-- list_responses: hidden responses keep their place without content
-- =============================================================================
select tests.freeze_time('2026-05-02 11:00Z');
select tests.authenticate_as('carol');
select tests.remember('R1', (public.post_response(tests.id('D'), 0, 0, 'Round 0', 0, 7, 'Carol opens.')).id);
select tests.freeze_time('2026-05-02 11:01Z');
select tests.authenticate_as('bob');
select tests.remember('R2', (public.post_response(tests.id('D'), 0, 0, 'Round 0', 0, 7, 'Bob is rude.')).id);
select tests.freeze_time('2026-05-02 11:02Z');
select tests.authenticate_as('alice');
select tests.remember('R3', (public.post_reply(tests.id('R2'), 'Alice answers Bob.')).id);
select public.report_response(tests.id('R2'), 'harassment');
select tests.authenticate_as('reader1');
select public.report_response(tests.id('R2'), 'harassment');
select tests.authenticate_as('reader2');
select public.report_response(tests.id('R2'), 'spam');

select tests.clear_authentication();
select results_eq(
  $$ select id, content, author_id, author_name, moderation_state::text from public.list_responses(tests.id('D')) $$,
  $$ values (tests.id('R2'), '', null::uuid, '', 'hidden'),
            (tests.id('R1'), 'Carol opens.', tests.get_supabase_uid('carol'), 'Anonymous', 'visible') $$,
  'top-level responses newest first; the hidden one in its place without content or author'
);
select results_eq($$ select id, content from public.list_responses(tests.id('D'), array[tests.id('R2')]) $$,
  $$ values (tests.id('R3'), 'Alice answers Bob.') $$, 'replies under a hidden response stay readable in their thread');
select tests.authenticate_as('bob');
select results_eq($$ select content, moderation_state::text from public.list_responses(tests.id('D')) where id = tests.id('R2') $$,
  $$ values ('Bob is rude.', 'hidden') $$, 'the author still reads their hidden response');
select results_eq(
  $$ select id from public.list_responses(tests.id('D'), null, '2026-05-02 11:01Z', tests.id('R2'), 1) $$,
  $$ values (tests.id('R1')) $$, 'top-level responses page by the last row''s created_at and id');
select throws_ok($$ select * from public.list_responses(tests.id('D'), p_limit => 0) $$, 'AG178',
  'A page holds 1 to 100 responses.', 'a page holds 1 to 100');
select throws_ok($$ select * from public.list_responses(tests.id('D'), p_after_id => tests.id('R1')) $$, 'AG178',
  'A page cursor needs the last row''s created_at and id.', 'half a cursor is refused');
select throws_ok($$ select * from public.list_responses(tests.id('A')) $$, 'AG030', 'Debate not found',
  'a hidden debate''s responses are not listed for others');

select * from finish();
rollback;
