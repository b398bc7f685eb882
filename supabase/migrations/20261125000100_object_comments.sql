-- =============================================================================
-- Why each helper function and type exists, said on the object itself, so the
-- reason shows wherever the object is read: in the per-domain schema files
-- (supabase/schema/, written by `npm run db:schema`), psql's \df+ and the
-- Supabase dashboard. Comments only: no definition changes.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Shared helpers
-- -----------------------------------------------------------------------------
comment on function private.clock_now() is
  'The rules'' clock: every time-dependent rule reads it, so a pgTAP test can freeze time for one transaction.';
comment on function private.require_uid(text, text) is
  'The signed-in user''s id, or the given rule''s sign-in refusal: each rule keeps its own code and wording.';
comment on function private.trim_whitespace(text) is
  'Trims as JavaScript''s String.prototype.trim does, so the SPA and the database agree on what is blank and how long a text is.';

-- -----------------------------------------------------------------------------
-- Settings
-- -----------------------------------------------------------------------------
comment on type public.debate_style is
  'How the two speakers argue; the contract''s DEBATE_STYLES, in order.';
comment on type public.rhetoric_style is
  'The tone of one speaker; the contract''s RHETORIC_STYLES, in order.';
comment on function private.settings() is
  'The one app_settings row: rules read their numbers here instead of hard-coding them.';
comment on function private.invalid_setting(text, text) is
  'Refuses a debate setting with AG010 and the field in DETAIL, so the SPA can point at the field.';
comment on function private.is_stance(jsonb) is
  'Whether a JSON value is a stance: a number from -1 to 1 in steps of 0.1.';
comment on function private.is_stance(numeric) is
  'Whether a number is a stance: from -1 to 1 in steps of 0.1 (the stored speakers'' check).';
comment on function private.validate_speaker(jsonb, text) is
  'Checks one speaker''s settings (model, stance, rhetoric style, hints, maxTokens) and returns them normalised.';
comment on function private.validate_debate_settings(jsonb) is
  'Checks a whole debate''s settings before the allowance is spent; the edge function trusts what it returns.';

-- -----------------------------------------------------------------------------
-- Profiles and usage
-- -----------------------------------------------------------------------------
comment on function private.display_name_from_metadata(jsonb) is
  'The display name an auth provider''s metadata offers (control characters as spaces, at most 50), or null.';
comment on function private.photo_from_metadata(jsonb) is
  'The avatar an auth provider''s metadata offers, or null.';
comment on function private.handle_auth_user_created() is
  'Creates the profile and the free-debate allowance with the auth user, so no signed-in user lacks either.';
comment on function private.handle_auth_user_updated() is
  'Copies email, photo and (only when the provider''s name changed) the name from auth changes to the profile.';
comment on function private.refresh_usage(uuid) is
  'Applies the weekly refill and the test account''s daily reset to one allowance, locked, before it is read or spent.';
comment on function private.sync_display_name() is
  'Keeps the author name stored on debates and responses equal to the profile''s current name.';

-- -----------------------------------------------------------------------------
-- Generations
-- -----------------------------------------------------------------------------
comment on function private.validate_turns(jsonb) is
  'Checks the six turns a generation records: each round and speaker once, with text.';
comment on function private.stamp_free_debate_spent() is
  'Records on each generation whether it spent a free debate, so giving the allowance back returns only what was spent.';

-- -----------------------------------------------------------------------------
-- Debates
-- -----------------------------------------------------------------------------
comment on type public.debate_category is
  'The community''s categories; the contract''s CATEGORIES, in order.';
comment on function private.categories_are_valid(public.debate_category[]) is
  'The stored categories'' check: 1 to 3, distinct, none null.';
comment on function private.validate_categories(text[]) is
  'Turns the categories a person chose into debate_category values, refusing none (AG011), too many (AG012) or an unknown one (AG013).';
comment on function private.assert_debate_has_six_turns() is
  'At the end of the saving transaction, a new debate has exactly six turns.';
comment on function private.guard_debate_columns() is
  'Keeps views and sharing out of direct writes: only Agora''s rule functions (the table owner) change them.';
comment on function private.debate_is_visible_to(uuid, uuid) is
  'Whether a person may see a debate (shared and not hidden, or their own); every side table asks this one question.';
comment on function private.debate_author_name(text) is
  'The name a debate shows for its author: the display name, or "Anonymous User".';
comment on function private.own_debate_for_update(uuid, uuid) is
  'Locks a debate its author is changing; AG030 when the person cannot see it, AG110 when it is someone else''s.';

-- -----------------------------------------------------------------------------
-- Votes and tallies
-- -----------------------------------------------------------------------------
comment on function private.apply_vote_to_tallies() is
  'Moves a debate''s tallies by exactly what one vote row changed, so tallies always equal the vote rows.';
comment on function private.sync_debate_tally() is
  'Gives each debate its tallies row and keeps its shared_at copy, which the ranking indexes sort by.';
comment on function private.debate_with_tallies(uuid) is
  'One debate with its tallies: the row the debate functions return.';

-- -----------------------------------------------------------------------------
-- Responses
-- -----------------------------------------------------------------------------
comment on function private.checked_response_content(text) is
  'A response''s text trimmed, refused when empty (AG061) or too long (AG066): shared by posting, replying and editing.';
comment on function private.author_name_of(uuid) is
  'The name a response shows for its author: the display name, or "Anonymous".';
comment on function private.derive_response_structure() is
  'Derives depth and thread root from the parent, so a client can never place a reply elsewhere.';
comment on function private.count_replies() is
  'Keeps each response''s reply count equal to its existing replies.';
comment on function private.guard_response_columns() is
  'Keeps the derived columns (thread, depth, counts, edited and deleted stamps) out of direct writes.';
comment on function private.own_response_for_update(uuid, uuid) is
  'Locks a response its author is editing or deleting; AG122 unknown, AG121 deleted, AG120 someone else''s.';
comment on function private.prune_empty_placeholder() is
  'Removes a deleted response''s placeholder once its last reply is gone, up the chain.';
comment on function private.mark_deleted_author() is
  'Names a response "[deleted user]" when its author''s account is deleted; the response stays for the thread.';
comment on function private.masked_response(public.threaded_responses, uuid) is
  'A response as a given reader may see it: hidden or removed ones lose content and author except for their author.';
comment on function private.response_is_visible_to(uuid, uuid) is
  'Whether a person may see a response: its debate is visible to them, and it is visible or theirs.';

-- -----------------------------------------------------------------------------
-- Ranking
-- -----------------------------------------------------------------------------
comment on function private.debate_search_text(text, public.debate_category[]) is
  'The lower-cased text the trigram index searches: topic and categories.';

-- -----------------------------------------------------------------------------
-- Notifications
-- -----------------------------------------------------------------------------
comment on type public.notification_kind is
  'What a notification is about: a response to one''s debate, a reply, a vote milestone, an item a moderator removed.';
comment on function private.notify_on_response() is
  'Notifies the debate''s author of a response and the parent''s author of a reply, never about one''s own writing.';
comment on function private.notify_on_vote_milestone() is
  'Notifies a shared debate''s author once for each milestone its upvotes cross upward.';
comment on function private.unread_count_of(uuid) is
  'How many notifications a person has not read: returned by the read functions and broadcast to their topic.';

-- -----------------------------------------------------------------------------
-- Polls
-- -----------------------------------------------------------------------------
comment on type public.poll_stance is
  'Where a reader stands on the motion, before or after reading.';
comment on function private.poll_debate(uuid, uuid) is
  'The debate a poll answer or result is for; AG030 when the person cannot see it, AG164 when it is not shared.';
comment on function private.poll_tally(uuid) is
  'Counts one debate''s poll answers and the shifts among the people who answered both, for results and the score alike.';
comment on function private.poll_result(public.debates, uuid) is
  'A debate''s poll results as a given reader sees them: the audience''s split, the side that gained, their own answers.';
comment on function private.refresh_persuasion_score() is
  'Keeps debates.persuasion_score equal to the poll after each answer, so the persuasive sort reads an index.';
comment on function private.guard_persuasion_score() is
  'Keeps the persuasion score out of direct writes: only the poll''s trigger (as the table owner) sets it.';

-- -----------------------------------------------------------------------------
-- Reports and moderation
-- -----------------------------------------------------------------------------
comment on type public.moderation_state is
  'Whether an item is visible, hidden pending review (reported enough) or removed by a moderator.';
comment on type public.report_reason is
  'Why an item was reported; "other" needs a description.';
comment on function private.is_moderator(uuid) is
  'Whether a person is a moderator now: a row of public.moderators, so a grant or revocation applies on the next call.';
comment on function private.require_moderator() is
  'The signed-in moderator''s id, or AG175 for anyone else.';
comment on function private.file_report(uuid, uuid, text, text) is
  'Files one report on a debate or response (checks, limit, once per person) and hides the item at the threshold.';
comment on function private.moderated_item(text, uuid) is
  'Locks the debate or response a moderator acts on and says whose it is and its state.';
comment on function private.guard_moderation_state() is
  'A removed item stays removed, whoever writes, and moderation_state changes only through the moderation functions.';
comment on function private.refuse_reply_to_hidden() is
  'Refuses replies under a hidden or removed response, except from its author.';
comment on function private.refuse_vote_on_hidden() is
  'Refuses votes on a debate that is hidden, removed or not visible to the voter.';

-- -----------------------------------------------------------------------------
-- Limits
-- -----------------------------------------------------------------------------
comment on function private.consume_rate_limit(uuid, text) is
  'Counts one repeatable write for a person, or refuses it with the limit''s code and the wait (AG140-AG142).';
comment on function private.seconds_until_allowed(uuid, text, interval, integer) is
  'How long until a person may repeat an action again under one limit (0: now).';
comment on function private.wait_phrase(integer) is
  'A wait in words ("40 seconds", "12 minutes", "3 hours") for a limit''s message.';
comment on function private.limit_response_rate() is
  'Applies the posting limits to every response and reply a signed-in person writes, whichever function inserts it.';

-- -----------------------------------------------------------------------------
-- Realtime topics
-- -----------------------------------------------------------------------------
comment on function private.broadcast_tallies() is
  'Sends a debate''s new tallies to its topic, so every reader''s counts move without a refetch.';
comment on function private.broadcast_debate_counts() is
  'Sends a debate''s new view count to its topic.';
comment on function private.broadcast_response_change() is
  'Sends a new or changed response to its debate''s topic, masked as other readers see it.';
comment on function private.broadcast_new_notification() is
  'Sends a new notification and the unread count to its recipient''s topic.';
comment on function private.broadcast_unread_counts() is
  'Sends each affected person''s unread count once per statement when notifications are marked read.';
comment on function private.broadcast_poll_change() is
  'Sends a debate''s new poll split (no one''s own answer) to its topic when an answer changes it.';
