-- The verdict's numbers are counted when read: every reader (get_reader_verdict,
-- get_reader_verdicts for ranking cards, the public page and link preview)
-- shows the margin and respondents of an independent count of the answers,
-- with the status and winner of the rule, through answers changed and
-- withdrawn, ∆s awarded and withdrawn, unsharing, hiding and deletion — as
-- the reader, another user, a visitor and the service role see it. And an
-- answer that changes neither the status nor the winner leaves the verdict
-- row as it was (the row is not rewritten: same tuple, no update counted).
begin;
select plan(43);
select tests.start_empty();

select tests.create_supabase_user('carol');
select tests.create_supabase_user('dave');
do $$ begin for i in 1..8 loop perform tests.create_supabase_user('reader' || i); end loop; end $$;
-- Speaker 1 argues for (0.6), speaker 2 against (-0.6).
select tests.remember('A', tests.create_debate('carol', 'Debate A', array['Politics', 'Science']::public.debate_category[], shared_at => '2026-05-01 09:00Z'));
select tests.remember('B', tests.create_debate('carol', 'Debate B', array['Science']::public.debate_category[], shared_at => '2026-05-02 09:00Z'));
select tests.freeze_time('2026-05-04 10:00Z');

create function tests.answer(debate text, reader text, before_stance text, after_stance text default null)
returns void
language plpgsql
as $$
begin
  perform tests.authenticate_as(reader);
  perform public.record_poll_answer(tests.id(debate), 'before', before_stance);
  if after_stance is not null then
    perform public.record_poll_answer(tests.id(debate), 'after', after_stance);
  end if;
  perform tests.as_postgres();
end;
$$;

-- What every reader must show, counted here from the answers themselves (not
-- through private.poll_tally or private.verdict_of): respondents answered
-- both; a side's shift is its "after" count minus its "before" count among
-- them, in points of the respondents to one decimal; the margin is the
-- shifts' difference; the rule: fewer respondents than the minimum → not
-- enough votes; a margin under the tie margin or no For speaker → too close;
-- else the side that gained more wins. One row per reader named in `vias`
-- (the public page and preview show decided verdicts only).
create function tests.numbers_expected(debate text, vias text[])
returns table (via text, status text, winner_speaker smallint, margin numeric, respondents integer)
language sql
security definer
set search_path = ''
as $$
  with paired as (
    select a.before_stance, a.after_stance from public.poll_answers a
     where a.debate_id = tests.id(debate) and a.after_stance is not null
  ), n as (
    select count(*)::integer as r,
           sum(case when p.after_stance = 'for' then 1 else 0 end) - sum(case when p.before_stance = 'for' then 1 else 0 end) as gained_for,
           sum(case when p.after_stance = 'against' then 1 else 0 end) - sum(case when p.before_stance = 'against' then 1 else 0 end) as gained_against
      from paired p
  ), shifts as (
    select n.r, round(100.0 * n.gained_for / nullif(n.r, 0), 1) as f, round(100.0 * n.gained_against / nullif(n.r, 0), 1) as g
      from n
  ), rule as (
    select s.r, abs(s.f - s.g) as margin,
           case when s.r < st.persuasive_min_respondents then 'not_enough_votes'
                when abs(s.f - s.g) < st.verdict_tie_margin or fs.speaker is null then 'too_close'
                else 'decided' end as status,
           fs.speaker, s.f, s.g
      from shifts s
     cross join public.app_settings st
     cross join (select case when d.speaker1_stance > d.speaker2_stance then 1
                             when d.speaker2_stance > d.speaker1_stance then 2 end as speaker
                   from public.debates d where d.id = tests.id(debate)) fs
  )
  select v.via, r.status,
         case when r.status = 'decided' then case when r.f > r.g then r.speaker else 3 - r.speaker end end::smallint,
         r.margin, r.r
    from rule r
   cross join unnest(vias) v (via)
   where v.via in ('get_reader_verdict', 'get_reader_verdicts') or r.status = 'decided'
$$;

-- What the current role reads, one row per reader that shows this debate's
-- verdict to it (a reader that refuses or shows nothing gives no row).
create function tests.numbers_read(debate text)
returns table (via text, status text, winner_speaker smallint, margin numeric, respondents integer)
language plpgsql
as $$
begin
  begin
    return query select 'get_reader_verdict', r.status, r.winner_speaker, r.margin, r.respondents
                   from public.get_reader_verdict(tests.id(debate)) r;
  exception when sqlstate 'AG030' or sqlstate 'AG164' then
    null; -- this role may not read the debate's verdict
  end;
  return query select 'get_reader_verdicts', r.status, r.winner_speaker, r.margin, r.respondents
                 from public.get_reader_verdicts(array[tests.id(debate)]) r;
  return query select x.via, 'decided', (x.v ->> 'winner_speaker')::smallint, (x.v ->> 'margin')::numeric,
                      (x.v ->> 'respondents')::integer
                 from (values ('debate_page', public.debate_page(tests.id(debate)) -> 'verdict'),
                              ('debate_preview', public.debate_preview(tests.id(debate)) -> 'verdict')) x (via, v)
                where x.v is not null and x.v <> 'null'::jsonb;
end;
$$;

-- The verdict row's tuple and this transaction's updates of the table.
create function tests.verdict_row_version(debate text)
returns text
language sql
security definer
set search_path = ''
as $$
  select (select v.ctid::text from private.debate_verdicts v where v.debate_id = tests.id(debate))
         || ' after ' || pg_catalog.pg_stat_get_xact_tuples_updated('private.debate_verdicts'::regclass) || ' updates'
$$;

-- All four views of a debate's numbers at once: the reader, another user, a
-- visitor, the service role. Each gives the first mismatch or 'exact'.
create function tests.seen_by_all(debate text, reader text, vias_signed_in text[], vias_visitor text[])
returns setof text
language plpgsql
as $$
declare
  v_who text;
  v_vias text[];
  v_diff text;
begin
  foreach v_who in array array[reader, 'dave', 'visitor', 'service'] loop
    if v_who = 'visitor' then
      perform tests.clear_authentication();
      v_vias := vias_visitor;
    elsif v_who = 'service' then
      perform tests.authenticate_as_service_role();
      v_vias := vias_visitor;
    else
      perform tests.authenticate_as(v_who);
      v_vias := vias_signed_in;
    end if;
    select coalesce(
      (select 'read ' || x::text || ' not expected' from (select * from tests.numbers_read(debate)
                                                           except all select * from tests.numbers_expected(debate, v_vias)) x limit 1),
      (select 'expected ' || x::text || ' not read' from (select * from tests.numbers_expected(debate, v_vias)
                                                           except all select * from tests.numbers_read(debate)) x limit 1))
      into v_diff;
    return next v_who || ': ' || coalesce(v_diff, 'exact');
  end loop;
  perform tests.as_postgres();
end;
$$;

create function tests.all_exact(debate text, reader text, vias_signed_in text[], vias_visitor text[])
returns text
language sql
as $$
  select coalesce(string_agg(s, '; ') filter (where s !~ ': exact$'), 'exact')
    from tests.seen_by_all(debate, reader, vias_signed_in, vias_visitor) s
$$;

-- Every reader of a verdict.
create function tests.every_reader()
returns text[]
language sql
immutable
as $$ select array['get_reader_verdict', 'get_reader_verdicts', 'debate_page', 'debate_preview'] $$;

-- =============================================================================
-- Answers decide the verdict; every role reads the counted numbers
-- =============================================================================
select is(tests.all_exact('A', 'reader1', tests.every_reader(), tests.every_reader()), 'exact',
  'no answers yet: every reader shows no respondents and no margin');
do $$ begin for i in 1..5 loop perform tests.answer('A', 'reader' || i, 'neutral', 'for'); end loop; end $$;
select results_eq($$ select status, winner_speaker, margin, respondents from tests.numbers_expected('A', array['get_reader_verdict']) $$,
  $$ values ('decided', 1::smallint, 100.0, 5) $$, 'the independent count: five moving for decide for speaker 1 by 100 points');
select results_eq($$ select * from tests.seen_by_all('A', 'reader1', tests.every_reader(), tests.every_reader()) $$,
  $$ values ('reader1: exact'), ('dave: exact'), ('visitor: exact'), ('service: exact') $$,
  'A decided: the reader, another user, a visitor and the service role read the counted numbers everywhere');

-- =============================================================================
-- The guard: answers that change neither status nor winner leave the row
-- =============================================================================
create temporary table row_before as select tests.verdict_row_version('A') as version;
select tests.answer('A', 'reader6', 'against', 'for');
select is(tests.verdict_row_version('A'), (select version from row_before),
  'a sixth respondent moves every number but not the verdict: the verdict row is not rewritten');
select results_eq($$ select respondents, margin from tests.numbers_expected('A', array['get_reader_verdict']) $$,
  $$ values (6, 116.7) $$, 'the independent count has moved (six respondents, 116.7 points)');
select is(tests.all_exact('A', 'reader6', tests.every_reader(), tests.every_reader()), 'exact',
  'and every reader shows the moved numbers');
select tests.answer('A', 'reader7', 'neutral');
select tests.answer('A', 'reader7', 'neutral', 'neutral');
select tests.answer('A', 'reader6', 'against', 'neutral');
select is(tests.verdict_row_version('A'), (select version from row_before),
  'a "before" alone, a respondent who stayed, an answer changed: still decided for speaker 1, the row untouched');
select is(tests.all_exact('A', 'reader7', tests.every_reader(), tests.every_reader()), 'exact',
  'every reader shows the numbers after those answers');

-- A changed verdict is written.
create function tests.flip_a()
returns setof text
language plpgsql
as $$
begin
  for i in 1..5 loop
    perform tests.answer('A', 'reader' || i, 'neutral', 'against');
    return next tests.all_exact('A', 'reader' || i, tests.every_reader(), tests.every_reader());
  end loop;
end;
$$;
select results_eq($$ select * from tests.flip_a() $$, $$ values ('exact'), ('exact'), ('exact'), ('exact'), ('exact') $$,
  'readers change their minds one by one (through too close to a win for speaker 2): every role reads exact numbers after each');
select isnt(tests.verdict_row_version('A'), (select version from row_before), 'the verdict changed: its row was written');
select results_eq($$ select status, winner_speaker from tests.numbers_expected('A', array['get_reader_verdict']) $$,
  $$ values ('decided', 2::smallint) $$, 'A is now decided for speaker 2');

-- =============================================================================
-- Withdrawn answers
-- =============================================================================
select tests.authenticate_as('reader1');
select lives_ok($$ select public.clear_poll_answer(tests.id('A'), 'after') $$, 'a reader withdraws an "after"');
select is(tests.all_exact('A', 'reader1', tests.every_reader(), tests.every_reader()), 'exact',
  'an "after" withdrawn: exact for every role');
select tests.authenticate_as('reader2');
select lives_ok($$ select public.clear_poll_answer(tests.id('A'), 'before') $$, 'another reader withdraws a whole answer');
select is(tests.all_exact('A', 'reader2', tests.every_reader(), tests.every_reader()), 'exact',
  'a whole answer withdrawn: exact for every role');
select results_eq($$ select status, respondents from public.get_reader_verdict(tests.id('A')) $$,
  $$ values ('decided', 5) $$, 'the reader reads five respondents');

-- =============================================================================
-- ∆s awarded and withdrawn
-- =============================================================================
do $$ begin for i in 1..5 loop perform tests.answer('B', 'reader' || i, 'for', 'against'); end loop; end $$;
select is(tests.all_exact('B', 'reader3', tests.every_reader(), tests.every_reader()), 'exact',
  'B decided for speaker 2: exact for every role');
create temporary table b_before as select tests.verdict_row_version('B') as version;
select tests.authenticate_as('reader3');
select lives_ok($$ select public.award_delta(tests.id('B'), 1, 1, left(tests.turn_text(tests.id('B'), 1, 1), 10), 0, 10, repeat('because ', 8)) $$,
  'a reader who moved against awards speaker 2 a ∆');
select tests.as_postgres();
select isnt(tests.verdict_row_version('B'), (select version from b_before), 'the ∆ is counted on the verdict row');
select is(tests.all_exact('B', 'reader3', tests.every_reader(), tests.every_reader()), 'exact',
  '∆ awarded: exact for every role');
select tests.answer('B', 'reader3', 'for', 'for');
select is((select count(*)::integer from public.deltas where debate_id = tests.id('B')), 0,
  'the reader''s answer no longer moved against: the ∆ goes');
select is(tests.all_exact('B', 'reader3', tests.every_reader(), tests.every_reader()), 'exact',
  '∆ withdrawn with its answer: exact for every role');
select tests.authenticate_as('reader4');
select lives_ok($$ select public.award_delta(tests.id('B'), 1, 1, left(tests.turn_text(tests.id('B'), 1, 1), 10), 0, 10, repeat('because ', 8)) $$,
  'another reader awards a ∆');
select ok(public.withdraw_delta(tests.id('B')), 'and withdraws it');
select tests.as_postgres();
select is(tests.all_exact('B', 'reader4', tests.every_reader(), tests.every_reader()), 'exact',
  '∆ withdrawn by its reader: exact for every role');

-- =============================================================================
-- Unshared, shared again; hidden, visible again
-- =============================================================================
select tests.authenticate_as('carol');
select public.unshare_debate(tests.id('B'));
select tests.as_postgres();
select is(tests.all_exact('B', 'reader4', '{}', '{}'), 'exact', 'B unshared: no reader shows its verdict to anyone');
select tests.authenticate_as('carol');
select is_empty($$ select * from tests.numbers_read('B') $$, 'not even to its author');
select public.share_debate(tests.id('B'));
select tests.as_postgres();
select is(tests.all_exact('B', 'reader4', tests.every_reader(), tests.every_reader()), 'exact',
  'B shared again: every reader shows the counted numbers again');

update public.debates set moderation_state = 'hidden' where id = tests.id('A');
select is(tests.all_exact('A', 'reader3', '{}', '{}'), 'exact', 'A hidden: no reader shows its verdict to readers, visitors or the service role');
select tests.authenticate_as('carol');
select set_eq($$ select * from tests.numbers_read('A') $$,
  $$ select * from tests.numbers_expected('A', array['get_reader_verdict', 'get_reader_verdicts']) $$,
  'its author still reads the counted numbers (not on the public pages)');
select tests.as_postgres();
-- While hidden, the poll refuses its readers; its numbers still move when a
-- reader's account is deleted.
delete from auth.users where id = tests.get_supabase_uid('reader5');
select tests.authenticate_as('carol');
select set_eq($$ select * from tests.numbers_read('A') $$,
  $$ select * from tests.numbers_expected('A', array['get_reader_verdict', 'get_reader_verdicts']) $$,
  'a reader''s account deleted while A is hidden: its author reads the recounted numbers');
select tests.as_postgres();
update public.debates set moderation_state = 'visible' where id = tests.id('A');
select is(tests.all_exact('A', 'reader3', tests.every_reader(), tests.every_reader()), 'exact',
  'A visible again: exact for every role');

-- =============================================================================
-- Rule's numbers changed; debate deleted
-- =============================================================================
update public.app_settings set verdict_tie_margin = 90, persuasive_min_respondents = 3;
select is(tests.all_exact('A', 'reader3', tests.every_reader(), tests.every_reader()), 'exact',
  'the rule''s numbers changed: A exact for every role');
select is(tests.all_exact('B', 'reader3', tests.every_reader(), tests.every_reader()), 'exact',
  'and B');

delete from public.debates where id = tests.id('A');
select is((select count(*)::integer from private.debate_verdicts where debate_id = tests.id('A')), 0, 'A deleted: its verdict row goes');
select is(tests.all_exact('A', 'reader3', '{}', '{}'), 'exact', 'A deleted: no reader shows anything for it');
select tests.authenticate_as('carol');
select is_empty($$ select * from tests.numbers_read('A') $$, 'not even to its author');
select tests.as_postgres();
select is(tests.all_exact('B', 'reader3', tests.every_reader(), tests.every_reader()), 'exact',
  'B is unaffected');

-- =============================================================================
-- The stored table stays private; the numbers are not stored on it
-- =============================================================================
select hasnt_column('private', 'debate_verdicts', 'margin', 'the verdict row keeps no margin');
select hasnt_column('private', 'debate_verdicts', 'respondents', 'nor respondents');
select tests.authenticate_as('dave');
select throws_ok($$ select * from private.debate_verdicts $$, '42501', null, 'a signed-in user cannot read the stored table');
select tests.clear_authentication();
select throws_ok($$ select * from private.debate_verdicts $$, '42501', null, 'nor a visitor');
select tests.authenticate_as_service_role();
select throws_ok($$ select private.store_verdict(tests.id('B'), 100, 0, 50) $$, '42501', null, 'nor can the service role store a verdict');
select tests.as_postgres();

select * from finish();
rollback;
