-- The shape behind the community rules (limits, notifications, polls, reports):
-- who may touch their tables, the
-- triggers that create notifications, keep the persuasion score and enforce
-- the limits, and the index behind the "Most persuasive" sort. The behaviour
-- is proven in 120-limits, 125-notifications, 130-persuasion-polls and
-- 135-reports-moderation.
begin;
select plan(34);

select policies_are('public', 'notifications', array['users read their own notifications'],
  'notifications have only the read-own policy');
select policies_are('public', 'poll_answers', array['users read their own poll answers'],
  'poll answers have only the read-own policy');
select policies_are('public', 'reports', array['reporters read their own reports'], 'reports have only the read-own policy');
select policies_are('public', 'moderators', array[
  'users see whether they are a moderator', 'the service role grants and revokes moderators'
], 'moderators have the read-own policy and the service role''s');
select policy_roles_are('public', 'notifications', 'users read their own notifications', array['authenticated'],
  'only signed-in users have a notifications policy');
select policy_roles_are('public', 'poll_answers', 'users read their own poll answers', array['authenticated'],
  'only signed-in users have a poll answers policy');
select policy_roles_are('public', 'reports', 'reporters read their own reports', array['authenticated'],
  'only signed-in users have a reports policy');
select policy_roles_are('public', 'moderators', 'the service role grants and revokes moderators', array['service_role'],
  'granting moderation is the service role''s alone');

select table_privs_are('public', 'notifications', 'anon', '{}'::text[], 'visitors have no access to notifications');
select table_privs_are('public', 'notifications', 'authenticated', array['SELECT'], 'users may only read notifications (their own, by RLS)');
select table_privs_are('public', 'notifications', 'service_role', array['SELECT'], 'the service role may only read notifications');
select table_privs_are('public', 'poll_answers', 'anon', '{}'::text[], 'visitors have no access to poll answers');
select table_privs_are('public', 'poll_answers', 'service_role', array['SELECT'], 'the service role may only read poll answers');
select table_privs_are('public', 'reports', 'anon', '{}'::text[], 'visitors have no access to reports');
select table_privs_are('public', 'reports', 'service_role', array['SELECT'], 'the service role may only read reports');
select table_privs_are('public', 'moderators', 'anon', '{}'::text[], 'visitors have no access to moderators');
select table_privs_are('public', 'moderators', 'authenticated', array['SELECT'], 'users may only read (their own) moderator row');
select table_privs_are('public', 'moderators', 'service_role', array['SELECT', 'INSERT', 'DELETE'],
  'the service role grants and revokes moderators');

select is_empty(
  $$ select p.proname from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and p.proname in ('list_reported_items', 'restore_reported_item', 'remove_reported_item', 'is_moderator',
                          'list_notifications', 'unread_notification_count', 'mark_notification_read', 'mark_all_notifications_read')
        and has_function_privilege('anon', p.oid, 'execute') $$,
  'visitors call no notification or moderation function'
);

select trigger_is('public', 'threaded_responses', 'limit_response_rate', 'private', 'limit_response_rate',
  'responses and replies are counted against the posting limits where they are written');
select trigger_is('public', 'threaded_responses', 'notify_on_response', 'private', 'notify_on_response',
  'responses and replies notify the person answered');
select trigger_is('public', 'threaded_responses', 'refuse_reply_to_hidden', 'private', 'refuse_reply_to_hidden',
  'nobody but its author replies under a hidden response');
select trigger_is('public', 'threaded_responses', 'guard_moderation_state', 'private', 'guard_moderation_state',
  'a response''s moderation state is guarded');
select trigger_is('public', 'debates', 'guard_moderation_state', 'private', 'guard_moderation_state',
  'a debate''s moderation state is guarded');
select trigger_is('public', 'votes', 'refuse_vote_on_hidden', 'private', 'refuse_vote_on_hidden',
  'nobody but its author votes on a hidden debate');
select trigger_is('public', 'debate_tallies', 'notify_on_vote_milestone', 'private', 'notify_on_vote_milestone',
  'vote milestones notify the author (from the tally row)');
select trigger_is('public', 'debates', 'guard_persuasion_score', 'private', 'guard_persuasion_score',
  'the persuasion score is guarded');
select trigger_is('public', 'poll_answers', 'refresh_persuasion_score', 'private', 'refresh_persuasion_score',
  'poll answers keep the persuasion score');
select isnt_definer('private', 'guard_moderation_state', '{}'::name[],
  'the moderation guard runs as the writer, so it can tell the rule functions from everyone else');
select isnt_definer('private', 'guard_persuasion_score', '{}'::name[],
  'the persuasion score guard runs as the writer');

select has_index('public', 'debates', 'debates_public_persuasive_idx', array['persuasion_score', 'shared_at', 'id'],
  'the most persuasive sort has a matching partial index');
select ok(
  (select pg_get_indexdef(i.indexrelid) like '%WHERE (is_public AND (persuasion_score IS NOT NULL))'
     from pg_index i where i.indexrelid = 'public.debates_public_persuasive_idx'::regclass),
  'it holds only shared debates with a score'
);
select has_index('public', 'notifications', 'notifications_user_newest_idx', array['user_id', 'created_at', 'id'],
  'a person''s notifications are paged by an index');
select ok(
  (select i.indisunique from pg_index i where i.indexrelid = 'public.notifications_milestone_once_idx'::regclass),
  'a milestone is notified at most once per debate (unique index)'
);

select * from finish();
rollback;
