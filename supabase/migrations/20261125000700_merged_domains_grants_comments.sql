-- =============================================================================
-- Verdicts & ∆, judges, trust and public pages: the service role's reach and
-- the why of each helper
-- =============================================================================
-- A project created today grants nothing by default (auto_expose_new_tables =
-- false), so the service role reaches the rules a person calls only where a
-- migration says so: a call without a person behind it then gets the rule's
-- own coded refusal ("sign in", "only moderators") rather than a bare
-- permission error, as with begin_debate and cast_vote.
grant execute on function
  public.award_delta(uuid, integer, integer, text, integer, integer, text, text),
  public.withdraw_delta(uuid),
  public.clear_poll_answer(uuid, text),
  public.get_my_record(),
  public.ask_judges(uuid),
  public.get_judges_verdict(uuid),
  public.is_confirmed(),
  public.my_trust(),
  public.set_handle(text),
  public.my_handle(),
  public.list_reported_items(timestamptz, uuid, integer),
  public.restore_reported_item(text, uuid),
  public.remove_reported_item(text, uuid)
to service_role;

-- -----------------------------------------------------------------------------
-- Why each helper exists (they show with their objects in supabase/schema/)
-- -----------------------------------------------------------------------------
comment on function private.verdict_contributions(private.debate_verdicts) is
  'What one stored verdict contributes to the leaderboard''s day-bucket counts (its matches and their outcome).';
comment on function private.apply_verdict_change(private.debate_verdicts, private.debate_verdicts) is
  'Writes only the difference between a verdict''s old and new contributions to the leaderboard''s counts, so they stay exact as verdicts change.';
comment on function private.count_verdict_on_leaderboard() is
  'Keeps the leaderboard''s counts in step with each change of a stored verdict (old row out, new row in).';
comment on function private.count_delta() is
  'Keeps the leaderboard''s ∆ counts in step with ∆s awarded and withdrawn, and tells open viewers to refresh their marks.';
comment on function private.leaderboard_window(text, text) is
  'Turns the leaderboard''s time window into the day buckets to sum, so a page reads a few rows instead of every debate.';
comment on function private.for_speaker_of(numeric, numeric) is
  'Which speaker (1 or 2) argues for the motion, from the two stances; null when neither does.';
comment on function private.verdict_of(numeric, numeric, integer, smallint, integer, numeric) is
  'The room''s verdict rule itself, pure: from the poll''s shifts to not enough votes, too close to call, or a winner and margin.';
comment on function private.store_verdict(uuid, numeric, numeric, integer) is
  'Stores a debate''s verdict from its poll tally, writing only when something changed, so the leaderboard''s triggers fire only on real changes.';
comment on function private.refresh_verdict(uuid) is
  'Recomputes one debate''s stored verdict from its poll answers.';
comment on function private.refresh_verdicts_on_settings() is
  'Recomputes every stored verdict when an operator changes the tie margin or the minimum of respondents.';
comment on function private.sync_verdict_with_debate() is
  'Keeps a debate''s verdict row in step with the debate (shared, unshared, hidden, re-categorised), so the leaderboard counts only public debates.';
comment on function private.stance_score(public.poll_stance) is
  'A poll answer as a number (against -1, neutral 0, for 1), so movement toward a side is a comparison.';
comment on function private.moved_toward_speaker(public.poll_stance, public.poll_stance, smallint, numeric, numeric) is
  'Whether a reader''s before → after answers moved toward a speaker''s side: the condition for awarding that speaker a ∆.';
comment on function private.withdraw_unearned_delta() is
  'Withdraws a reader''s ∆ when their after-answer goes or moves away from the side it was awarded to.';
comment on function private.attach_judge_panel() is
  'Carries a generation''s judge panel over to the debate it is saved as.';
comment on function private.checked_pass(jsonb, text, text) is
  'Checks one judge pass as the edge function sent it and reduces it to what is stored; an unusable pass is recorded with its problem.';
comment on function private.checked_scores(jsonb, text) is
  'Checks a pass''s four criterion scores (1 to 10 each).';
comment on function private.judge_field_error(text, text) is
  'The coded refusal for a malformed field of a judge''s verdict.';
comment on function private.judge_panel_json(uuid) is
  'A judge panel as the SPA and the edge function read it: status, verdict, counts and each judge with its passes.';
comment on function private.judges_agree_with_readers(text, text, smallint) is
  'Whether the judges'' verdict and the readers'' verdict name the same outcome; null while either has none.';
comment on function private.debate_transcript(uuid) is
  'A debate''s turns as the judges read them, for judging a saved debate afterwards.';
comment on function private.words_per_speaker(jsonb) is
  'Words per speaker of a list of turns, for the judges'' record of how often they chose the longer side.';
comment on function private.outcome_name(text) is
  'A judge''s outcome in words (the First Speaker, the Second Speaker, a tie), for the reasons recorded with a split.';
comment on function private.stamp_report_weight() is
  'Stamps the reporter''s trust weight on each report as it is written, so hiding adds weights rather than counting reporters.';
comment on function private.assign_profile_handle() is
  'Gives every new profile a handle: the one chosen at sign-up when free and valid, else one derived from the display name.';
comment on function private.handle_is_free(text, uuid) is
  'Whether a handle is unused by anyone else, compared case-insensitively.';
comment on function private.debate_is_public(public.debates) is
  'What counts as public for pages, feeds and the sitemap: shared and not hidden or removed.';
comment on function private.debate_card(public.debates) is
  'A debate''s public card: exactly the fields that previews, feeds and embeds may show.';
