-- =============================================================================
-- Continuations, questions for both speakers, rematches with sides swapped.
--
-- A continuation is a new debate whose transcript up to a chosen turn is another debate's, copied
-- (never referenced: the original may later change, be unshared or be deleted, and the copy stays as
-- it was read), attributed turn by turn, and whose following turns the continuer's speakers write.
-- Only a debate its continuer may read — shared and visible, or their own — is continued, so
-- nothing private becomes readable through one; a debate under review is not continued at all.
--
-- A question for both speakers comes after a round: the person's own question, or the readers'
-- question the moderator picks from the continued debate's responses. Responses carry no votes, so
-- "the readers' most upvoted question" is defined as the question-shaped top-level response (a
-- visible, undeleted response with a question mark, at most 1000 characters) with the most replies;
-- the earliest wins a tie. Both speakers answer it in turn, in a labelled exchange, before the debate
-- goes on (or closes). The three rounds keep their titles and order; questions sit between them.
--
-- A rematch is the same motion with the two speakers' models (and styles, and the owner's own
-- personality hints) swapped: each model argues the side the other argued. The pair is linked both
-- ways (`debates.rematch_of`; the original lists its rematches).
--
-- Spending: a continuation, question or rematch pays for the speaker turns it generates (answers
-- included), never for the turns it copies (private.spend_turns).
--
-- The ranking groups a continuation or rematch under its original when the original is listed
-- (shared and visible), through the top of its family (`debates.grouped_under`, kept by a trigger
-- with the family's counts), so the ranking's query stays an index walk.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Where a generation comes from
-- -----------------------------------------------------------------------------
alter table public.debate_generations
  add column continued_from uuid references public.debates (id) on delete set null,
  add column continued_after jsonb,
  add column rematch_of uuid references public.debates (id) on delete set null,
  add column family_kind text,
  add constraint debate_generations_family_kind_valid check (
    (family_kind is null and continued_after is null)
    or (family_kind = 'continuation' and continued_after is not null)
    or (family_kind = 'rematch' and continued_after is null)),
  add constraint debate_generations_one_origin check (continued_from is null or rematch_of is null);
comment on column public.debate_generations.family_kind is 'continuation (it reuses another debate''s turns up to a point), rematch (the same motion, sides swapped), or null (a new debate).';
comment on column public.debate_generations.continued_from is 'The debate this one continues (null once deleted; family_kind stays).';
comment on column public.debate_generations.continued_after is 'The turn it continues after: {roundIndex, speakerIndex} or {questionIndex}.';
comment on column public.debate_generations.rematch_of is 'The debate this one rematches with the sides swapped (null once deleted).';

-- -----------------------------------------------------------------------------
-- Where a debate comes from, and its family in the ranking
-- -----------------------------------------------------------------------------
alter table public.debates
  add column family_kind text,
  add column continued_from uuid references public.debates (id) on delete set null,
  add column continued_after jsonb,
  add column rematch_of uuid references public.debates (id) on delete set null,
  add column parent_id uuid generated always as (coalesce(continued_from, rematch_of)) stored,
  add column grouped_under uuid,
  add column continuation_count integer not null default 0,
  add column rematch_count integer not null default 0,
  add constraint debates_family_kind_valid check (
    (family_kind is null and continued_after is null and continued_from is null and rematch_of is null)
    or (family_kind = 'continuation' and continued_after is not null and rematch_of is null)
    or (family_kind = 'rematch' and continued_after is null and continued_from is null)),
  add constraint debates_family_counts_non_negative check (continuation_count >= 0 and rematch_count >= 0);
comment on column public.debates.family_kind is 'continuation, rematch, or null (a debate of its own): fixed at save, kept when the original goes.';
comment on column public.debates.continued_from is 'The debate this one continues (null once deleted).';
comment on column public.debates.continued_after is 'The turn it continues after: {roundIndex, speakerIndex} or {questionIndex}.';
comment on column public.debates.rematch_of is 'The debate this one rematches with the sides swapped (null once deleted).';
comment on column public.debates.grouped_under is 'The listed debate at the top of this one''s family, under which the ranking groups it; null when it is listed as a card of its own. Kept by a trigger.';
comment on column public.debates.continuation_count is 'Shared, visible continuations grouped under this debate in the ranking. Kept by a trigger.';
comment on column public.debates.rematch_count is 'Shared, visible rematches grouped under this debate in the ranking. Kept by a trigger.';
create index debates_parent_id_idx on public.debates (parent_id) where parent_id is not null;
create index debates_grouped_under_idx on public.debates (grouped_under) where grouped_under is not null;

-- The debate functions return the debate row with its tallies: with its family too.
create or replace view public.debates_with_tallies with (security_invoker = true) as
 select d.id, d.user_id, d.generation_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
        d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style,
        d.speaker2_model, d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public,
        d.shared_at, d.user_display_name, d.views, d.is_pro, d.search_text, d.persuasion_score, d.moderation_state,
        t.upvotes, t.downvotes, d.stopped_after,
        d.family_kind, d.continued_from, d.continued_after, d.rematch_of, d.parent_id, d.grouped_under,
        d.continuation_count, d.rematch_count
   from public.debates d
   join public.debate_tallies t on t.debate_id = d.id;

-- -----------------------------------------------------------------------------
-- table public.debate_questions
-- A question put to both speakers after a round, and their answers, as saved with the debate.
-- -----------------------------------------------------------------------------
create table public.debate_questions (
  debate_id uuid not null references public.debates (id) on delete cascade,
  question_index smallint not null,
  after_round smallint not null,
  question text not null,
  asked_by uuid references auth.users (id) on delete set null,
  source text not null,
  first_text text,
  first_summary text,
  first_model text,
  first_author_kind text,
  second_text text,
  second_summary text,
  second_model text,
  second_author_kind text,
  inherited boolean not null default false,
  inherited_from uuid,
  primary key (debate_id, question_index),
  constraint debate_questions_index_valid check (question_index between 0 and 9 and after_round between 0 and 2),
  constraint debate_questions_question_length check (question = btrim(question) and char_length(question) between 1 and 1000),
  constraint debate_questions_source_valid check (source in ('asker', 'readers')),
  constraint debate_questions_first_answer check (
    (first_text is null and first_summary is null and first_model is null and first_author_kind is null)
    or (char_length(btrim(first_text)) between 1 and 20000 and char_length(btrim(first_summary)) between 1 and 5000
        and first_model is not null and first_author_kind in ('model', 'demo'))),
  constraint debate_questions_second_answer check (
    (second_text is null and second_summary is null and second_model is null and second_author_kind is null)
    or (first_text is not null and char_length(btrim(second_text)) between 1 and 20000
        and char_length(btrim(second_summary)) between 1 and 5000 and second_model is not null
        and second_author_kind in ('model', 'demo'))),
  constraint debate_questions_inherited_from_copied check (inherited_from is null or inherited)
);
comment on table public.debate_questions is
  'Questions put to both speakers after a round, with each speaker''s answer (the second missing when the debate stopped before it). Written only by saving a generation.';
comment on column public.debate_questions.after_round is 'The round the exchange follows (0: after Round 1).';
comment on column public.debate_questions.source is 'asker: the person who started the continuation asked it; readers: the moderator picked the readers'' question with the most replies.';
comment on column public.debate_questions.asked_by is 'Who wrote the question (the continuer, or the reader whose response it was).';

alter table public.debate_questions enable row level security;
revoke all on table public.debate_questions from anon, authenticated, service_role;
grant select on table public.debate_questions to anon, authenticated;
grant select, insert, update, delete on table public.debate_questions to service_role;
create policy "questions are visible with their debate" on public.debate_questions for select to anon, authenticated
  using (exists (select 1 from public.debates d where d.id = debate_questions.debate_id));

-- -----------------------------------------------------------------------------
-- A debate's transcript, as places one can continue after
-- -----------------------------------------------------------------------------
-- Each speaker turn and each question exchange of a saved debate, in the order they are read.
create function private.transcript_points(p_debate_id uuid)
returns table (place integer, kind text, round_index smallint, speaker_index smallint, question_index smallint, complete boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select (row_number() over (order by p.round_index, p.kind_order, p.speaker_index, p.question_index))::integer,
         p.kind, p.round_index, p.speaker_index, p.question_index, p.complete
    from (select 'speaker' as kind, 0 as kind_order, t.round_index, t.speaker_index, null::smallint as question_index,
                 true as complete
            from public.debate_turns t where t.debate_id = p_debate_id
          union all
          select 'question', 1, q.after_round, null::smallint, q.question_index, q.second_text is not null
            from public.debate_questions q where q.debate_id = p_debate_id) p
$$;
comment on function private.transcript_points(uuid) is
  'The speaker turns and question exchanges of a saved debate in reading order (each round''s two turns, then the questions after it).';
revoke all on function private.transcript_points(uuid) from public;

-- "Round 2, First Speaker" or "Question 1": a place in a debate as a person reads it.
create function private.turn_point_label(p_point jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_point ? 'questionIndex' then 'Question ' || ((p_point ->> 'questionIndex')::integer + 1)
    when p_point ? 'roundIndex' then 'Round ' || ((p_point ->> 'roundIndex')::integer + 1) || ', '
         || case (p_point ->> 'speakerIndex') when '0' then 'First Speaker' else 'Second Speaker' end
  end
$$;
comment on function private.turn_point_label(jsonb) is 'A place in a debate as a person reads it: "Round 2, First Speaker" or "Question 1".';
revoke all on function private.turn_point_label(jsonb) from public;

-- -----------------------------------------------------------------------------
-- Who may continue or rematch what
-- -----------------------------------------------------------------------------
create function private.continuable_debate(p_debate_id uuid, p_user_id uuid)
returns public.debates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_debate public.debates;
begin
  -- Held until the new debate is opened: the original cannot be deleted or unshared halfway through the copy.
  select * into v_debate from public.debates d where d.id = p_debate_id for share;
  if not found or not ((v_debate.is_public and v_debate.moderation_state = 'visible') or v_debate.user_id = p_user_id) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if v_debate.moderation_state <> 'visible' then
    raise exception using errcode = 'AG396', message = 'A debate under review or removed by a moderator cannot be continued or rematched.';
  end if;
  return v_debate;
end;
$$;
comment on function private.continuable_debate(uuid, uuid) is
  'The debate a person may continue or rematch, locked against deletion while it is copied: shared and visible, or their own (AG030 otherwise); never one under review or removed (AG396).';
revoke all on function private.continuable_debate(uuid, uuid) from public;

-- The readers' question the moderator picks: see the header for how "most upvoted" is defined.
create function private.readers_top_question(p_debate_id uuid)
returns table (question text, asked_by uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select r.content, r.author_id
    from public.threaded_responses r
   where r.debate_id = p_debate_id and r.parent_id is null and r.deleted_at is null and r.moderation_state = 'visible'
     and strpos(r.content, '?') > 0 and char_length(r.content) <= 1000
   order by r.response_count desc, r.created_at, r.id
   limit 1
$$;
comment on function private.readers_top_question(uuid) is
  'The readers'' question with the most replies on a debate: a visible, undeleted top-level response with a question mark, at most 1000 characters (earliest first on a tie).';
revoke all on function private.readers_top_question(uuid) from public;

-- The settings a continuation or rematch runs with: the original's motion, the chosen speakers.
create function private.family_settings(p_debate public.debates, p_model1 jsonb, p_model2 jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.validate_debate_settings(jsonb_build_object(
    'topic', p_debate.topic, 'debateStyle', p_debate.debate_style::text, 'moderatorEnabled', p_debate.moderator_enabled,
    'model1', p_model1, 'model2', p_model2))
$$;
comment on function private.family_settings(public.debates, jsonb, jsonb) is
  'A continuation''s or rematch''s settings: the original''s topic, format and moderator with the given speakers, validated as a new debate''s.';
revoke all on function private.family_settings(public.debates, jsonb, jsonb) from public;

-- -----------------------------------------------------------------------------
-- function public.begin_continuation
-- -----------------------------------------------------------------------------
create function public.begin_continuation(p_debate_id uuid, p_after jsonb, p_settings jsonb, p_question text default null,
                                          p_readers_question boolean default false)
returns table (generation_id uuid, free_debates_remaining integer, turn_credit integer, total_debates integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_debate public.debates;
  v_settings jsonb;
  v_point record;
  v_found boolean := false;
  v_after jsonb;
  v_round integer;
  v_next_grid integer;
  v_question text;
  v_asked_by uuid := v_uid;
  v_source text := 'asker';
  v_questions integer;
  v_turns integer;
  v_plan jsonb := '[]'::jsonb;
  v_usage public.debate_usage;
  v_generation_id uuid;
  v_author text;
begin
  perform private.require_confirmed(v_uid);
  v_debate := private.continuable_debate(p_debate_id, v_uid);
  if p_settings is null or jsonb_typeof(p_settings) <> 'object' then
    perform private.invalid_setting('settings', 'debate settings are required');
  end if;
  v_settings := private.family_settings(v_debate, p_settings -> 'model1', p_settings -> 'model2');

  -- The place to continue after: a speaker's turn, or a whole question exchange.
  if jsonb_typeof(p_after) = 'object' and jsonb_typeof(p_after -> 'questionIndex') = 'number' then
    select * into v_point from private.transcript_points(p_debate_id) p
     where p.kind = 'question' and p.question_index = (p_after ->> 'questionIndex')::numeric and p.complete;
    v_found := found;
  elsif jsonb_typeof(p_after) = 'object' and jsonb_typeof(p_after -> 'roundIndex') = 'number'
        and jsonb_typeof(p_after -> 'speakerIndex') = 'number' then
    select * into v_point from private.transcript_points(p_debate_id) p
     where p.kind = 'speaker' and p.round_index = (p_after ->> 'roundIndex')::numeric
       and p.speaker_index = (p_after ->> 'speakerIndex')::numeric;
    v_found := found;
  end if;
  if not v_found then
    raise exception using errcode = 'AG391', message = 'Choose a turn of this debate to continue after.';
  end if;
  v_after := case v_point.kind when 'question' then jsonb_build_object('questionIndex', v_point.question_index)
             else jsonb_build_object('roundIndex', v_point.round_index, 'speakerIndex', v_point.speaker_index) end;
  v_round := v_point.round_index;
  -- The first of the six speaker places still to write.
  v_next_grid := case when v_point.kind = 'speaker' then v_round * 2 + v_point.speaker_index + 1 else (v_round + 1) * 2 end;

  -- The question, if any: the person's own, or the readers' top question.
  if p_readers_question then
    select q.question, q.asked_by into v_question, v_asked_by from private.readers_top_question(p_debate_id) q;
    if v_question is null then
      raise exception using errcode = 'AG395', message = 'No reader has asked this debate a question yet.';
    end if;
    v_source := 'readers';
  elsif p_question is not null then
    v_question := private.trim_whitespace(p_question);
    if v_question = '' or char_length(v_question) > 1000 then
      raise exception using errcode = 'AG394', message = 'A question has 1 to 1000 characters.';
    end if;
  end if;
  select count(*) into v_questions from private.transcript_points(p_debate_id) p
   where p.kind = 'question' and p.place <= v_point.place;
  if v_question is not null then
    if v_point.kind = 'speaker' and v_point.speaker_index = 0 then
      raise exception using errcode = 'AG392', message = 'A question is put to both speakers after a round, once both have spoken.';
    end if;
    if v_questions >= 10 then
      raise exception using errcode = 'AG397', message = 'A debate has at most 10 questions.';
    end if;
  end if;

  v_turns := (6 - v_next_grid) + case when v_question is not null then 2 else 0 end;
  if v_turns = 0 then
    raise exception using errcode = 'AG393', message = 'Nothing is left to write after this turn: ask both speakers a question.';
  end if;
  v_usage := private.spend_turns(v_uid, v_turns);

  -- The plan: the copied opening and transcript, the question, the turns still to write, the closing.
  v_author := case v_debate.generator when 'offline-demo' then 'demo' else 'model' end;
  if v_debate.moderator_enabled then
    v_plan := v_plan || jsonb_build_array(private.plan_entry('moderator', null, null, 'opening', null, 'inherited'));
  end if;
  select v_plan || coalesce(jsonb_agg(e order by p.place, x.n), '[]'::jsonb) into v_plan
    from private.transcript_points(p_debate_id) p
   cross join lateral (
     select 0 as n, private.plan_entry('speaker', p.round_index, p.speaker_index, null, null, 'inherited') as e
      where p.kind = 'speaker'
     union all
     select 0, private.plan_entry('question', p.round_index, null, null, p.question_index, 'inherited')
               || jsonb_build_object('source', q.source)
       from public.debate_questions q
      where p.kind = 'question' and q.debate_id = p_debate_id and q.question_index = p.question_index
     union all
     select 1 + s, private.plan_entry('answer', p.round_index, s, null, p.question_index, 'inherited')
       from generate_series(0, 1) s where p.kind = 'question') x
   where p.place <= v_point.place;
  if v_question is not null then
    v_plan := v_plan || jsonb_build_array(
      private.plan_entry('question', v_round, null, null, v_questions, 'person') || jsonb_build_object('source', v_source),
      private.plan_entry('answer', v_round, 0, null, v_questions, 'model'),
      private.plan_entry('answer', v_round, 1, null, v_questions, 'model'));
  end if;
  select v_plan || coalesce(jsonb_agg(private.plan_entry('speaker', g / 2, g % 2, null, null, 'model') order by g), '[]'::jsonb)
    into v_plan from generate_series(v_next_grid, 5) g;
  if v_debate.moderator_enabled then
    v_plan := v_plan || jsonb_build_array(private.plan_entry('moderator', null, null, 'closing', null, 'model'));
  end if;

  v_generation_id := private.open_generation(v_uid, v_settings, v_plan, v_turns);
  update public.debate_generations g
     set family_kind = 'continuation', continued_from = p_debate_id, continued_after = v_after
   where g.id = v_generation_id;

  -- The copied turns, complete from the start, each still naming who wrote it and where.
  insert into public.generation_turns (generation_id, sequence, role, round_index, speaker_index, phase, question_index, text,
                                       summary, complete, author_kind, model, inherited, inherited_from, author_id)
  select v_generation_id, (e.ordinality - 1)::smallint, c.role, c.round_index, c.speaker_index, c.phase, c.question_index,
         c.text, c.summary, true, c.author_kind, c.model, true, c.inherited_from, c.author_id
    from jsonb_array_elements(v_plan) with ordinality e (entry, ordinality)
   cross join lateral (
     select 'moderator' as role, null::smallint as round_index, null::smallint as speaker_index, 'opening' as phase,
            null::smallint as question_index, v_debate.moderator_opening as text, v_debate.moderator_opening as summary,
            v_author as author_kind, v_debate.speaker1_model as model, p_debate_id as inherited_from, null::uuid as author_id
      where e.entry ->> 'role' = 'moderator'
     union all
     select 'speaker', t.round_index, t.speaker_index, null, null, t.text, t.summary,
            coalesce(t.author_kind, v_author),
            coalesce(t.model, case t.speaker_index when 0 then v_debate.speaker1_model else v_debate.speaker2_model end),
            case when t.inherited then t.inherited_from else p_debate_id end, null
       from public.debate_turns t
      where e.entry ->> 'role' = 'speaker' and t.debate_id = p_debate_id
        and t.round_index = (e.entry ->> 'roundIndex')::smallint and t.speaker_index = (e.entry ->> 'speakerIndex')::smallint
     union all
     select 'question', q.after_round, null, null, q.question_index, q.question, q.question, 'person', null,
            case when q.inherited then q.inherited_from else p_debate_id end, q.asked_by
       from public.debate_questions q
      where e.entry ->> 'role' = 'question' and q.debate_id = p_debate_id
        and q.question_index = (e.entry ->> 'questionIndex')::smallint
     union all
     select 'answer', q.after_round, (e.entry ->> 'speakerIndex')::smallint, null, q.question_index,
            case e.entry ->> 'speakerIndex' when '0' then q.first_text else q.second_text end,
            case e.entry ->> 'speakerIndex' when '0' then q.first_summary else q.second_summary end,
            case e.entry ->> 'speakerIndex' when '0' then q.first_author_kind else q.second_author_kind end,
            case e.entry ->> 'speakerIndex' when '0' then q.first_model else q.second_model end,
            case when q.inherited then q.inherited_from else p_debate_id end, null
       from public.debate_questions q
      where e.entry ->> 'role' = 'answer' and q.debate_id = p_debate_id
        and q.question_index = (e.entry ->> 'questionIndex')::smallint) c
   where e.entry ->> 'author' = 'inherited';

  if v_question is not null then
    insert into public.generation_turns (generation_id, sequence, role, round_index, question_index, text, summary, complete,
                                         author_kind, model, author_id)
    select v_generation_id, (e.ordinality - 1)::smallint, 'question', v_round, v_questions, v_question, v_question, true,
           'person', null, v_asked_by
      from jsonb_array_elements(v_plan) with ordinality e (entry, ordinality)
     where e.entry ->> 'role' = 'question' and e.entry ->> 'author' = 'person';
  end if;

  return query select v_generation_id, v_usage.free_debates_remaining, v_usage.turn_credit::integer, v_usage.total_debates;
end;
$$;
comment on function public.begin_continuation(uuid, jsonb, jsonb, text, boolean) is
  'Continues a debate the caller may read (shared and visible, or their own) after one of its turns: copies its transcript up to there, puts a question to both speakers when asked (the caller''s, or the readers'' top question), plans the rest with the caller''s speakers, and spends the allowance for the turns to write only.';
revoke all on function public.begin_continuation(uuid, jsonb, jsonb, text, boolean) from public;
grant execute on function public.begin_continuation(uuid, jsonb, jsonb, text, boolean) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- function public.begin_rematch
-- -----------------------------------------------------------------------------
create function public.begin_rematch(p_debate_id uuid)
returns table (generation_id uuid, free_debates_remaining integer, turn_credit integer, total_debates integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_debate public.debates;
  v_hints jsonb;
  v_settings jsonb;
  v_usage public.debate_usage;
  v_generation_id uuid;
begin
  perform private.require_confirmed(v_uid);
  v_debate := private.continuable_debate(p_debate_id, v_uid);
  if v_debate.speaker1_model = v_debate.speaker2_model
     and v_debate.speaker1_rhetoric_style = v_debate.speaker2_rhetoric_style then
    raise exception using errcode = 'AG398', message = 'Both speakers are the same model in the same style: swapping them changes nothing.';
  end if;
  -- Personality hints are the owner's own settings: swapped for their own debate, left out of anyone else's.
  select g.settings into v_hints from public.debate_generations g
   where g.id = v_debate.generation_id and v_debate.user_id = v_uid;
  v_settings := private.family_settings(v_debate,
    jsonb_build_object('name', v_debate.speaker2_model, 'stance', v_debate.speaker1_stance,
                       'rhetoricStyle', v_debate.speaker2_rhetoric_style::text,
                       'systemPrompt', coalesce(v_hints #>> '{model2,systemPrompt}', '')),
    jsonb_build_object('name', v_debate.speaker1_model, 'stance', v_debate.speaker2_stance,
                       'rhetoricStyle', v_debate.speaker1_rhetoric_style::text,
                       'systemPrompt', coalesce(v_hints #>> '{model1,systemPrompt}', '')));
  v_usage := private.spend_turns(v_uid, 6);
  v_generation_id := private.open_generation(v_uid, v_settings, private.default_plan(v_debate.moderator_enabled), 6);
  update public.debate_generations g set family_kind = 'rematch', rematch_of = p_debate_id where g.id = v_generation_id;
  return query select v_generation_id, v_usage.free_debates_remaining, v_usage.turn_credit::integer, v_usage.total_debates;
end;
$$;
comment on function public.begin_rematch(uuid) is
  'Rematches a debate the caller may read with the sides swapped: the same motion, format and stances per seat, the two speakers'' models and styles (and, in one''s own debate, personality hints) exchanged; one free debate (AG001, AG030, AG396, AG398).';
revoke all on function public.begin_rematch(uuid) from public;
grant execute on function public.begin_rematch(uuid) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Saving: the turns with who wrote them, the questions, where the debate comes from
-- -----------------------------------------------------------------------------
create or replace function private.save_debate_row(p_generation_id uuid, p_categories text[])
returns public.debates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_categories public.debate_category[];
  v_generation public.debate_generations;
  v_profile public.profiles;
  v_debate public.debates;
  v_turns integer;
begin
  v_categories := private.validate_categories(p_categories);

  select * into v_generation from public.debate_generations
   where id = p_generation_id and user_id = v_uid
   for update;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  v_generation := private.settle_if_interrupted(v_generation);
  if v_generation.status = 'running' then
    raise exception using errcode = 'AG021', message = 'The debate has not finished generating.';
  end if;
  if exists (select 1 from public.debates d where d.generation_id = p_generation_id) then
    raise exception using errcode = 'AG022', message = 'This debate is already saved.';
  end if;
  if not private.generation_has_own_turn(p_generation_id) then
    raise exception using errcode = 'AG024', message = 'A stopped debate can be saved once its first turn is written.';
  end if;
  v_turns := jsonb_array_length(coalesce(v_generation.turns, '[]'::jsonb));

  select * into v_profile from public.profiles where id = v_uid;

  insert into public.debates (
    user_id, generation_id, topic, categories, debate_style, moderator_enabled, moderator_opening, moderator_closing,
    speaker1_model, speaker1_stance, speaker1_rhetoric_style,
    speaker2_model, speaker2_stance, speaker2_rhetoric_style,
    generator, created_at, user_display_name, is_pro, stopped_after,
    family_kind, continued_from, continued_after, rematch_of
  ) values (
    v_uid, v_generation.id, v_generation.settings ->> 'topic', v_categories,
    (v_generation.settings ->> 'debateStyle')::public.debate_style,
    (v_generation.settings ->> 'moderatorEnabled')::boolean,
    v_generation.moderator_opening, v_generation.moderator_closing,
    v_generation.settings #>> '{model1,name}', (v_generation.settings #>> '{model1,stance}')::numeric,
    (v_generation.settings #>> '{model1,rhetoricStyle}')::public.rhetoric_style,
    v_generation.settings #>> '{model2,name}', (v_generation.settings #>> '{model2,stance}')::numeric,
    (v_generation.settings #>> '{model2,rhetoricStyle}')::public.rhetoric_style,
    v_generation.generator, private.clock_now(),
    coalesce(nullif(pg_catalog.btrim(v_profile.display_name), ''), 'Anonymous User'),
    coalesce(v_profile.is_pro, false),
    case when v_generation.status = 'stopped' then v_turns end,
    v_generation.family_kind, v_generation.continued_from, v_generation.continued_after, v_generation.rematch_of
  )
  returning * into v_debate;

  insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary, author_kind, model, inherited, inherited_from)
  select v_debate.id, t.round_index, t.speaker_index, t.text, t.summary, t.author_kind, t.model, t.inherited, t.inherited_from
    from public.generation_turns t
   where t.generation_id = p_generation_id and t.role = 'speaker' and t.complete;

  insert into public.debate_questions (debate_id, question_index, after_round, question, asked_by, source,
                                       first_text, first_summary, first_model, first_author_kind,
                                       second_text, second_summary, second_model, second_author_kind, inherited, inherited_from)
  select v_debate.id, q.question_index, q.round_index, q.text, q.author_id,
         coalesce(v_generation.plan -> q.sequence ->> 'source', 'asker'),
         a0.text, a0.summary, a0.model, a0.author_kind, a1.text, a1.summary, a1.model, a1.author_kind,
         q.inherited, q.inherited_from
    from public.generation_turns q
    left join public.generation_turns a0 on a0.generation_id = q.generation_id and a0.role = 'answer'
          and a0.question_index = q.question_index and a0.speaker_index = 0 and a0.complete
    left join public.generation_turns a1 on a1.generation_id = q.generation_id and a1.role = 'answer'
          and a1.question_index = q.question_index and a1.speaker_index = 1 and a1.complete and a0.text is not null
   where q.generation_id = p_generation_id and q.role = 'question' and q.complete;

  perform private.broadcast_generation(v_uid, 'generation_status',
    jsonb_build_object('generation_id', v_generation.id, 'status', v_generation.status,
                       'stop_reason', v_generation.stop_reason, 'saved_debate_id', v_debate.id));
  return v_debate;
end;
$$;
comment on function private.save_debate_row(uuid, text[]) is
  'Saves the caller''s finished or stopped generation (at least one turn of its own written) with 1 to 3 categories as a private debate — its turns with who wrote each, its questions and answers, and the debate it continues or rematches — and tells their other tabs.';

-- -----------------------------------------------------------------------------
-- The family in the ranking: grouped under the listed top of the family, counted there
-- -----------------------------------------------------------------------------
-- The debate a child of this parent is grouped under: the parent's own group, or the parent itself
-- when it is listed; none when the parent is not listed (the child is a card of its own).
create function private.group_of_child(p_parent_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case when p.is_public and p.moderation_state = 'visible' then coalesce(p.grouped_under, p.id) end
    from public.debates p where p.id = p_parent_id
$$;
comment on function private.group_of_child(uuid) is 'Where the ranking groups a child of this debate: under its group, or itself when it is listed; null when it is not.';
revoke all on function private.group_of_child(uuid) from public;

-- Recomputes the grouping of a debate and everything below it, and recounts the groups touched.
create function private.regroup_family(p_debate_id uuid, p_also_recount uuid[] default '{}')
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_grouped uuid[];
  v_groups uuid[];
begin
  -- Top down: each debate's group follows from its parent's, once the parent's is known.
  with recursive tree (id, grouped, depth) as (
    select d.id, private.group_of_child(d.parent_id), 0 from public.debates d where d.id = p_debate_id
    union all
    select c.id, case when p.is_public and p.moderation_state = 'visible' then coalesce(t.grouped, t.id) end, t.depth + 1
      from tree t
      join public.debates p on p.id = t.id
      join public.debates c on c.parent_id = t.id
     where t.depth < 64
  )
  select array_agg(t.id), array_agg(t.grouped) into v_ids, v_grouped from tree t;

  -- Every group that gains or loses a member is counted again.
  select array_agg(distinct x.g) into v_groups
    from (select unnest(p_also_recount) as g
          union all select d.grouped_under from public.debates d where d.id = any (coalesce(v_ids, '{}'))
          union all select unnest(v_grouped)) x
   where x.g is not null;

  update public.debates d set grouped_under = f.grouped
    from unnest(coalesce(v_ids, '{}'), coalesce(v_grouped, '{}')) f (id, grouped)
   where d.id = f.id and d.grouped_under is distinct from f.grouped;

  update public.debates d set continuation_count = c.continuations, rematch_count = c.rematches
    from (select g.id,
                 count(m.id) filter (where m.family_kind = 'continuation')::integer as continuations,
                 count(m.id) filter (where m.family_kind = 'rematch')::integer as rematches
            from unnest(coalesce(v_groups, '{}')) g (id)
            left join public.debates m on m.grouped_under = g.id and m.is_public and m.moderation_state = 'visible'
           group by g.id) c
   where d.id = c.id and (d.continuation_count, d.rematch_count) is distinct from (c.continuations, c.rematches);
end;
$$;
comment on function private.regroup_family(uuid, uuid[]) is
  'Recomputes where the ranking groups a debate and its continuations and rematches below it, then the counts of every group touched.';
revoke all on function private.regroup_family(uuid, uuid[]) from public;

create function private.sync_debate_family()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    -- Its children lose their link (on delete set null) and regroup themselves; its group loses it.
    if old.grouped_under is not null then
      perform private.regroup_family(null, array[old.grouped_under]);
    end if;
    return null;
  end if;
  if tg_op = 'INSERT' and new.parent_id is null then
    return null;
  end if;
  perform private.regroup_family(new.id, case when tg_op = 'UPDATE' then array[old.grouped_under] else '{}' end);
  return null;
end;
$$;
comment on function private.sync_debate_family() is
  'Keeps the ranking''s grouping and its counts in step when a debate is saved into a family, shared, unshared, hidden, restored, removed or loses its original.';
revoke all on function private.sync_debate_family() from public;
create trigger sync_debate_family after insert or delete or update of is_public, moderation_state, continued_from, rematch_of
  on public.debates for each row execute function private.sync_debate_family();

-- -----------------------------------------------------------------------------
-- function public.get_debate_family: where a debate comes from, and what came of it
-- -----------------------------------------------------------------------------
create function private.family_member_json(p_debate public.debates)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_debate.id, 'kind', p_debate.family_kind, 'topic', p_debate.topic,
    'afterLabel', private.turn_point_label(p_debate.continued_after),
    'parentId', p_debate.parent_id,
    'speaker1Model', p_debate.speaker1_model, 'speaker2Model', p_debate.speaker2_model,
    'authorName', p_debate.user_display_name, 'isPublic', p_debate.is_public,
    'createdAt', p_debate.created_at, 'sharedAt', p_debate.shared_at,
    'questions', (select count(*) from public.debate_questions q where q.debate_id = p_debate.id and not q.inherited))
$$;
comment on function private.family_member_json(public.debates) is 'A continuation or rematch as a debate''s family list shows it.';
revoke all on function private.family_member_json(public.debates) from public;

create function public.get_debate_family(p_debate_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_debate public.debates;
  v_origin jsonb;
  v_members jsonb;
begin
  select * into v_debate from public.debates d where d.id = p_debate_id;
  if not found or not private.debate_is_visible_to(p_debate_id, v_uid) then
    return null;
  end if;
  if v_debate.family_kind is not null then
    v_origin := jsonb_build_object(
      'kind', v_debate.family_kind,
      'afterLabel', private.turn_point_label(v_debate.continued_after),
      -- The original only when this reader may open it: never an unshared or deleted one.
      'original', (select jsonb_build_object('id', o.id, 'topic', o.topic, 'speaker1Model', o.speaker1_model,
                                             'speaker2Model', o.speaker2_model)
                     from public.debates o
                    where o.id = v_debate.parent_id and private.debate_is_visible_to(o.id, v_uid)));
  end if;
  -- Listed members of its group, and the continuations and rematches of it this reader may open.
  select coalesce(jsonb_agg(private.family_member_json(m) order by m.created_at, m.id), '[]'::jsonb) into v_members
    from (select m.* from public.debates m
           where (m.grouped_under = p_debate_id and m.is_public and m.moderation_state = 'visible')
              or (m.parent_id = p_debate_id
                  and ((m.is_public and m.moderation_state = 'visible') or m.user_id is not distinct from v_uid))
           order by m.created_at, m.id
           limit 100) m;
  return jsonb_build_object('origin', v_origin, 'members', v_members,
                            'continuationCount', v_debate.continuation_count, 'rematchCount', v_debate.rematch_count);
end;
$$;
comment on function public.get_debate_family(uuid) is
  'A debate''s family as its reader may see it: what it continues or rematches (the original only when readable) and its continuations and rematches (shared and visible, or the reader''s own); null for a debate they cannot see.';
revoke all on function public.get_debate_family(uuid) from public;
grant execute on function public.get_debate_family(uuid) to anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- The engine's view of a generation: where it comes from
-- -----------------------------------------------------------------------------
create or replace function private.generation_json(p_generation public.debate_generations)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_generation.id,
    'status', p_generation.status,
    'stopReason', p_generation.stop_reason,
    'settings', p_generation.settings,
    'generator', p_generation.generator,
    'createdAt', p_generation.created_at,
    'finishedAt', p_generation.finished_at,
    'turnCount', jsonb_array_length(p_generation.plan),
    'savedDebateId', (select d.id from public.debates d where d.generation_id = p_generation.id),
    'discarded', p_generation.discarded_at is not null,
    'origin', case when p_generation.family_kind is not null then jsonb_build_object(
      'kind', p_generation.family_kind,
      'debateId', coalesce(p_generation.continued_from, p_generation.rematch_of),
      'afterLabel', private.turn_point_label(p_generation.continued_after)) end,
    'turns', private.generation_turns_json(p_generation.id))
$$;
comment on function private.generation_json(public.debate_generations) is
  'A generation as the engine shows it: status, why it stopped, settings, how many turns it plans, where it comes from (continuation or rematch), whether it is saved or discarded, and its turns.';

-- -----------------------------------------------------------------------------
-- A continuation counts on no model's record: its turns were written by more than one pair
-- -----------------------------------------------------------------------------
create function private.unlist_continuation_verdict()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.listed and exists (select 1 from public.debates d where d.id = new.debate_id and d.family_kind = 'continuation') then
    new.listed := false;
  end if;
  return new;
end;
$$;
comment on function private.unlist_continuation_verdict() is
  'Keeps a continuation''s verdict off the leaderboard: its copied turns were written by other speakers than the ones it names.';
revoke all on function private.unlist_continuation_verdict() from public;
create trigger unlist_continuation_verdict before insert or update on private.debate_verdicts
  for each row execute function private.unlist_continuation_verdict();

create or replace function public.judges_model_leaderboard()
returns table (model text, rating numeric, ci_low numeric, ci_high numeric, debates numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select b.player, b.rating, b.ci_low, b.ci_high, b.matches
    from private.bradley_terry((
      select coalesce(jsonb_agg(jsonb_build_object(
               'a', d.speaker1_model, 'b', d.speaker2_model,
               'wins_a', (p.verdict = 'first')::integer, 'wins_b', (p.verdict = 'second')::integer,
               'ties', (p.verdict = 'tie')::integer)), '[]'::jsonb)
        from public.judge_panels p
        join public.debates d on d.id = p.debate_id
       where p.status = 'complete' and p.generator = 'provider' and p.verdict in ('first', 'second', 'tie')
         and d.generator = 'provider' and d.is_public and d.moderation_state = 'visible'
         and d.family_kind is distinct from 'continuation'
    )) b
   order by b.rating desc, b.player
$$;
comment on function public.judges_model_leaderboard() is
  'The debaters'' models rated by the AI judges'' verdicts on shared debates (Bradley–Terry, Elo scale, 95 % intervals), beside the readers'' leaderboard; continuations, whose turns more than one pair wrote, do not count.';
