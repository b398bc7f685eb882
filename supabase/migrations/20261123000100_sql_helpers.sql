-- =============================================================================
-- SQL helpers shared by the rule functions (issue 9, item 5), and the codes of
-- the rules added by the 2026-11-23 migrations (issue 10).
--
-- Error codes added (range AG100-AG139; the older ones are listed in
-- 20261121000100_settings.sql):
--   AG100  display name not 1-50 characters after trimming
--   AG101  display name contains control characters
--   AG110  only the author may delete, un-share or re-categorise a debate
--   AG120  only the author may edit or delete a response
--   AG121  the response was deleted (cannot be edited or deleted again)
--   AG122  response not found (unknown, or its debate is not visible)
--   AG130  account deletion: the typed email does not match the account
--
-- No behaviour changes here: the functions below are redefined with the same
-- checks, in the same order, with the same codes and messages.
-- =============================================================================

-- The signed-in caller's id, or the rule's own "sign in" error. Each rule
-- keeps its own code and message (the SPA shows them), hence the parameters.
create function private.require_uid(
  p_errcode text default 'AG401',
  p_message text default 'You must be signed in.'
)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = p_errcode, message = p_message;
  end if;
  return v_uid;
end;
$$;
revoke all on function private.require_uid(text, text) from public;

-- A response's or reply's text as stored: trimmed as JavaScript trims, present
-- and at most 5000 characters (the same rule at posting and at editing).
create function private.checked_response_content(p_content text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_content text := private.trim_whitespace(coalesce(p_content, ''));
begin
  if v_content = '' then
    raise exception using errcode = 'AG061', message = 'Please enter a response.';
  end if;
  if char_length(v_content) > 5000 then
    raise exception using errcode = 'AG066', message = 'Responses are limited to 5000 characters.';
  end if;
  return v_content;
end;
$$;
revoke all on function private.checked_response_content(text) from public;

-- -----------------------------------------------------------------------------
-- The functions that repeated the preamble, redefined on the helpers.
-- (post_reply is redefined with the response rules in 20261123000130.)
-- -----------------------------------------------------------------------------
create or replace function public.get_debate_usage()
returns setof public.debate_usage
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_usage public.debate_usage;
begin
  v_usage := private.refresh_usage(v_uid);
  if v_usage.user_id is not null then
    return next v_usage;
  end if;
end;
$$;

create or replace function public.share_debate(p_debate_id uuid)
returns public.debates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_debate public.debates;
begin
  select * into v_debate from public.debates where id = p_debate_id for update;
  if not found or (not v_debate.is_public and v_debate.user_id <> v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if v_debate.user_id <> v_uid then
    raise exception using errcode = 'AG031', message = 'Only the author can share this debate.';
  end if;
  if v_debate.is_public then
    return v_debate;
  end if;

  -- After an un-share the author's vote row is still there: no second upvote.
  update public.debates set is_public = true, shared_at = private.clock_now() where id = p_debate_id;
  insert into public.votes (debate_id, user_id, value) values (p_debate_id, v_uid, 1)
  on conflict (debate_id, user_id) do nothing;

  select * into v_debate from public.debates where id = p_debate_id;
  return v_debate;
end;
$$;

create or replace function public.cast_vote(p_debate_id uuid, p_value integer)
returns table (upvotes integer, downvotes integer, my_vote integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('AG040', 'You need to be logged in to vote on debates.');
  v_debate public.debates;
begin
  if p_value is null or p_value not in (-1, 0, 1) then
    raise exception using errcode = 'AG041', message = 'A vote is 1 (up), -1 (down) or 0 (clear).';
  end if;

  select * into v_debate from public.debates where id = p_debate_id;
  if not found or (not v_debate.is_public and v_debate.user_id <> v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if not v_debate.is_public then
    raise exception using errcode = 'AG042', message = 'Only debates shared with the community can be voted on.';
  end if;

  if p_value = 0 then
    delete from public.votes v where v.debate_id = p_debate_id and v.user_id = v_uid;
  else
    insert into public.votes as v (debate_id, user_id, value)
    values (p_debate_id, v_uid, p_value)
    on conflict (debate_id, user_id) do update
      set value = excluded.value, updated_at = private.clock_now()
      where v.value <> excluded.value;
  end if;

  return query
    select d.upvotes, d.downvotes, p_value from public.debates d where d.id = p_debate_id;
end;
$$;

create or replace function public.toggle_star(p_debate_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('AG050', 'Please sign in to star debates.');
begin
  if not private.debate_is_visible_to(p_debate_id, v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;

  delete from public.stars s where s.user_id = v_uid and s.debate_id = p_debate_id;
  if found then
    return false;
  end if;
  insert into public.stars (user_id, debate_id) values (v_uid, p_debate_id)
  on conflict do nothing;
  return true;
end;
$$;

create or replace function public.merge_stars(p_debate_ids uuid[])
returns uuid[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('AG050', 'Please sign in to star debates.');
begin
  if cardinality(p_debate_ids) > 1000 then
    raise exception using errcode = 'AG051', message = 'At most 1000 starred debates can be merged at once.';
  end if;

  insert into public.stars (user_id, debate_id)
  select v_uid, d.id
    from public.debates d
   where d.id = any (coalesce(p_debate_ids, '{}'))
     and (d.is_public or d.user_id = v_uid)
  on conflict do nothing;

  return coalesce(
    (select array_agg(s.debate_id order by s.created_at, s.debate_id) from public.stars s where s.user_id = v_uid),
    '{}'
  );
end;
$$;

create or replace function public.post_response(
  p_debate_id uuid,
  p_round_index integer,
  p_speaker_index integer,
  p_original_text text,
  p_original_text_start integer,
  p_original_text_end integer,
  p_content text,
  p_passage text default 'text'
)
returns public.threaded_responses
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('AG060', 'You must be logged in to post responses.');
  v_content text := private.checked_response_content(p_content);
  v_source text;
  v_response public.threaded_responses;
begin
  if coalesce(p_original_text, '') = '' then
    raise exception using errcode = 'AG062', message = 'No text selected.';
  end if;
  if not private.debate_is_visible_to(p_debate_id, v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;

  select case when p_passage = 'summary' then t.summary when p_passage = 'text' then t.text end
    into v_source
    from public.debate_turns t
   where t.debate_id = p_debate_id and t.round_index = p_round_index and t.speaker_index = p_speaker_index;

  if v_source is null
     or p_original_text_start is null or p_original_text_end is null
     or p_original_text_start < 0
     or p_original_text_end - p_original_text_start <> char_length(p_original_text)
     or substr(v_source, p_original_text_start + 1, char_length(p_original_text)) <> p_original_text then
    raise exception using errcode = 'AG063', message = 'The selected text is not part of this round.';
  end if;

  insert into public.threaded_responses (
    debate_id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end,
    quote_prefix, quote_suffix, author_id, author_name, content, created_at
  ) values (
    p_debate_id, p_round_index, p_speaker_index, p_passage, p_original_text, p_original_text_start, p_original_text_end,
    substr(v_source, greatest(p_original_text_start - 31, 1), least(p_original_text_start, 32)),
    substr(v_source, p_original_text_end + 1, 32),
    v_uid, private.author_name_of(v_uid), v_content, private.clock_now()
  )
  returning * into v_response;
  return v_response;
end;
$$;

create or replace function public.begin_debate(p_settings jsonb)
returns table (generation_id uuid, free_debates_remaining integer, total_debates integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_settings jsonb;
  v_usage public.debate_usage;
  v_is_pro boolean;
  v_now timestamptz := private.clock_now();
  v_generation_id uuid;
begin
  v_settings := private.validate_debate_settings(p_settings);

  -- No usage record yet: create it as a new user's, so this start leaves
  -- total 1 and remaining 1 (the spec's "create with 1 and 1").
  insert into public.debate_usage (user_id, free_debates_remaining)
  values (v_uid, (private.settings()).free_debates_for_new_user)
  on conflict (user_id) do nothing;

  v_usage := private.refresh_usage(v_uid);
  select coalesce(p.is_pro, false) into v_is_pro from public.profiles p where p.id = v_uid;
  v_is_pro := coalesce(v_is_pro, false);

  if not v_is_pro and v_usage.free_debates_remaining = 0 then
    raise exception using
      errcode = 'AG001',
      message = 'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account';
  end if;

  update public.debate_usage u
     set total_debates = u.total_debates + 1,
         free_debates_remaining = case
           when not v_is_pro and u.free_debates_remaining > 0 then u.free_debates_remaining - 1
           else u.free_debates_remaining
         end,
         last_debate_started = v_now,
         updated_at = v_now
   where u.user_id = v_uid
  returning * into v_usage;

  insert into public.debate_generations (user_id, settings)
  values (v_uid, v_settings)
  returning id into v_generation_id;

  return query select v_generation_id, v_usage.free_debates_remaining, v_usage.total_debates;
end;
$$;

create or replace function public.save_debate(p_generation_id uuid, p_categories text[])
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
begin
  v_categories := private.validate_categories(p_categories);

  select * into v_generation from public.debate_generations
   where id = p_generation_id and user_id = v_uid
   for update;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  if v_generation.status <> 'completed' then
    raise exception using errcode = 'AG021', message = 'The debate has not finished generating.';
  end if;
  if exists (select 1 from public.debates d where d.generation_id = p_generation_id) then
    raise exception using errcode = 'AG022', message = 'This debate is already saved.';
  end if;

  select * into v_profile from public.profiles where id = v_uid;

  insert into public.debates (
    user_id, generation_id, topic, categories, debate_style, moderator_enabled, moderator_opening, moderator_closing,
    speaker1_model, speaker1_stance, speaker1_rhetoric_style,
    speaker2_model, speaker2_stance, speaker2_rhetoric_style,
    generator, created_at, user_display_name, is_pro
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
    coalesce(v_profile.is_pro, false)
  )
  returning * into v_debate;

  insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
  select v_debate.id, (t ->> 'roundIndex')::smallint, (t ->> 'speakerIndex')::smallint, t ->> 'text', t ->> 'summary'
    from jsonb_array_elements(v_generation.turns) as t;

  return v_debate;
end;
$$;
