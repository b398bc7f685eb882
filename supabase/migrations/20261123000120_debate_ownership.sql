-- =============================================================================
-- Owning a debate (issue 10, item 2): its author deletes it, un-shares it or
-- changes its categories. Anyone else is refused by the database:
--   AG030 "Debate not found"  — unknown, or another user's private debate;
--   AG110 "Only the author can change this debate." — another user's shared one;
--   AG401 without sign-in; visitors and the service role may not call these
--   (42501). RLS on debates is unchanged: authors could already delete their
--   own rows; the functions give the coded errors and one documented result.
--
-- Deleting takes the turns, votes, stars and responses with it (foreign keys
-- cascade). Un-sharing keeps the vote rows and therefore the tallies: sharing
-- again shows them as they were, and the author's vote row is already there,
-- so share_debate adds no second upvote. shared_at is stamped anew on re-share.
-- =============================================================================

-- The caller's own debate, locked, or the coded refusal.
create function private.own_debate_for_update(p_debate_id uuid, p_uid uuid)
returns public.debates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_debate public.debates;
begin
  select * into v_debate from public.debates where id = p_debate_id for update;
  if not found or (not v_debate.is_public and v_debate.user_id <> p_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if v_debate.user_id <> p_uid then
    raise exception using errcode = 'AG110', message = 'Only the author can change this debate.';
  end if;
  return v_debate;
end;
$$;
revoke all on function private.own_debate_for_update(uuid, uuid) from public;

-- -----------------------------------------------------------------------------
-- delete_debate(debate): returns the id of the deleted debate.
-- -----------------------------------------------------------------------------
create function public.delete_debate(p_debate_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
begin
  perform private.own_debate_for_update(p_debate_id, v_uid);
  delete from public.debates where id = p_debate_id;
  return p_debate_id;
end;
$$;

-- -----------------------------------------------------------------------------
-- unshare_debate(debate): back to private; idempotent. Returns the debate.
-- -----------------------------------------------------------------------------
create function public.unshare_debate(p_debate_id uuid)
returns public.debates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_debate public.debates := private.own_debate_for_update(p_debate_id, v_uid);
begin
  if not v_debate.is_public then
    return v_debate;
  end if;
  update public.debates set is_public = false, shared_at = null where id = p_debate_id
  returning * into v_debate;
  return v_debate;
end;
$$;

-- -----------------------------------------------------------------------------
-- set_debate_categories(debate, categories): 1-3 known categories, as at save
-- (AG011 / AG012 / AG013). Returns the debate.
-- -----------------------------------------------------------------------------
create function public.set_debate_categories(p_debate_id uuid, p_categories text[])
returns public.debates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_categories public.debate_category[] := private.validate_categories(p_categories);
  v_debate public.debates := private.own_debate_for_update(p_debate_id, v_uid);
begin
  update public.debates set categories = v_categories where id = p_debate_id
  returning * into v_debate;
  return v_debate;
end;
$$;

revoke all on function public.delete_debate(uuid) from public, anon, authenticated, service_role;
revoke all on function public.unshare_debate(uuid) from public, anon, authenticated, service_role;
revoke all on function public.set_debate_categories(uuid, text[]) from public, anon, authenticated, service_role;
grant execute on function public.delete_debate(uuid) to authenticated;
grant execute on function public.unshare_debate(uuid) to authenticated;
grant execute on function public.set_debate_categories(uuid, text[]) to authenticated;
comment on function public.delete_debate(uuid) is
  'Deletes the caller''s debate with its turns, votes, stars and responses; returns its id.';
comment on function public.unshare_debate(uuid) is
  'Takes the caller''s debate out of the community (tallies kept for a later re-share); idempotent.';
comment on function public.set_debate_categories(uuid, text[]) is
  'Replaces the caller''s debate''s categories (1 to 3 known ones, as at save).';
