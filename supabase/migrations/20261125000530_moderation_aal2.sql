-- =============================================================================
-- Two factors for moderators. Anyone holding a moderator's password could
-- hide or remove anything; now every moderation function also requires the
-- caller's session to have passed a second factor: the JWT's `aal` claim is
-- aal2 (GoTrue sets it after a TOTP verification). A moderator at aal1 is
-- refused with AG351 and told to verify their second factor; the SPA then
-- asks for the authenticator code. On by default; an operator may switch it
-- off in app_settings (moderation_requires_aal2) for a deployment without MFA.
--
-- Codes: AG351  moderation needs two-factor authentication (aal2)
-- =============================================================================

alter table public.app_settings
  add column moderation_requires_aal2 boolean not null default true;
comment on column public.app_settings.moderation_requires_aal2 is
  'Whether moderation functions require a two-factor (aal2) session.';

create or replace function private.require_moderator()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null or not private.is_moderator(v_uid) then
    raise exception using errcode = 'AG175', message = 'Only moderators can review reports.';
  end if;
  if (private.settings()).moderation_requires_aal2
     and coalesce(auth.jwt() ->> 'aal', 'aal1') is distinct from 'aal2' then
    raise exception using errcode = 'AG351',
      message = 'Moderation needs two-factor authentication: enter the code from your authenticator app.';
  end if;
  return v_uid;
end;
$$;
comment on function private.require_moderator() is
  'The calling moderator''s id; refuses non-moderators (AG175) and, unless switched off, sessions without a second factor (AG351).';
