-- =============================================================================
-- ∆ — "this changed my mind". As on r/changemyview, a reader whose mind moved
-- names what moved it: a signed-in reader whose poll answer moved toward a
-- speaker's side (Against → Neutral or For, Neutral → For: toward For; the
-- mirror toward Against) may award that speaker one ∆ per debate, anchored to
-- a passage selected in that speaker's turn (as responses are: round, passage
-- text|summary, code-point offsets, the quote verified against the stored
-- turn), with an explanation of at least 50 characters. Only on debates
-- shared with the community and not hidden; a ∆ counts against the same
-- posting limits as a response. ∆s go to speakers (a model in a style), never
-- to people: who awarded one is visible to that reader only.
--
-- The speaker "for" the motion is the one with the higher stance (the
-- verdict's rule, private.for_speaker_of). Changing the poll answer so it no
-- longer moved toward that speaker's side, or withdrawing the "after" (the
-- new clear_poll_answer), withdraws the ∆.
--
-- Codes: AG301 sign-in required       AG302 debate not shared / hidden
--        AG303 explanation too short  AG304 explanation too long
--        AG305 not moved toward this speaker's side
--        AG306 already awarded a ∆ in this debate
--        AG307 selection not in that speaker's turn
--        AG308 invalid round, speaker or passage
-- (clear_poll_answer raises the poll's AG160 / AG161 / AG163 / AG030 / AG164.)
-- =============================================================================

create table public.deltas (
  id uuid primary key default gen_random_uuid(),
  debate_id uuid not null references public.debates (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  round_index smallint not null,
  speaker_index smallint not null,
  passage text not null default 'text',
  original_text text not null,
  original_text_start integer not null,
  original_text_end integer not null,
  quote_prefix text not null default '',
  quote_suffix text not null default '',
  explanation text not null,
  created_at timestamptz not null default now(),
  constraint deltas_one_per_reader unique (debate_id, user_id),
  constraint deltas_round_index_valid check (round_index between 0 and 2),
  constraint deltas_speaker_index_valid check (speaker_index between 0 and 1),
  constraint deltas_passage_valid check (passage in ('text', 'summary')),
  constraint deltas_quote_present check (char_length(original_text) between 1 and 2000),
  constraint deltas_offsets_valid check (
    original_text_start >= 0 and original_text_end - original_text_start = char_length(original_text)
  ),
  constraint deltas_explanation_length check (
    explanation = pg_catalog.btrim(explanation) and char_length(explanation) between 50 and 2000
  )
);
comment on table public.deltas is
  'A reader''s ∆ to the speaker whose passage changed their mind (one per reader per debate); written by award_delta only.';

create index deltas_debate_turn_idx on public.deltas (debate_id, round_index, speaker_index);
create index deltas_user_id_idx on public.deltas (user_id);

alter table public.deltas enable row level security;
revoke all on table public.deltas from public, anon, authenticated, service_role;
grant select on table public.deltas to authenticated, service_role;

-- Everyone reads a debate's ∆s through list_deltas (without who gave them);
-- the table shows a reader their own.
create policy "readers read their own deltas"
  on public.deltas for select
  to authenticated
  using (user_id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- The movement rule: did a before → after answer move toward a speaker's side?
-- -----------------------------------------------------------------------------
create function private.stance_score(p_stance public.poll_stance)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_stance when 'for' then 1 when 'neutral' then 0 when 'against' then -1 end
$$;
revoke all on function private.stance_score(public.poll_stance) from public;

-- p_speaker: 1 or 2. Null answers or equal stances move toward no one.
create function private.moved_toward_speaker(
  p_before public.poll_stance, p_after public.poll_stance, p_speaker smallint,
  p_speaker1_stance numeric, p_speaker2_stance numeric
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    case private.for_speaker_of(p_speaker1_stance, p_speaker2_stance)
      when p_speaker then private.stance_score(p_after) > private.stance_score(p_before)
      when 3 - p_speaker then private.stance_score(p_after) < private.stance_score(p_before)
    end, false)
$$;
revoke all on function private.moved_toward_speaker(public.poll_stance, public.poll_stance, smallint, numeric, numeric) from public;

-- -----------------------------------------------------------------------------
-- award_delta(debate, round, speaker (0|1), quote, start, end, explanation,
-- passage): the caller's one ∆ in this debate. Returns the stored ∆.
-- -----------------------------------------------------------------------------
create function public.award_delta(
  p_debate_id uuid,
  p_round_index integer,
  p_speaker_index integer,
  p_original_text text,
  p_original_text_start integer,
  p_original_text_end integer,
  p_explanation text,
  p_passage text default 'text'
)
returns public.deltas
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_explanation text := private.trim_whitespace(coalesce(p_explanation, ''));
  v_debate public.debates;
  v_answer public.poll_answers;
  v_source text;
  v_delta public.deltas;
begin
  if v_uid is null then
    raise exception using errcode = 'AG301', message = 'Please sign in to award a ∆.';
  end if;
  if p_round_index is null or p_round_index not between 0 and 2 or p_speaker_index is null
     or p_speaker_index not between 0 and 1 or p_passage is null or p_passage not in ('text', 'summary') then
    raise exception using errcode = 'AG308', message = 'Choose a passage in one of the speakers'' turns.';
  end if;
  select * into v_debate from public.debates d where d.id = p_debate_id;
  if not found or not private.debate_is_visible_to(p_debate_id, v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if not v_debate.is_public or v_debate.moderation_state <> 'visible' then
    raise exception using errcode = 'AG302', message = '∆s can be awarded only in debates shared with the community.';
  end if;
  if char_length(v_explanation) < 50 then
    raise exception using errcode = 'AG303',
      message = 'Say what changed your mind in at least 50 characters (' || char_length(v_explanation) || ' so far).';
  end if;
  if char_length(v_explanation) > 2000 then
    raise exception using errcode = 'AG304', message = 'An explanation is limited to 2000 characters.';
  end if;

  select * into v_answer from public.poll_answers a where a.debate_id = p_debate_id and a.user_id = v_uid;
  if not found or not private.moved_toward_speaker(v_answer.before_stance, v_answer.after_stance, (p_speaker_index + 1)::smallint,
                                                   v_debate.speaker1_stance, v_debate.speaker2_stance) then
    raise exception using errcode = 'AG305',
      message = 'A ∆ goes to the speaker whose side your poll answer moved toward after reading.';
  end if;

  if exists (select 1 from public.deltas x where x.debate_id = p_debate_id and x.user_id = v_uid) then
    raise exception using errcode = 'AG306', message = 'You have already awarded your ∆ in this debate.';
  end if;

  select case p_passage when 'summary' then t.summary else t.text end into v_source
    from public.debate_turns t
   where t.debate_id = p_debate_id and t.round_index = p_round_index and t.speaker_index = p_speaker_index;
  if v_source is null or coalesce(p_original_text, '') = ''
     or p_original_text_start is null or p_original_text_end is null
     or p_original_text_start < 0
     or char_length(p_original_text) > 2000
     or p_original_text_end - p_original_text_start <> char_length(p_original_text)
     or substr(v_source, p_original_text_start + 1, char_length(p_original_text)) <> p_original_text then
    raise exception using errcode = 'AG307', message = 'The selected text is not part of this speaker''s turn.';
  end if;

  perform private.consume_rate_limit(v_uid, 'response');

  insert into public.deltas (
    debate_id, user_id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end,
    quote_prefix, quote_suffix, explanation, created_at
  ) values (
    p_debate_id, v_uid, p_round_index, p_speaker_index, p_passage, p_original_text, p_original_text_start, p_original_text_end,
    substr(v_source, greatest(p_original_text_start - 31, 1), least(p_original_text_start, 32)),
    substr(v_source, p_original_text_end + 1, 32),
    v_explanation, private.clock_now()
  )
  on conflict on constraint deltas_one_per_reader do nothing
  returning * into v_delta;
  if v_delta.id is null then
    -- A concurrent award by the same reader won.
    raise exception using errcode = 'AG306', message = 'You have already awarded your ∆ in this debate.';
  end if;
  return v_delta;
end;
$$;
revoke all on function public.award_delta(uuid, integer, integer, text, integer, integer, text, text) from public, anon, authenticated;
-- anon may call it to receive the rule's own "please sign in" error.
grant execute on function public.award_delta(uuid, integer, integer, text, integer, integer, text, text) to anon, authenticated;
comment on function public.award_delta(uuid, integer, integer, text, integer, integer, text, text) is
  'Awards the caller''s one ∆ in a shared debate to the speaker whose side their poll answer moved toward, anchored to a passage of that speaker''s turn.';

-- -----------------------------------------------------------------------------
-- withdraw_delta(debate): takes the caller's ∆ back. True when there was one.
-- -----------------------------------------------------------------------------
create function public.withdraw_delta(p_debate_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = 'AG301', message = 'Please sign in to award a ∆.';
  end if;
  delete from public.deltas x where x.debate_id = p_debate_id and x.user_id = v_uid;
  return found;
end;
$$;
revoke all on function public.withdraw_delta(uuid) from public, anon, authenticated;
grant execute on function public.withdraw_delta(uuid) to authenticated;
comment on function public.withdraw_delta(uuid) is 'Withdraws the caller''s ∆ in a debate (true when there was one).';

-- -----------------------------------------------------------------------------
-- list_deltas(debate): a shared debate's ∆s, newest first, without who gave
-- them (mine: the caller's own).
-- -----------------------------------------------------------------------------
create function public.list_deltas(p_debate_id uuid)
returns table (
  id uuid, round_index smallint, speaker_index smallint, passage text, original_text text,
  original_text_start integer, original_text_end integer, quote_prefix text, quote_suffix text,
  explanation text, created_at timestamptz, mine boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  perform private.poll_debate(p_debate_id, v_uid);
  return query
    select x.id, x.round_index, x.speaker_index, x.passage, x.original_text, x.original_text_start, x.original_text_end,
           x.quote_prefix, x.quote_suffix, x.explanation, x.created_at, coalesce(x.user_id = v_uid, false)
      from public.deltas x
     where x.debate_id = p_debate_id
     order by x.created_at desc, x.id desc
     limit 500;
end;
$$;
revoke all on function public.list_deltas(uuid) from public, anon, authenticated;
grant execute on function public.list_deltas(uuid) to anon, authenticated, service_role;
comment on function public.list_deltas(uuid) is
  'The ∆s of a shared debate the caller may read (passage, explanation, whether it is the caller''s), newest first.';

-- -----------------------------------------------------------------------------
-- clear_poll_answer(debate, phase): withdraws the caller's "after" (or, for
-- 'before', the whole answer) while the poll is open.
-- -----------------------------------------------------------------------------
create function public.clear_poll_answer(p_debate_id uuid, p_phase text)
returns table (
  before_for integer, before_neutral integer, before_against integer,
  after_for integer, after_neutral integer, after_against integer,
  respondents integer, for_shift numeric, against_shift numeric,
  gaining_side public.poll_stance, gaining_speaker integer, for_speaker integer, against_speaker integer,
  my_before public.poll_stance, my_after public.poll_stance, closes_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_debate public.debates;
begin
  if v_uid is null then
    raise exception using errcode = 'AG160', message = 'Please sign in to take part in the poll.';
  end if;
  if p_phase is null or p_phase not in ('before', 'after') then
    raise exception using errcode = 'AG161', message = 'The poll asks where you stand "before" or "after" reading.';
  end if;
  v_debate := private.poll_debate(p_debate_id, v_uid);
  if private.clock_now() >= v_debate.shared_at + make_interval(days => (private.settings()).poll_open_days) then
    raise exception using errcode = 'AG163',
      message = 'This poll closed ' || (private.settings()).poll_open_days || ' days after the debate was shared.';
  end if;
  if p_phase = 'before' then
    delete from public.poll_answers a where a.debate_id = p_debate_id and a.user_id = v_uid;
  else
    update public.poll_answers a set after_stance = null, updated_at = private.clock_now()
     where a.debate_id = p_debate_id and a.user_id = v_uid and a.after_stance is not null;
  end if;
  return query select * from private.poll_result(v_debate, v_uid);
end;
$$;
revoke all on function public.clear_poll_answer(uuid, text) from public, anon, authenticated;
grant execute on function public.clear_poll_answer(uuid, text) to authenticated;
comment on function public.clear_poll_answer(uuid, text) is
  'Withdraws the caller''s "after" answer (or with ''before'' the whole answer) while the poll is open; a ∆ that depended on it goes too.';

-- -----------------------------------------------------------------------------
-- The answer moves away from the ∆'s side, or goes: the ∆ goes.
-- -----------------------------------------------------------------------------
create function private.withdraw_unearned_delta()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_debate public.debates;
begin
  if tg_op = 'DELETE' then
    delete from public.deltas x where x.debate_id = old.debate_id and x.user_id = old.user_id;
    return null;
  end if;
  select * into v_debate from public.debates d where d.id = new.debate_id;
  delete from public.deltas x
   where x.debate_id = new.debate_id and x.user_id = new.user_id
     and not private.moved_toward_speaker(new.before_stance, new.after_stance, (x.speaker_index + 1)::smallint,
                                          v_debate.speaker1_stance, v_debate.speaker2_stance);
  return null;
end;
$$;
revoke all on function private.withdraw_unearned_delta() from public;

-- Only answers that changed (and the reader's ∆s are few: one at most).
create trigger withdraw_unearned_delta_on_update
  after update on public.poll_answers
  for each row
  when (new.before_stance is distinct from old.before_stance or new.after_stance is distinct from old.after_stance)
  execute function private.withdraw_unearned_delta();

create trigger withdraw_unearned_delta_on_delete
  after delete on public.poll_answers
  for each row execute function private.withdraw_unearned_delta();

-- -----------------------------------------------------------------------------
-- ∆ counts per speaker on the debate's verdict row (what the leaderboard and
-- the record read), and a broadcast on the debate's topic so open viewers
-- refresh their marks.
-- -----------------------------------------------------------------------------
create function private.count_delta()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.deltas := case when tg_op = 'INSERT' then new else old end;
  v_step integer := case when tg_op = 'INSERT' then 1 else -1 end;
begin
  -- While its debate is being deleted the verdict row goes too (taking its
  -- counts off the leaderboard whole): it is not touched on the way.
  update private.debate_verdicts v
     set deltas1 = v.deltas1 + case when v_row.speaker_index = 0 then v_step else 0 end,
         deltas2 = v.deltas2 + case when v_row.speaker_index = 1 then v_step else 0 end
   where v.debate_id = v_row.debate_id
     and exists (select 1 from public.debates d where d.id = v_row.debate_id);
  perform realtime.send(
    pg_catalog.jsonb_build_object('debate_id', v_row.debate_id, 'speaker_index', v_row.speaker_index, 'change', v_step),
    'deltas',
    'debate:' || v_row.debate_id::text,
    true
  );
  return null;
end;
$$;
revoke all on function private.count_delta() from public;

create trigger count_delta
  after insert or delete on public.deltas
  for each row execute function private.count_delta();
