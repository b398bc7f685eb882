-- =============================================================================
-- Public pages: the debate's preview read, for the link preview's head and its
-- image.
--
-- A page's head and its image show only the debate's card (topic, speakers,
-- tallies, verdict, the opening's first words), and the image is revalidated
-- on every request (a debate made private must stop being served at once), so
-- the read behind them is the card alone: no rounds aggregated and sent, one
-- primary-key lookup. Same rule as debate_page: a private, hidden, removed,
-- deleted or unshared debate reads as nothing.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- debate_preview(id): the card, or null for anything not public.
-- -----------------------------------------------------------------------------
create function public.debate_preview(p_debate_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.debate_card(d)
    from public.debates d
   where d.id = p_debate_id and private.debate_is_public(d)
$$;
revoke all on function public.debate_preview(uuid) from public, anon, authenticated, service_role;
grant execute on function public.debate_preview(uuid) to anon, authenticated, service_role;
comment on function public.debate_preview(uuid) is
  'A shared, visible debate''s public card alone (what its link preview and image show); null for anything else.';
