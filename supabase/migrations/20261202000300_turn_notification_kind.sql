-- =============================================================================
-- A notification kind for "your turn" in a debate between people.
--
-- On its own: a value added to an enum is usable only once its transaction has committed, and the
-- next migration (20261202000400_turn_notifications.sql) writes and checks it.
-- =============================================================================

alter type public.notification_kind add value if not exists 'your_turn';
comment on type public.notification_kind is
  'What a notification is about: a response to one''s debate, a reply, a vote milestone, an item a moderator removed, one''s turn in a debate between people.';
