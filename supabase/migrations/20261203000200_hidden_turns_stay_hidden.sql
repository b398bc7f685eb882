-- =============================================================================
-- A turn a moderator hid or removed stays hidden everywhere: on the ranking's cards, in the
-- continuations that copy it, and before the judges.
--
-- RLS never lets anyone read a hidden turn's row, but three readers ran as definer and quoted it:
-- the ranking card's opening excerpt (`list_public_debates`; the `public_debates` view too, for the
-- service role past RLS), `begin_continuation` (it copied the turn's text into the continuation's
-- `generation_turns`, which the engine streams to the continuer and the model writing the next turn
-- reads, and which the save made a visible turn of the new debate) and the judges' transcript of a
-- saved debate (`private.debate_transcript`, which `ask_judges` also returns to the author).
--
-- A copy of a hidden or removed turn is now **withheld**: it keeps its place in the continuation,
-- with no text. In `generation_turns` it is a complete row with `withheld` and empty text and
-- summary (the engine shows "This turn was hidden by a moderator."; the runner tells the model the
-- turn was withheld); saved, it is a `debate_turns` row in the original's moderation state with
-- empty text, so the viewer shows the same placeholder through `hidden_turns`. A copy follows its
-- original afterwards too: hidden or removed with it (its text gone), given the original's text
-- again when a moderator restores it.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Withheld copies: a place in the debate with no text
-- -----------------------------------------------------------------------------
alter table public.generation_turns
  add column withheld boolean not null default false,
  drop constraint generation_turns_complete_has_text,
  add constraint generation_turns_complete_has_text
    check (not complete or withheld or (char_length(btrim(text)) >= 1 and char_length(btrim(coalesce(summary, ''))) >= 1)),
  add constraint generation_turns_withheld_copy
    check (not withheld or (inherited and role = 'speaker' and text = '' and summary = ''));
comment on column public.generation_turns.withheld is
  'A copied speaker turn whose original a moderator hid or removed: it keeps its place with no text (empty text and summary), so neither the continuer nor the model writing the next turns reads it; saved hidden.';

-- A copy a moderator's decision hides holds no text: the original keeps it for the moderators.
alter table public.debate_turns
  drop constraint debate_turns_text_present,
  drop constraint debate_turns_summary_present,
  add constraint debate_turns_text_present
    check ((inherited and moderation_state <> 'visible') or (char_length(btrim(text)) >= 1 and char_length(btrim(text)) <= 20000)),
  add constraint debate_turns_summary_present
    check ((inherited and moderation_state <> 'visible') or (char_length(btrim(summary)) >= 1 and char_length(btrim(summary)) <= 5000)),
  add constraint debate_turns_hidden_copy_has_no_text
    check (not (inherited and moderation_state <> 'visible') or (text = '' and summary = ''));

-- A turn's copies, found from the original when a moderator decides about it.
create index debate_turns_copies_idx on public.debate_turns (inherited_from, round_index, speaker_index) where inherited;
create index generation_turns_copies_idx on public.generation_turns (inherited_from, round_index, speaker_index)
  where inherited and role = 'speaker';

-- The copies already made of a turn that is hidden or removed now.
update public.debate_turns c
   set moderation_state = o.moderation_state, text = '', summary = ''
  from public.debate_turns o
 where c.inherited and o.debate_id = c.inherited_from and o.round_index = c.round_index and o.speaker_index = c.speaker_index
   and not o.inherited and o.moderation_state <> 'visible';
update public.generation_turns c
   set withheld = true, text = '', summary = ''
  from public.debate_turns o
 where c.inherited and c.role = 'speaker' and o.debate_id = c.inherited_from and o.round_index = c.round_index
   and o.speaker_index = c.speaker_index and not o.inherited and o.moderation_state <> 'visible';

-- -----------------------------------------------------------------------------
-- A copy follows its original's moderation
-- -----------------------------------------------------------------------------
create function private.copies_follow_their_original()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Saved continuations: hidden or removed with it, holding no text; its text again once restored.
  -- A removed copy stays removed (its original can never be restored).
  update public.debate_turns c
     set moderation_state = new.moderation_state,
         text = case when new.moderation_state = 'visible' then new.text else '' end,
         summary = case when new.moderation_state = 'visible' then new.summary else '' end
   where c.inherited and c.inherited_from = new.debate_id and c.round_index = new.round_index
     and c.speaker_index = new.speaker_index and c.moderation_state <> 'removed';
  -- Continuations still being written or waiting to be saved: what the engine and the runner read next.
  update public.generation_turns c
     set withheld = new.moderation_state <> 'visible',
         text = case when new.moderation_state = 'visible' then new.text else '' end,
         summary = case when new.moderation_state = 'visible' then new.summary else '' end
   where c.inherited and c.role = 'speaker' and c.inherited_from = new.debate_id and c.round_index = new.round_index
     and c.speaker_index = new.speaker_index;
  return null;
end;
$$;
comment on function private.copies_follow_their_original() is
  'Trigger: when a moderator hides, removes or restores a turn, its copies in continuations (saved or not) follow: hidden or removed with no text, or given its text again.';
revoke all on function private.copies_follow_their_original() from public;
create trigger copies_follow_their_original after update of moderation_state on public.debate_turns
  for each row when (not new.inherited and old.moderation_state is distinct from new.moderation_state)
  execute function private.copies_follow_their_original();

-- -----------------------------------------------------------------------------
-- The ranking card's excerpt: never a hidden opening
-- -----------------------------------------------------------------------------
-- The view reads under the caller's RLS, which already hides the turn; the service role reads past
-- RLS, so the view says it too.
create or replace view public.public_debates with (security_invoker = true) as
 select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
        d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style, d.speaker2_model,
        d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public, d.shared_at,
        d.user_display_name, d.views, t.upvotes, t.downvotes, d.is_pro, d.persuasion_score, d.moderation_state,
        (select count(*)::integer from public.threaded_responses r
          where r.debate_id = d.id and r.deleted_at is null
            and (r.moderation_state = 'visible' or r.author_id = (select auth.uid()))) as response_count,
        case when d.moderation_state = 'visible' or d.user_id = (select auth.uid()) then
          (select left(tu.text, 240) from public.debate_turns tu
            where tu.debate_id = d.id and tu.round_index = 0 and tu.speaker_index = 0 and tu.moderation_state = 'visible')
        end as opening_preview,
        d.stopped_after,
        d.family_kind,
        private.turn_point_label(d.continued_after) as continued_after_label,
        d.grouped_under,
        d.continuation_count,
        d.rematch_count
   from public.debates d
   join public.debate_tallies t on t.debate_id = d.id
  where d.is_public;

create or replace function public.list_public_debates(
  p_sort text default 'newest',
  p_time text default 'all',
  p_category text default null,
  p_search text default null,
  p_starred_only boolean default false,
  p_only_ids uuid[] default null,
  p_time_zone text default 'UTC',
  p_after_shared_at timestamptz default null,
  p_after_id uuid default null,
  p_after_score integer default null,
  p_limit integer default 20,
  p_grouped boolean default true
)
returns setof public.public_debates
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_now timestamptz := private.clock_now();
  v_since timestamptz;
  v_score text := case p_sort when 'popular' then 'upvotes' when 'controversial' then 'downvotes' end;
  v_search text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
  -- Conditions on the debate (its own columns and indexes).
  v_debate text[] := array['d.is_public'];
  v_page text;
  v_order text;
begin
  if p_sort is null or p_sort not in ('newest', 'popular', 'controversial', 'persuasive') then
    raise exception using errcode = 'AG070', message = 'Sort must be newest, popular, controversial or persuasive.';
  end if;
  if p_time is null or p_time not in ('all', 'today', 'week', 'month') then
    raise exception using errcode = 'AG070', message = 'Time must be all, today, week or month.';
  end if;
  if p_category is not null and p_category <> '' and not p_category = any (enum_range(null::public.debate_category)::text[]) then
    raise exception using errcode = 'AG070', message = 'Unknown category: ' || p_category || '.';
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception using errcode = 'AG070', message = 'A page holds 1 to 100 debates.';
  end if;
  if p_starred_only and v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  if p_after_id is not null
     and (p_after_shared_at is null or (p_sort in ('popular', 'controversial', 'persuasive') and p_after_score is null)) then
    raise exception using errcode = 'AG070', message = 'A page cursor needs the last row''s shared_at, id and score.';
  end if;

  if p_time = 'today' then
    begin
      v_since := date_trunc('day', v_now at time zone coalesce(p_time_zone, 'UTC')) at time zone coalesce(p_time_zone, 'UTC');
    exception when invalid_parameter_value then
      raise exception using errcode = 'AG070', message = 'Unknown time zone: ' || p_time_zone || '.';
    end;
  elsif p_time = 'week' then
    v_since := v_now - interval '7 days';
  elsif p_time = 'month' then
    v_since := v_now - interval '1 month';
  end if;

  -- Hidden and removed debates stay in their author's list only.
  v_debate := v_debate || case when v_uid is null then 'd.moderation_state = ''visible'''
                               else '(d.moderation_state = ''visible'' or d.user_id = $4)' end;
  -- Continuations and rematches of a listed debate are counted on its card, not listed again.
  if coalesce(p_grouped, true) then v_debate := v_debate || 'd.grouped_under is null'::text; end if;
  if nullif(p_category, '') is not null then v_debate := v_debate || 'd.categories @> array[$2::public.debate_category]'::text; end if;
  if v_search is not null then v_debate := v_debate || 'd.search_text like $3'::text; end if;
  if p_starred_only then
    -- Driven from the caller's (few) stars (measured by bench:ranking).
    v_debate := v_debate || 'd.id = any (array(select s.debate_id from public.stars s where s.user_id = $4))'::text;
  end if;
  if p_only_ids is not null then v_debate := v_debate || 'd.id = any ($8)'::text; end if;

  if v_score is null then
    -- newest / persuasive: the debates index of the sort.
    if p_sort = 'persuasive' then
      -- Matches the partial index's predicate, so the sort walks it.
      v_debate := v_debate || 'd.persuasion_score is not null'::text;
      v_order := 'd.persuasion_score desc, d.shared_at desc, d.id desc';
      if p_after_id is not null then v_debate := v_debate || '(d.persuasion_score, d.shared_at, d.id) < ($7, $5, $6)'::text; end if;
    else
      v_order := 'd.shared_at desc, d.id desc';
      if p_after_id is not null then v_debate := v_debate || '(d.shared_at, d.id) < ($5, $6)'::text; end if;
    end if;
    if v_since is not null then v_debate := v_debate || 'd.shared_at >= $1'::text; end if;
    v_page := format('select d.id from public.debates d where %s order by %s limit %s',
                     array_to_string(v_debate, ' and '), v_order, p_limit);
  elsif p_starred_only or p_only_ids is not null
        or (v_since is not null and (nullif(p_category, '') is not null or v_search is not null)) then
    -- Few candidates: gather them filter-first, then sort them by their tallies.
    if v_since is not null then v_debate := v_debate || 'd.shared_at >= $1'::text; end if;
    v_order := format('t.%I desc, t.shared_at desc, t.debate_id desc', v_score);
    v_page := format(
      'with candidates as materialized (select d.id from public.debates d where %s)
       select t.debate_id as id
         from candidates c join public.debate_tallies t on t.debate_id = c.id
        where t.shared_at is not null %s
        order by %s limit %s',
      array_to_string(v_debate, ' and '),
      case when p_after_id is not null then format('and (t.%I, t.shared_at, t.debate_id) < ($7, $5, $6)', v_score) else '' end,
      v_order, p_limit);
  else
    -- One kind of filter: walk the score's tally index, checking each debate.
    v_order := format('t.%I desc, t.shared_at desc, t.debate_id desc', v_score);
    v_page := format(
      'select t.debate_id as id
         from public.debate_tallies t join public.debates d on d.id = t.debate_id
        where t.shared_at is not null %s %s and %s
        order by %s limit %s',
      case when v_since is not null then 'and t.shared_at >= $1' else '' end,
      case when p_after_id is not null then format('and (t.%I, t.shared_at, t.debate_id) < ($7, $5, $6)', v_score) else '' end,
      array_to_string(v_debate, ' and '),
      v_order, p_limit);
  end if;

  -- The page's rows, in the page's order, with what the cards show: one
  -- index lookup each for the debate, its tallies, its responses and its
  -- opening turn (none when a moderator hid it: nobody reads a hidden turn,
  -- its author included).
  return query execute format(
    'select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
            d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style, d.speaker2_model,
            d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public, d.shared_at,
            d.user_display_name, d.views, t.upvotes, t.downvotes, d.is_pro, d.persuasion_score, d.moderation_state,
            (select count(*)::integer from public.threaded_responses r
              where r.debate_id = d.id and r.deleted_at is null
                and (r.moderation_state = ''visible'' or r.author_id = $4)),
            case when d.moderation_state = ''visible'' or d.user_id = $4 then
              (select left(tu.text, 240) from public.debate_turns tu
                where tu.debate_id = d.id and tu.round_index = 0 and tu.speaker_index = 0
                  and tu.moderation_state = ''visible'')
            end,
            d.stopped_after, d.family_kind, private.turn_point_label(d.continued_after), d.grouped_under,
            d.continuation_count, d.rematch_count
       from (%s) p
       join public.debates d on d.id = p.id
       join public.debate_tallies t on t.debate_id = p.id
      order by %s',
    v_page, v_order)
  using v_since,
        nullif(p_category, ''),
        '%' || replace(replace(replace(lower(coalesce(v_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%',
        v_uid,
        p_after_shared_at,
        p_after_id,
        p_after_score,
        p_only_ids;
end;
$$;
comment on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer, boolean) is
  'One keyset page of shared debates (with response count, opening preview — none when a moderator hid the opening turn — and family counts), filtered by time window, category, search and stars, sorted newest/popular/controversial/persuasive; continuations and rematches grouped under their listed original unless p_grouped is false; hidden debates only for their author.';

-- -----------------------------------------------------------------------------
-- function public.begin_continuation: a hidden turn is copied withheld
-- -----------------------------------------------------------------------------
create or replace function public.begin_continuation(p_debate_id uuid, p_after jsonb, p_settings jsonb, p_question text default null,
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

  -- The copied turns, complete from the start, each still naming who wrote it and where. A turn a
  -- moderator hid or removed keeps its place without its text (withheld). A person's turn names no model.
  insert into public.generation_turns (generation_id, sequence, role, round_index, speaker_index, phase, question_index, text,
                                       summary, complete, author_kind, model, inherited, inherited_from, author_id, withheld)
  select v_generation_id, (e.ordinality - 1)::smallint, c.role, c.round_index, c.speaker_index, c.phase, c.question_index,
         c.text, c.summary, true, c.author_kind, c.model, true, c.inherited_from, c.author_id, c.withheld
    from jsonb_array_elements(v_plan) with ordinality e (entry, ordinality)
   cross join lateral (
     select 'moderator' as role, null::smallint as round_index, null::smallint as speaker_index, 'opening' as phase,
            null::smallint as question_index, v_debate.moderator_opening as text, v_debate.moderator_opening as summary,
            v_author as author_kind, v_debate.speaker1_model as model, p_debate_id as inherited_from, null::uuid as author_id,
            false as withheld
      where e.entry ->> 'role' = 'moderator'
     union all
     select 'speaker', t.round_index, t.speaker_index, null, null,
            case when t.moderation_state = 'visible' then t.text else '' end,
            case when t.moderation_state = 'visible' then t.summary else '' end,
            coalesce(t.author_kind, v_author),
            case when t.author_kind = 'person' then null
                 else coalesce(t.model, case t.speaker_index when 0 then v_debate.speaker1_model else v_debate.speaker2_model end) end,
            case when t.inherited then t.inherited_from else p_debate_id end, null,
            t.moderation_state <> 'visible'
       from public.debate_turns t
      where e.entry ->> 'role' = 'speaker' and t.debate_id = p_debate_id
        and t.round_index = (e.entry ->> 'roundIndex')::smallint and t.speaker_index = (e.entry ->> 'speakerIndex')::smallint
     union all
     select 'question', q.after_round, null, null, q.question_index, q.question, q.question, 'person', null,
            case when q.inherited then q.inherited_from else p_debate_id end, q.asked_by, false
       from public.debate_questions q
      where e.entry ->> 'role' = 'question' and q.debate_id = p_debate_id
        and q.question_index = (e.entry ->> 'questionIndex')::smallint
     union all
     select 'answer', q.after_round, (e.entry ->> 'speakerIndex')::smallint, null, q.question_index,
            case e.entry ->> 'speakerIndex' when '0' then q.first_text else q.second_text end,
            case e.entry ->> 'speakerIndex' when '0' then q.first_summary else q.second_summary end,
            case e.entry ->> 'speakerIndex' when '0' then q.first_author_kind else q.second_author_kind end,
            case e.entry ->> 'speakerIndex' when '0' then q.first_model else q.second_model end,
            case when q.inherited then q.inherited_from else p_debate_id end, null, false
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
  'Continues a debate the caller may read (shared and visible, or their own) after one of its turns: copies its transcript up to there (a turn a moderator hid or removed withheld, without its text), puts a question to both speakers when asked (the caller''s, or the readers'' top question), plans the rest with the caller''s speakers, and spends the allowance for the turns to write only.';

-- -----------------------------------------------------------------------------
-- Saving: a withheld copy is saved in its original's moderation state, with no text
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

  -- A withheld copy takes its original's state (hidden when the original is gone), so the viewer
  -- shows the moderator's placeholder in its place (hidden_turns) and nobody reads the row.
  insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary, author_kind, model, inherited, inherited_from,
                                   moderation_state)
  select v_debate.id, t.round_index, t.speaker_index, t.text, t.summary, t.author_kind, t.model, t.inherited, t.inherited_from,
         case when not t.withheld then 'visible'::public.moderation_state
              else coalesce((select o.moderation_state from public.debate_turns o
                              where o.debate_id = t.inherited_from and o.round_index = t.round_index
                                and o.speaker_index = t.speaker_index and not o.inherited and o.moderation_state <> 'visible'),
                            'hidden') end
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
  'Saves the caller''s finished or stopped generation (at least one turn of its own written) with 1 to 3 categories as a private debate — its turns with who wrote each (a withheld copy hidden, without text), its questions and answers, and the debate it continues or rematches — and tells their other tabs.';

-- The six turns are counted at commit, as the saver: their RLS never shows the hidden copy, so the
-- count reads past it (as the table's owner) or a continuation with a hidden turn could not be saved.
alter function private.assert_debate_has_six_turns() security definer;

-- -----------------------------------------------------------------------------
-- The engine and the runner read whether a copied turn is withheld
-- -----------------------------------------------------------------------------
create or replace function private.generation_turns_json(p_generation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'sequence', t.sequence, 'role', t.role, 'roundIndex', t.round_index, 'speakerIndex', t.speaker_index,
           'phase', t.phase, 'questionIndex', t.question_index, 'text', t.text, 'summary', coalesce(t.summary, ''),
           'fallback', t.fallback, 'complete', t.complete, 'authorKind', t.author_kind, 'model', t.model,
           'inherited', t.inherited, 'inheritedFrom', t.inherited_from, 'forfeited', t.forfeited,
           'withheld', t.withheld,
           'authorName', case when t.author_kind = 'person' then private.author_name_of(t.author_id) end)
         order by t.sequence), '[]'::jsonb)
    from public.generation_turns t
   where t.generation_id = p_generation_id
$$;
comment on function private.generation_turns_json(uuid) is
  'A generation''s turns, in order, as the engine reads them: who wrote each (and a person''s name), whether it was copied and from where, whether a moderator''s decision withholds a copied one, whether a person forfeited it.';

-- -----------------------------------------------------------------------------
-- The judges never read a hidden turn
-- -----------------------------------------------------------------------------
create or replace function private.debate_transcript(p_debate_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('roundIndex', t.round_index, 'speakerIndex', t.speaker_index, 'text', t.text)
                            order by t.round_index, t.speaker_index), '[]'::jsonb)
    from public.debate_turns t where t.debate_id = p_debate_id and t.moderation_state = 'visible'
$$;
comment on function private.debate_transcript(uuid) is
  'A debate''s turns as the judges read them, for judging a saved debate afterwards: never one a moderator hid or removed.';
