-- Who wrote it counts: a debate the offline demo debater wrote has its poll,
-- its room verdict and its ∆s, but never enters the readers' leaderboard
-- (models, styles, formats, ∆ counts) or the judges' model leaderboard and
-- record, whoever reads them (a visitor, the debate's author, another user,
-- the service role) and whatever happens to the debate afterwards.
begin;
select plan(20);
select tests.start_empty();

select tests.create_supabase_user('carol');
select tests.create_supabase_user('alice');
do $$ begin for i in 1..6 loop perform tests.create_supabase_user('reader' || i); end loop; end $$;
-- Both debates: gpt-4 (formal, for) against gpt-3.5-turbo (casual, against), shared the same day.
select tests.remember('model', tests.create_debate('carol', 'Written by the models', shared_at => '2026-05-01 09:00Z'));
select tests.as_postgres();
insert into public.debates (user_id, topic, categories, debate_style, speaker1_model, speaker1_stance, speaker1_rhetoric_style,
                            speaker2_model, speaker2_stance, speaker2_rhetoric_style, user_display_name, generator)
values (tests.get_supabase_uid('carol'), 'Written by the offline demo', array['Politics']::public.debate_category[], 'structured',
        'gpt-4', 0.6, 'formal', 'gpt-3.5-turbo', -0.6, 'casual', 'Carol', 'offline-demo');
select tests.remember('demo', tests.debate_id('Written by the offline demo'));
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
select tests.id('demo'), r, s, format('Template text for round %s, speaker %s.', r, s), format('Template summary %s %s.', r, s)
  from generate_series(0, 2) r, generate_series(0, 1) s;
select tests.authenticate_as('carol');
select public.share_debate(tests.id('demo'));
select tests.as_postgres();
select tests.freeze_time('2026-05-02 10:00Z');

-- Five readers move toward Against on both debates: each is decided for its Second Speaker (gpt-3.5-turbo).
do $$
begin
  for i in 1..5 loop
    perform tests.authenticate_as('reader' || i);
    perform public.record_poll_answer(tests.id('model'), 'before', 'neutral');
    perform public.record_poll_answer(tests.id('model'), 'after', 'against');
    perform public.record_poll_answer(tests.id('demo'), 'before', 'neutral');
    perform public.record_poll_answer(tests.id('demo'), 'after', 'against');
  end loop;
  perform tests.as_postgres();
end $$;
-- reader1 gives the demo's Second Speaker a ∆.
select tests.authenticate_as('reader1');
select public.award_delta(tests.id('demo'), 0, 1, 'Template text', 0, 13,
  'The way this turn put the cost on the people who carry it changed how I read the whole question.');
select tests.as_postgres();

-- =============================================================================
-- The debate keeps its own verdict; the leaderboard does not count it
-- =============================================================================
select results_eq($$ select status, winner_speaker from private.reader_verdict(tests.id('demo')) $$,
  $$ values ('decided', 2::smallint) $$, 'a demo debate still has its room''s verdict (it is about that debate)');
select results_eq($$ select debate_id, listed from private.debate_verdicts order by listed $$,
  $$ values (tests.id('demo'), false), (tests.id('model'), true) $$,
  'of two decided debates, only the one a model wrote is listed for the leaderboard');
select is((select coalesce(sum(m.wins_a + m.wins_b), 0)::integer from private.leaderboard_matches m
            where m.kind = 'model' and m.category = '' and m.day = '-infinity'), 1,
  'one model match in all: the models'' debate; the demo''s template text is no match');
select is((select coalesce(sum(x.deltas), 0)::integer from private.leaderboard_deltas x where x.category = '' and x.day = '-infinity'), 0,
  'a ∆ on demo text counts for no model and no style');
select is((select sum(f.for_wins + f.against_wins)::integer from private.leaderboard_formats f where f.category = '' and f.day = '-infinity'), 1,
  'the formats count the models'' debate only');

-- =============================================================================
-- Whoever reads the leaderboard
-- =============================================================================
select tests.clear_authentication();
select results_eq($$ select player, matches, wins, deltas from public.get_leaderboard('model') $$,
  $$ values ('gpt-3.5-turbo', 1, 1, 0), ('gpt-4', 1, 0, 0) $$, 'a visitor: the models have one match, the demo''s is not among them');
select results_eq($$ select player, matches from public.get_leaderboard('style') $$,
  $$ values ('casual', 1), ('formal', 1) $$, 'a visitor: the styles have one match');
select results_eq($$ select matches from public.get_format_leaderboard() $$, $$ values (1) $$, 'a visitor: the formats have one decided debate');
select tests.authenticate_as('carol');
select results_eq($$ select player, matches from public.get_leaderboard('model') $$,
  $$ values ('gpt-3.5-turbo', 1), ('gpt-4', 1) $$, 'the demo debate''s author reads the same: their demo debate is not ranked');
select tests.authenticate_as('alice');
select results_eq($$ select player, matches from public.get_leaderboard('model', 'Politics', 'week') $$,
  $$ values ('gpt-3.5-turbo', 1), ('gpt-4', 1) $$, 'another user, in the debates'' category and week: the same one match');
select tests.authenticate_as_service_role();
select results_eq($$ select player, matches from public.get_leaderboard('model') $$,
  $$ values ('gpt-3.5-turbo', 1), ('gpt-4', 1) $$, 'the service role reads the same');
select tests.as_postgres();

-- =============================================================================
-- Whatever happens to the demo debate afterwards
-- =============================================================================
select tests.authenticate_as('carol');
select public.set_debate_categories(tests.id('demo'), array['Science', 'Ethics']);
select tests.as_postgres();
select is((select listed from private.debate_verdicts where debate_id = tests.id('demo')), false,
  're-categorising the demo debate (which stores its verdict again) keeps it unlisted');
select is((select count(*)::integer from public.get_leaderboard('model', 'Science')), 0, 'and it counts in none of its new categories');
do $$ begin perform tests.authenticate_as('reader6');
  perform public.record_poll_answer(tests.id('demo'), 'before', 'for');
  perform public.record_poll_answer(tests.id('demo'), 'after', 'against');
  perform tests.as_postgres(); end $$;
select is((select sum(m.wins_a + m.wins_b)::integer from private.leaderboard_matches m
            where m.kind = 'model' and m.category = '' and m.day = '-infinity'), 1,
  'more answers on the demo debate add nothing to the leaderboard');
update public.app_settings set verdict_tie_margin = 4;
select is((select listed from private.debate_verdicts where debate_id = tests.id('demo')), false,
  'an operator''s new tie margin re-decides every verdict and still leaves the demo debate unlisted');
update public.app_settings set verdict_tie_margin = 5;
-- An old row that was listed before this rule (as the migration found them) is taken off whole.
update private.debate_verdicts set listed = true where debate_id = tests.id('demo');
select is((select sum(m.wins_a + m.wins_b)::integer from private.leaderboard_matches m
            where m.kind = 'model' and m.category = '' and m.day = '-infinity'), 2, '(a row listed by the old rule counted)');
update private.debate_verdicts v set listed = false from public.debates d where d.id = v.debate_id and v.listed and d.generator <> 'provider';
select is((select sum(m.wins_a + m.wins_b)::integer from private.leaderboard_matches m
            where m.kind = 'model' and m.category = '' and m.day = '-infinity'), 1,
  'unlisting it, as the migration does, takes its match back exactly');

-- =============================================================================
-- The judges' side: a demo debate judged by the provider's judges counts neither
-- =============================================================================
insert into public.judge_panels (debate_id, status, generator, verdict, judges_total, judges_counted, words_first, words_second, finished_at)
values (tests.id('demo'), 'complete', 'provider', 'first', 1, 1, 10, 20, now());
insert into public.judge_verdicts (panel_id, judge_index, judge_model, status, winner, passes_agree, passes)
select p.id, 0, 'judge-z', 'counted', 'first', true, '[]' from public.judge_panels p where p.debate_id = tests.id('demo');
select tests.clear_authentication();
select is((select count(*)::integer from public.judges_model_leaderboard()), 0,
  'the judges'' model leaderboard does not rate the debaters of demo text');
select is((select count(*)::integer from public.judges_record() where judge_model = 'judge-z'), 0,
  'the judges'' record leaves a verdict on demo text out');
select tests.authenticate_as('alice');
select is((select count(*)::integer from public.judges_model_leaderboard()), 0, 'another user reads the same judges'' leaderboard');

select * from finish();
rollback;
