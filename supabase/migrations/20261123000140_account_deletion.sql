-- =============================================================================
-- Deleting one's account (issue 10, item 4). delete_account(email) removes the
-- caller's auth.users row once they typed their account's email (compared
-- trimmed and case-insensitively); the foreign keys do the rest, so an
-- operator deleting the user through the auth admin API (which deletes the
-- same row) gets the same result:
--   profile, usage, generations, debates (with their turns, votes, stars and
--   responses), the person's votes (tallies corrected by the vote trigger) and
--   stars go; their responses elsewhere stay, author_id null and shown as
--   "[deleted user]" (threaded_responses.author_id is ON DELETE SET NULL and
--   the trigger mark_deleted_author renames them), so threads keep their shape.
--
-- Errors: AG130 "The email does not match your account." (nothing changes);
-- AG401 without sign-in (or when the account is already gone).
--
-- The function is SECURITY DEFINER and owned by the migration role (postgres),
-- which on Supabase may delete from auth.users; it deletes only auth.uid()'s row.
-- =============================================================================

create function public.delete_account(p_email_confirmation text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_email text;
begin
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
$$;

revoke all on function public.delete_account(text) from public, anon, authenticated, service_role;
grant execute on function public.delete_account(text) to authenticated;
comment on function public.delete_account(text) is
  'Deletes the caller''s account after they typed its email: profile, usage, debates, votes and stars go; responses stay as [deleted user].';
