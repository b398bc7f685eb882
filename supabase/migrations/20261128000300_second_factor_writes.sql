-- =============================================================================
-- Two-factor means two-factor: a person with a verified authenticator (auth.mfa_factors) writes
-- nothing while their session is only aal1 (password alone), as Supabase's MFA guide shows
-- with restrictive checks. A stolen password alone changes nothing of theirs. Reads of their own
-- data stay, so the app can ask for the code. People without a factor are not affected; the
-- service role and the auth service (no signed-in user) are not either.
--
-- The check sits on the tables a person's actions write, so every write path — every rule
-- function, today's and tomorrow's — passes it: votes, stars, responses, poll answers, ∆,
-- reports, debates (saving, sharing, categories, deleting), starting a debate, asking the
-- judges, notifications marked read, and the profile (name, handle, photo, deleting the account).
-- Bookkeeping that follows from reading (a view counted, the weekly refill) is not an action.
-- =============================================================================

create function private.require_second_factor()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is not null
     and coalesce(auth.jwt() ->> 'aal', 'aal1') is distinct from 'aal2'
     and exists (select 1 from auth.mfa_factors f where f.user_id = v_uid and f.status = 'verified') then
    raise exception using errcode = 'AG352',
      message = 'This account uses two-factor sign-in: enter the code from your authenticator app first.';
  end if;
end;
$$;
comment on function private.require_second_factor() is
  'Refuses (AG352) a signed-in person who has a verified second factor while their session is aal1.';
revoke all on function private.require_second_factor() from public;

create function private.require_second_factor_for_writes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_second_factor();
  return coalesce(new, old);
end;
$$;
comment on function private.require_second_factor_for_writes() is
  'Trigger: a write made by a person with a verified second factor needs an aal2 session (AG352).';
revoke all on function private.require_second_factor_for_writes() from public;

create trigger require_second_factor before insert or update or delete on public.votes
  for each row execute function private.require_second_factor_for_writes();
create trigger require_second_factor before insert or update or delete on public.stars
  for each row execute function private.require_second_factor_for_writes();
create trigger require_second_factor before insert or update or delete on public.threaded_responses
  for each row execute function private.require_second_factor_for_writes();
create trigger require_second_factor before insert or update or delete on public.poll_answers
  for each row execute function private.require_second_factor_for_writes();
create trigger require_second_factor before insert or update or delete on public.deltas
  for each row execute function private.require_second_factor_for_writes();
create trigger require_second_factor before insert or update or delete on public.reports
  for each row execute function private.require_second_factor_for_writes();
create trigger require_second_factor before insert on public.debate_generations
  for each row execute function private.require_second_factor_for_writes();
create trigger require_second_factor before insert or update on public.judge_panels
  for each row execute function private.require_second_factor_for_writes();
create trigger require_second_factor before update of read_at on public.notifications
  for each row execute function private.require_second_factor_for_writes();
-- Views counted and verdicts kept in step update other columns of debates: not the person's action.
create trigger require_second_factor before insert or delete or update of categories, is_public, shared_at on public.debates
  for each row execute function private.require_second_factor_for_writes();
-- The auth service's own merges (email, sign-in times) run with no signed-in user.
create trigger require_second_factor before delete or update of display_name, handle, photo_url on public.profiles
  for each row execute function private.require_second_factor_for_writes();

-- Stopping or discarding one's debate in the making is an action too.
create or replace function private.own_generation_for_update(p_generation_id uuid)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_generation public.debate_generations;
begin
  perform private.require_second_factor();
  select * into v_generation from public.debate_generations g
   where g.id = p_generation_id and g.user_id = v_uid
   for update;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  return private.settle_if_interrupted(v_generation);
end;
$$;
comment on function private.own_generation_for_update(uuid) is
  'The caller''s generation, locked and brought up to date, for an action of theirs (stop, discard): AG020 when it is not theirs, AG352 without the second factor their account needs.';

-- Deleting the account takes its factors with it (in no set order): the check comes first.
CREATE OR REPLACE FUNCTION public.delete_account(p_email_confirmation text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := private.require_uid();
  v_email text;
begin
  -- Checked first: deleting the user takes their factors with it, in no set order.
  perform private.require_second_factor();
  select u.email into v_email from auth.users u where u.id = v_uid for update;
  if not found then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  if v_email is null
     or lower(private.trim_whitespace(coalesce(p_email_confirmation, ''))) <> lower(v_email) then
    raise exception using errcode = 'AG130', message = 'The email does not match your account.';
  end if;
  delete from auth.users where id = v_uid;
end;
$function$;
