-- Continuations, questions and rematches: who may continue or rematch what (the owner, another user,
-- a visitor, the service role; private, hidden, removed and deleted originals), the copied prefix and
-- its integrity after the original changes, questions for both speakers, the allowance spent only on
-- the turns a generation writes, saving with who wrote each turn, and the debate's family.
begin;
select plan(79);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.create_supabase_user('pat', 'pat@agora.test');
select tests.make_pro('pat');
select tests.freeze_time('2026-03-10 12:00:00Z');

-- The speakers a continuer picks.
create function pg_temp.speakers(model1 text default 'gpt-3.5-turbo', model2 text default 'gpt-4')
returns jsonb language sql immutable as $$
  select jsonb_build_object(
    'model1', jsonb_build_object('name', model1, 'stance', 0.6, 'rhetoricStyle', 'factual', 'systemPrompt', 'A statistician'),
    'model2', jsonb_build_object('name', model2, 'stance', -0.6, 'rhetoricStyle', 'emotional', 'systemPrompt', ''))
$$;
create function pg_temp.after(round integer, speaker integer) returns jsonb language sql immutable as $$
  select jsonb_build_object('roundIndex', round, 'speakerIndex', speaker)
$$;
-- A turn as the runner reports it, at a place of the plan.
create function pg_temp.turn(role text, round integer, speaker integer, text text, question integer default null)
returns jsonb language sql immutable as $$
  select jsonb_build_object('role', role, 'roundIndex', round, 'speakerIndex', speaker, 'questionIndex', question,
                            'text', text, 'summary', 'In short: ' || text, 'complete', true, 'authorKind', 'model',
                            'model', case speaker when 0 then 'gpt-3.5-turbo' else 'gpt-4' end)
$$;
create function pg_temp.credit(who text) returns text language sql stable as $$
  select (u.free_debates_remaining, u.turn_credit, u.total_debates)::text from public.debate_usage u
   where u.user_id = tests.get_supabase_uid(who)
$$;

select tests.remember('shared', tests.create_debate('alice', 'Should cities ban cars?', shared => true));
select tests.remember('private', tests.create_debate('alice', 'Is chess a sport?'));
select tests.set_usage('bob', 2, total => 0);
select tests.set_usage('alice', 2, total => 0);

-- -----------------------------------------------------------------------------
-- Who may continue what
-- -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), pg_temp.after(1, 0), pg_temp.speakers()) $$,
  '42501', null, 'a visitor cannot continue a debate');
select tests.authenticate_as_service_role();
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), pg_temp.after(1, 0), pg_temp.speakers()) $$,
  'AG401', 'You must be signed in.', 'the service role continues nothing on nobody''s behalf');
select tests.authenticate_as('bob');
select throws_ok($$ select * from public.begin_continuation(tests.id('private'), pg_temp.after(1, 0), pg_temp.speakers()) $$,
  'AG030', 'Debate not found', 'another user cannot continue a private debate (nor learn it exists)');
select throws_ok($$ select * from public.begin_rematch(tests.id('private')) $$,
  'AG030', 'Debate not found', 'nor rematch it');
select tests.authenticate_as('alice');
select lives_ok($$ select * from public.begin_continuation(tests.id('private'), pg_temp.after(2, 0), pg_temp.speakers()) $$,
  'the owner continues their own private debate');
select tests.as_postgres();
select is((select count(*)::int from public.generation_turns t join public.debate_generations g on g.id = t.generation_id
            where g.user_id = tests.get_supabase_uid('alice') and t.inherited), 5,
  'her continuation copies the five turns before the Second Speaker''s summary');

select tests.authenticate_as('bob');
select tests.remember('cont', (select generation_id from public.begin_continuation(tests.id('shared'), pg_temp.after(1, 0),
                                                                                   pg_temp.speakers())));
select isnt(tests.id('cont'), null, 'another user continues a shared debate after Round 2, First Speaker');

-- Hidden, removed and deleted originals.
select tests.as_postgres();
update public.debates set moderation_state = 'hidden' where id = tests.id('shared');
select tests.authenticate_as('bob');
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), pg_temp.after(1, 0), pg_temp.speakers()) $$,
  'AG030', 'Debate not found', 'a hidden debate is not continued by another user');
select tests.authenticate_as('alice');
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), pg_temp.after(1, 0), pg_temp.speakers()) $$,
  'AG396', 'A debate under review or removed by a moderator cannot be continued or rematched.',
  'nor by its owner while under review');
select throws_ok($$ select * from public.begin_rematch(tests.id('shared')) $$,
  'AG396', 'A debate under review or removed by a moderator cannot be continued or rematched.', 'nor rematched');
select tests.as_postgres();
update public.debates set moderation_state = 'visible' where id = tests.id('shared');
select tests.remember('removed', tests.create_debate('alice', 'Is cereal a soup?', shared => true));
update public.debates set moderation_state = 'removed' where id = tests.id('removed');
select tests.authenticate_as('alice');
select throws_ok($$ select * from public.begin_continuation(tests.id('removed'), pg_temp.after(1, 0), pg_temp.speakers()) $$,
  'AG396', 'A debate under review or removed by a moderator cannot be continued or rematched.',
  'a removed debate is never continued, even by its owner');
select tests.as_postgres();
select tests.remember('doomed', tests.create_debate('alice', 'Is a hot dog a sandwich?', shared => true));
delete from public.debates where id = tests.id('doomed');
select tests.authenticate_as('bob');
select throws_ok($$ select * from public.begin_continuation(tests.id('doomed'), pg_temp.after(0, 0), pg_temp.speakers()) $$,
  'AG030', 'Debate not found', 'a deleted debate is not continued');

-- -----------------------------------------------------------------------------
-- Where one may continue, and with what
-- -----------------------------------------------------------------------------
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), '{"roundIndex": 3, "speakerIndex": 0}', pg_temp.speakers()) $$,
  'AG391', 'Choose a turn of this debate to continue after.', 'a turn that does not exist is refused');
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), '"Round 2"', pg_temp.speakers()) $$,
  'AG391', 'Choose a turn of this debate to continue after.', 'a place must name a turn');
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), pg_temp.after(1, 0), pg_temp.speakers(), 'Why?') $$,
  'AG392', 'A question is put to both speakers after a round, once both have spoken.', 'a question comes after a whole round');
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), pg_temp.after(2, 1), pg_temp.speakers()) $$,
  'AG393', 'Nothing is left to write after this turn: ask both speakers a question.', 'after the last turn, only a question');
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), pg_temp.after(1, 1), pg_temp.speakers(), '   ') $$,
  'AG394', 'A question has 1 to 1000 characters.', 'a blank question is refused');
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), pg_temp.after(1, 1), pg_temp.speakers(), repeat('?', 1001)) $$,
  'AG394', 'A question has 1 to 1000 characters.', 'a question of more than 1000 characters is refused');
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), pg_temp.after(1, 1), pg_temp.speakers(), null, true) $$,
  'AG395', 'No reader has asked this debate a question yet.', 'the readers'' question needs a reader''s question');
select throws_ok($$ select * from public.begin_continuation(tests.id('shared'), pg_temp.after(1, 1), jsonb_set(pg_temp.speakers(), '{model1,stance}', '3')) $$,
  'AG010', 'model1.stance: must be a number from -1 to 1 in steps of 0.1', 'the speakers are checked as a new debate''s');
select is(pg_temp.credit('bob'), '(1,3,1)', 'refusals spent nothing: bob''s one continuation paid three turns of a free debate');

-- -----------------------------------------------------------------------------
-- The copied prefix and the plan
-- -----------------------------------------------------------------------------
select tests.as_postgres();
select results_eq(
  $$ select sequence::int, role, round_index::int, speaker_index::int, inherited, author_kind, model, text = tests.turn_text(tests.id('shared'), round_index, speaker_index)
       from public.generation_turns where generation_id = tests.id('cont') order by sequence $$,
  $$ values (0, 'speaker', 0, 0, true, 'model', 'gpt-4', true), (1, 'speaker', 0, 1, true, 'model', 'gpt-3.5-turbo', true),
            (2, 'speaker', 1, 0, true, 'model', 'gpt-4', true) $$,
  'the prefix is the original''s turns up to the chosen one, complete, attributed to the models that wrote them');
select is((select count(*)::int from public.generation_turns where generation_id = tests.id('cont') and inherited_from = tests.id('shared')), 3,
  'each copied turn names the debate it was written in');
select results_eq(
  $$ select e ->> 'role', (e ->> 'roundIndex')::int, (e ->> 'speakerIndex')::int, e ->> 'author'
       from public.debate_generations g, jsonb_array_elements(g.plan) e where g.id = tests.id('cont') $$,
  $$ values ('speaker', 0, 0, 'inherited'), ('speaker', 0, 1, 'inherited'), ('speaker', 1, 0, 'inherited'),
            ('speaker', 1, 1, 'model'), ('speaker', 2, 0, 'model'), ('speaker', 2, 1, 'model') $$,
  'the plan: the copied turns, then the three turns to write');
select results_eq(
  $$ select settings ->> 'topic', settings #>> '{model1,name}', settings #>> '{model1,systemPrompt}', family_kind, continued_from,
            continued_after, turns_charged::int
       from public.debate_generations where id = tests.id('cont') $$,
  $$ values ('Should cities ban cars?'::text, 'gpt-3.5-turbo'::text, 'A statistician'::text, 'continuation'::text, tests.id('shared'),
             '{"roundIndex": 1, "speakerIndex": 0}'::jsonb, 3) $$,
  'the continuation keeps the motion, takes the continuer''s speakers, and records where it comes from and the turns it paid for');

select tests.authenticate_as_service_role();
select throws_ok($$ select public.record_generation_turn(tests.id('cont'), 2, pg_temp.turn('speaker', 1, 0, 'Rewritten')) $$,
  'AG023', 'Only the turns the runner writes are recorded by it.', 'the runner never writes over a copied turn');
select is(public.record_generation_turn(tests.id('cont'), 3, pg_temp.turn('speaker', 1, 1, 'A new rebuttal.')), 'running',
  'the runner writes the first turn after the copied ones');

-- The original changes: the copy does not.
select tests.as_postgres();
update public.debate_turns set text = 'Edited afterwards.' where debate_id = tests.id('shared') and round_index = 0;
select tests.authenticate_as('alice');
select public.unshare_debate(tests.id('shared'));
select tests.authenticate_as('bob');
select is((select count(*)::int from public.generation_turns where generation_id = tests.id('cont') and text = 'Edited afterwards.'), 0,
  'the continuation''s prefix is what was read: later edits of the original do not reach it');
select is((public.get_open_generation() -> 'turns' -> 0 ->> 'text'), 'Round 0 speaker 0 argues that Should cities ban cars? The evidence is plain.',
  'and it stays readable to the continuer after the original was unshared');
select is((public.get_open_generation() -> 'origin' ->> 'afterLabel'), 'Round 2, First Speaker',
  'the engine says where it continues: after Round 2, First Speaker');

select tests.authenticate_as_service_role();
select public.record_generation_turn(tests.id('cont'), 4, pg_temp.turn('speaker', 2, 0, 'A closing.'));
select public.record_generation_turn(tests.id('cont'), 5, pg_temp.turn('speaker', 2, 1, 'Another closing.'));
select is((public.finish_generation(tests.id('cont'))).status, 'completed', 'the continuation finishes after its planned turns');
select tests.authenticate_as('bob');
select tests.remember('bobs', (public.save_debate(tests.id('cont'), array['Politics'])).id);
select results_eq(
  $$ select family_kind, continued_from, stopped_after from public.debates where id = tests.id('bobs') $$,
  $$ values ('continuation'::text, tests.id('shared'), null::smallint) $$, 'the saved continuation is whole and says what it continues');
select results_eq(
  $$ select round_index::int, speaker_index::int, inherited, model from public.debate_turns where debate_id = tests.id('bobs')
      order by round_index, speaker_index $$,
  $$ values (0, 0, true, 'gpt-4'), (0, 1, true, 'gpt-3.5-turbo'), (1, 0, true, 'gpt-4'),
            (1, 1, false, 'gpt-4'), (2, 0, false, 'gpt-3.5-turbo'), (2, 1, false, 'gpt-4') $$,
  'its six turns say which were copied and which model wrote each');

-- Deleting the original takes nothing from the continuation.
select tests.authenticate_as('alice');
select public.delete_debate(tests.id('shared'));
select tests.authenticate_as('bob');
select results_eq($$ select count(*)::int, min(text) from public.debate_turns where debate_id = tests.id('bobs') and round_index = 0 and speaker_index = 0 $$,
  $$ values (1, 'Round 0 speaker 0 argues that Should cities ban cars? The evidence is plain.'::text) $$,
  'the prefix stays readable after the original is deleted');
select results_eq($$ select family_kind, continued_from from public.debates where id = tests.id('bobs') $$,
  $$ values ('continuation'::text, null::uuid) $$, 'it stays a continuation, of a debate no longer there');
select is((public.get_debate_family(tests.id('bobs')) #>> '{origin,afterLabel}'), 'Round 2, First Speaker',
  'its family still says after which turn it went on');
select is((public.get_debate_family(tests.id('bobs')) #>> '{origin,original}'), null, 'with no original to open');

-- -----------------------------------------------------------------------------
-- A question for both speakers
-- -----------------------------------------------------------------------------
select tests.remember('asked', tests.create_debate('alice', 'Should zoos exist?', shared => true));
select tests.authenticate_as('bob');
select tests.remember('q', (select generation_id from public.begin_continuation(tests.id('asked'), pg_temp.after(1, 1),
                                                                                pg_temp.speakers(), '  What would change your mind?  ')));
select tests.as_postgres();
select results_eq(
  $$ select e ->> 'role', (e ->> 'roundIndex')::int, (e ->> 'speakerIndex')::int, (e ->> 'questionIndex')::int, e ->> 'author'
       from public.debate_generations g, jsonb_array_elements(g.plan) e where g.id = tests.id('q') $$,
  $$ values ('speaker', 0, 0, null::int, 'inherited'), ('speaker', 0, 1, null, 'inherited'), ('speaker', 1, 0, null, 'inherited'),
            ('speaker', 1, 1, null, 'inherited'), ('question', 1, null, 0, 'person'), ('answer', 1, 0, 0, 'model'),
            ('answer', 1, 1, 0, 'model'), ('speaker', 2, 0, null, 'model'), ('speaker', 2, 1, null, 'model') $$,
  'a question after Round 2: both speakers answer it, then Round 3 follows');
select results_eq($$ select text, author_kind, author_id, complete from public.generation_turns where generation_id = tests.id('q') and role = 'question' $$,
  $$ values ('What would change your mind?'::text, 'person'::text, tests.get_supabase_uid('bob'), true) $$,
  'the question is the asker''s own words, trimmed, and already written');
select is((select turns_charged::int from public.debate_generations where id = tests.id('q')), 4,
  'it pays for the two answers and the two turns of Round 3, not for the copied turns or the question');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.record_generation_turn(tests.id('q'), 5, pg_temp.turn('answer', 1, 1, 'Out of turn.', 0)) $$,
  'AG023', 'A turn is recorded at its place in the debate.', 'the first answer is the First Speaker''s');
select public.record_generation_turn(tests.id('q'), 5, pg_temp.turn('answer', 1, 0, 'Evidence would.', 0));
select public.record_generation_turn(tests.id('q'), 6, pg_temp.turn('answer', 1, 1, 'Nothing would.', 0));
select public.record_generation_turn(tests.id('q'), 7, pg_temp.turn('speaker', 2, 0, 'So zoos.'));
-- Stopped before the last turn: the unwritten one comes back as credit, what was written can be saved.
select tests.authenticate_as('bob');
select is(pg_temp.credit('bob'), '(0,5,2)', 'before the stop: four turns paid from credit and a free debate');
select is((public.stop_generation(tests.id('q')) ->> 'status'), 'stopped', 'bob stops it before the last turn');
select is(pg_temp.credit('bob'), '(1,0,2)', 'the one unwritten turn came back: six turns in hand are a free debate again');
select tests.remember('qsaved', (public.save_debate(tests.id('q'), array['Ethics'])).id);
select results_eq(
  $$ select question_index::int, after_round::int, question, source, asked_by, first_text, second_text, second_model, inherited
       from public.debate_questions where debate_id = tests.id('qsaved') $$,
  $$ values (0, 1, 'What would change your mind?'::text, 'asker'::text, tests.get_supabase_uid('bob'), 'Evidence would.'::text,
             'Nothing would.'::text, 'gpt-4'::text, false) $$,
  'the saved debate keeps the question exchange with both answers');
select is((select stopped_after::int from public.debates where id = tests.id('qsaved')), 5, 'stopped after five speaker turns');

-- The readers' question: the question-shaped top-level response with the most replies.
select tests.as_postgres();
insert into public.threaded_responses (debate_id, round_index, speaker_index, original_text, original_text_start, original_text_end,
                                       author_id, author_name, content, created_at)
select tests.id('asked'), 0, 0, 'Round', 0, 5, tests.get_supabase_uid(a), a, c, t
  from (values ('alice', 'Who pays for the keepers?', '2026-03-10 12:00:01Z'::timestamptz),
               ('bob', 'A statement, not a question.', '2026-03-10 12:00:02Z'),
               ('pat', 'Do the animals mind?', '2026-03-10 12:00:03Z')) v (a, c, t);
insert into public.threaded_responses (debate_id, parent_id, round_index, speaker_index, original_text, original_text_start,
                                       original_text_end, author_id, author_name, content)
select tests.id('asked'), tests.response_id(p), 0, 0, 'Round', 0, 5, tests.get_supabase_uid('alice'), 'alice', 'A reply.'
  from (values ('Do the animals mind?'), ('Do the animals mind?'), ('A statement, not a question.'), ('A statement, not a question.'),
               ('A statement, not a question.'), ('Who pays for the keepers?')) v (p);
select tests.authenticate_as('alice');
select tests.remember('rq', (select generation_id from public.begin_continuation(tests.id('asked'), pg_temp.after(2, 1),
                                                                                 pg_temp.speakers(), null, true)));
select tests.as_postgres();
select results_eq($$ select text, author_id from public.generation_turns where generation_id = tests.id('rq') and role = 'question' $$,
  $$ values ('Do the animals mind?'::text, tests.get_supabase_uid('pat')) $$,
  'the moderator picks the question with the most replies (a statement with more replies is no question)');
select is((select plan -> 6 ->> 'source' from public.debate_generations where id = tests.id('rq')), 'readers',
  'and records that the readers asked it');
select is((select turns_charged::int from public.debate_generations where id = tests.id('rq')), 2,
  'a question after the last round costs its two answers');

-- A continuation of a debate with a question copies the exchange.
select tests.authenticate_as('bob');
select public.share_debate(tests.id('qsaved'));
select tests.as_postgres();
update public.debate_usage set free_debates_remaining = 0, turn_credit = 1 where user_id = tests.get_supabase_uid('alice');
select tests.authenticate_as('alice');
select throws_ok($$ select * from public.begin_continuation(tests.id('qsaved'), pg_temp.after(1, 1), pg_temp.speakers()) $$,
  'AG001', 'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account',
  'with no free debate and one turn in hand, a continuation that needs two is refused (AG001)');
select tests.as_postgres();
select tests.set_usage('alice', 1);
select tests.authenticate_as('alice');
select tests.remember('cq', (select generation_id from public.begin_continuation(tests.id('qsaved'), '{"questionIndex": 0}',
                                                                                 pg_temp.speakers())));
select tests.as_postgres();
select results_eq(
  $$ select role, inherited, author_kind, text from public.generation_turns where generation_id = tests.id('cq') and role in ('question', 'answer')
      order by sequence $$,
  $$ values ('question'::text, true, 'person'::text, 'What would change your mind?'::text), ('answer', true, 'model', 'Evidence would.'),
            ('answer', true, 'model', 'Nothing would.') $$,
  'continuing after a question exchange copies the question and both answers');
select is((select turns_charged::int from public.debate_generations where id = tests.id('cq')), 2, 'and writes Round 3 only');

-- -----------------------------------------------------------------------------
-- Rematch: the same motion, sides swapped
-- -----------------------------------------------------------------------------
select tests.as_postgres();
select tests.remember('orig', tests.create_debate('alice', 'Is remote work better?', shared => true));
update public.debates set generation_id = tests.create_generation('alice',
  jsonb_set(jsonb_set(tests.debate_settings('Is remote work better?'), '{model1,systemPrompt}', '"A founder"'), '{model2,systemPrompt}', '"A nurse"'))
 where id = tests.id('orig');
select tests.set_usage('alice', 1);
select tests.authenticate_as('alice');
select tests.remember('rm', (select generation_id from public.begin_rematch(tests.id('orig'))));
select tests.as_postgres();
select results_eq(
  $$ select settings #>> '{model1,name}', (settings #>> '{model1,stance}')::numeric, settings #>> '{model1,rhetoricStyle}',
            settings #>> '{model1,systemPrompt}', settings #>> '{model2,name}', (settings #>> '{model2,stance}')::numeric,
            settings #>> '{model2,rhetoricStyle}', settings #>> '{model2,systemPrompt}', family_kind, rematch_of, turns_charged::int
       from public.debate_generations where id = tests.id('rm') $$,
  $$ values ('gpt-3.5-turbo'::text, 0.6::numeric, 'casual'::text, 'A nurse'::text, 'gpt-4'::text, -0.6::numeric, 'formal'::text,
             'A founder'::text, 'rematch'::text, tests.id('orig'), 6) $$,
  'the owner''s rematch swaps models, styles and personality hints; each seat keeps its stance; six turns paid');
select is((select jsonb_array_length(plan) from public.debate_generations where id = tests.id('rm')), 6, 'a rematch is a whole new debate');
select tests.authenticate_as('pat');
select tests.remember('prm', (select generation_id from public.begin_rematch(tests.id('orig'))));
select tests.as_postgres();
select results_eq($$ select settings #>> '{model1,systemPrompt}', settings #>> '{model2,systemPrompt}', turns_charged::int
                       from public.debate_generations where id = tests.id('prm') $$,
  $$ values (''::text, ''::text, 0) $$, 'another user''s rematch leaves the owner''s personality hints out; PRO pays nothing');
select is(pg_temp.credit('pat'), '(2,0,1)', 'a PRO user''s allowance is untouched (the debate counted)');
select tests.remember('same', tests.create_debate('alice', 'Is tea better than coffee?', shared => true));
update public.debates set speaker2_model = 'gpt-4', speaker2_rhetoric_style = 'formal' where id = tests.id('same');
select tests.authenticate_as('pat');
select throws_ok($$ select * from public.begin_rematch(tests.id('same')) $$, 'AG398',
  'Both speakers are the same model in the same style: swapping them changes nothing.', 'a rematch must swap something');

-- -----------------------------------------------------------------------------
-- The family: grouped in the ranking under the listed original, counted on its card
-- -----------------------------------------------------------------------------
select tests.as_postgres();
select tests.remember('root', tests.create_debate('alice', 'Should homework be banned?', shared => true));
insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance,
                            user_display_name, family_kind, continued_from, continued_after, rematch_of)
select tests.get_supabase_uid(who), 'Should homework be banned?', array['Politics']::public.debate_category[], m1, 0.6, m2, -0.6,
       who, kind, case when kind = 'continuation' then parent end, case when kind = 'continuation' then '{"roundIndex": 1, "speakerIndex": 1}'::jsonb end,
       case when kind = 'rematch' then parent end
  from (values ('bob', 'continuation', tests.id('root'), 'gpt-4', 'gpt-4'),
               ('pat', 'rematch', tests.id('root'), 'gpt-3.5-turbo', 'gpt-4'),
               ('bob', 'continuation', tests.id('root'), 'gpt-3.5-turbo', 'gpt-3.5-turbo')) v (who, kind, parent, m1, m2);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
select d.id, r, s, 'A turn.', 'A summary.' from public.debates d, generate_series(0, 2) r, generate_series(0, 1) s
 where d.family_kind is not null and d.topic = 'Should homework be banned?';
select tests.remember('c1', (select id from public.debates where family_kind = 'continuation' and topic = 'Should homework be banned?' and speaker1_model = 'gpt-4'));
select tests.remember('r1', (select id from public.debates where family_kind = 'rematch' and topic = 'Should homework be banned?'));
select tests.remember('c2', (select id from public.debates where family_kind = 'continuation' and topic = 'Should homework be banned?' and speaker1_model = 'gpt-3.5-turbo'));
select results_eq($$ select grouped_under from public.debates where id in (tests.id('c1'), tests.id('r1'), tests.id('c2')) $$,
  $$ values (tests.id('root')), (tests.id('root')), (tests.id('root')) $$, 'each is grouped under its listed original');
select results_eq($$ select continuation_count, rematch_count from public.debates where id = tests.id('root') $$,
  $$ values (0, 0) $$, 'private continuations and rematches are not counted on the original''s card');
select tests.authenticate_as('bob');
select public.share_debate(tests.id('c1'));
select tests.authenticate_as('pat');
select public.share_debate(tests.id('r1'));
select tests.as_postgres();
select results_eq($$ select continuation_count, rematch_count from public.debates where id = tests.id('root') $$,
  $$ values (1, 1) $$, 'shared, they are counted: 1 continuation · 1 rematch');
-- A continuation of a continuation is grouped under the top of the family.
insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model, speaker2_stance,
                            user_display_name, family_kind, continued_from, continued_after)
values (tests.get_supabase_uid('pat'), 'Should homework be banned?', array['Politics']::public.debate_category[], 'gpt-4', 0.6,
        'gpt-3.5-turbo', -0.6, 'pat', 'continuation', tests.id('c1'), '{"roundIndex": 2, "speakerIndex": 0}');
select tests.remember('c1a', (select id from public.debates where continued_from = tests.id('c1')));
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
select tests.id('c1a'), r, s, 'A turn.', 'A summary.' from generate_series(0, 2) r, generate_series(0, 1) s;
select tests.authenticate_as('pat');
select public.share_debate(tests.id('c1a'));
select tests.as_postgres();
select results_eq($$ select grouped_under, (select continuation_count from public.debates where id = tests.id('root'))
                       from public.debates where id = tests.id('c1a') $$,
  $$ values (tests.id('root'), 2) $$, 'a continuation of a continuation joins the family at its top: 2 continuations');

select tests.clear_authentication();
select is((select count(*)::int from public.list_public_debates() l where l.topic = 'Should homework be banned?'), 1,
  'the ranking lists the family once, under its original');
select results_eq($$ select continuation_count, rematch_count from public.list_public_debates() l where l.id = tests.id('root') $$,
  $$ values (2, 1) $$, 'whose card carries "2 continuations · 1 rematch"');
select is((select count(*)::int from public.list_public_debates(p_grouped => false) l where l.topic = 'Should homework be banned?'), 4,
  'the filter lists them apart: the original, two continuations and the rematch');
select is((select count(*)::int from public.list_public_debates(p_sort => 'popular') l where l.topic = 'Should homework be banned?'), 1,
  'grouped in every sort');
select is(jsonb_array_length(public.get_debate_family(tests.id('root')) -> 'members'), 3,
  'a visitor opening the original sees its three shared family members');
select is((public.get_debate_family(tests.id('c1')) #>> '{origin,original,id}')::uuid, tests.id('root'),
  'a continuation links its shared original');
select is((public.get_debate_family(tests.id('c2'))), null, 'a private continuation is nobody else''s to see');

-- The original unshared: its family becomes cards of their own, and its link goes.
select tests.authenticate_as('alice');
select public.unshare_debate(tests.id('root'));
select tests.as_postgres();
select results_eq($$ select id, grouped_under from public.debates where id in (tests.id('c1'), tests.id('c1a'), tests.id('r1')) order by id $$,
  $$ select id, case when id = tests.id('c1a') then tests.id('c1') end from public.debates
      where id in (tests.id('c1'), tests.id('c1a'), tests.id('r1')) order by id $$,
  'unsharing the original regroups its family: its children are cards, a grandchild groups under its listed parent');
select results_eq($$ select continuation_count, rematch_count from public.debates where id = tests.id('root') $$,
  $$ values (0, 0) $$, 'the unshared original counts nothing');
select tests.clear_authentication();
select is((select count(*)::int from public.list_public_debates() l where l.topic = 'Should homework be banned?'), 2,
  'the ranking lists the continuation and the rematch; the continuation of the continuation stays grouped under it');
select is((public.get_debate_family(tests.id('c1')) #>> '{origin,original}'), null,
  'a reader of the continuation no longer gets a link to the unshared original (nothing private through a continuation)');
select tests.authenticate_as('alice');
select is((public.get_debate_family(tests.id('c1')) #>> '{origin,original,id}')::uuid, tests.id('root'),
  'its owner still does');
select tests.as_postgres();
select public.share_debate(tests.id('root')) from (select tests.authenticate_as('alice')) a;
select tests.as_postgres();
select results_eq($$ select continuation_count, rematch_count from public.debates where id = tests.id('root') $$,
  $$ values (2, 1) $$, 'shared again, it gathers its family again');

-- Hidden by reports: its family is listed apart for everyone else.
update public.debates set moderation_state = 'hidden' where id = tests.id('root');
select is((select grouped_under from public.debates where id = tests.id('c1')), null, 'a hidden original groups nothing');
update public.debates set moderation_state = 'visible' where id = tests.id('root');
select is((select grouped_under from public.debates where id = tests.id('c1')), tests.id('root'), 'restored, it groups again');

-- Deleted: its children lose the link and become cards of their own.
select tests.authenticate_as('alice');
select public.delete_debate(tests.id('root'));
select tests.as_postgres();
select results_eq($$ select family_kind, parent_id, grouped_under from public.debates where id = tests.id('r1') $$,
  $$ values ('rematch'::text, null::uuid, null::uuid) $$, 'a deleted original leaves its rematch a card of its own, still a rematch');

-- -----------------------------------------------------------------------------
-- A continuation never counts on a model's record
-- -----------------------------------------------------------------------------
select private.store_verdict(tests.id('c1'), 40, 0, 10);
select results_eq($$ select status, listed from private.debate_verdicts where debate_id = tests.id('c1') $$,
  $$ values ('decided'::text, false) $$, 'a shared continuation''s verdict is kept off the leaderboard');
select private.store_verdict(tests.id('r1'), 40, 0, 10);
select is((select listed from private.debate_verdicts where debate_id = tests.id('r1')), true, 'a rematch counts like any debate');

select * from finish();
rollback;
