-- The database's shape, across every domain: the tables, view and columns the
-- API exposes, row level security on all of them, who may call or touch what,
-- grants that rely on no default privilege, and the shape behind the community
-- rules. Three sections; the behaviour behind each grant and policy is proven
-- in the domain files and in 00-shared.rls-matrix.
begin;
select plan(128);

-- #############################################################################
-- Schema shape: the tables and view the API exposes, row level security on
-- all of them, and who may call or touch what. The behaviour behind each grant
-- and policy is proven in the domain files and in 00-shared.rls-matrix.
-- #############################################################################
-- -----------------------------------------------------------------------------
-- Tables, view and columns
-- -----------------------------------------------------------------------------
select tables_are('public', array[
  'app_settings', 'profiles', 'debate_usage', 'debate_generations', 'debates', 'debate_turns',
  'votes', 'stars', 'threaded_responses', 'notifications', 'poll_answers', 'moderators', 'reports', 'debate_tallies',
  'deltas', 'judge_panels', 'judge_verdicts', 'generation_turns', 'debate_questions', 'generation_seats', 'challenges', 'debate_ballots'
], 'the public schema holds exactly Agora''s tables');
select views_are('public', array['public_debates', 'debates_with_tallies'],
  'public_debates and debates_with_tallies (what the debate functions return) are the only views');

select columns_are('public', 'app_settings', array[
  'id', 'test_account_email', 'free_debates_for_new_user', 'refill_after_days', 'refill_amount',
  'test_account_daily_allowance', 'updated_at', 'responses_per_minute', 'responses_per_day', 'reports_per_hour',
  'vote_milestones', 'poll_open_days', 'persuasive_min_respondents', 'report_hide_threshold',
  'anonymous_views_per_address', 'trust_new_account_days', 'trust_member_engagements', 'report_weight_new',
  'report_weight_basic', 'report_weight_member', 'moderation_requires_aal2', 'verdict_tie_margin',
  'generation_stale_seconds', 'person_turn_min_chars', 'person_turn_max_chars', 'person_turn_deadline_seconds',
  'challenges_per_day', 'open_challenges_per_person'
], 'app_settings holds the allowance numbers, the test account and the community''s limits and thresholds');
select columns_are('public', 'profiles', array[
  'id', 'email', 'display_name', 'photo_url', 'is_pro', 'created_at', 'updated_at',
  'handle', 'turn_emails', 'on_ladder'
], 'profiles carry the spec''s user document fields');
select columns_are('public', 'debate_usage', array[
  'user_id', 'total_debates', 'free_debates_remaining', 'last_debate_started', 'created_at', 'updated_at', 'turn_credit'
], 'debate_usage carries the spec''s debateUsage fields and the turn credit');
select columns_are('public', 'debate_generations', array[
  'id', 'user_id', 'settings', 'status', 'generator', 'turns', 'moderator_opening', 'moderator_closing',
  'created_at', 'finished_at', 'free_debate_spent', 'allowance_returned_at', 'heartbeat_at', 'stop_reason', 'discarded_at',
  'plan', 'turns_charged', 'turns_returned', 'family_kind', 'continued_from', 'continued_after', 'rematch_of'
], 'debate_generations records a started debate, its plan, what it cost, where it comes from, its life and what the AI wrote');
select columns_are('public', 'generation_turns', array[
  'generation_id', 'sequence', 'role', 'round_index', 'speaker_index', 'phase', 'text', 'summary', 'fallback', 'complete',
  'author_kind', 'model', 'updated_at', 'question_index', 'inherited', 'inherited_from', 'author_id', 'forfeited', 'withheld'
], 'generation_turns records each turn of a debate in the making as it is written, who wrote it, and a copy a moderator''s decision withholds');
select columns_are('public', 'debates', array[
  'id', 'user_id', 'generation_id', 'topic', 'categories', 'debate_style', 'moderator_enabled', 'moderator_opening',
  'moderator_closing', 'speaker1_model', 'speaker1_stance', 'speaker1_rhetoric_style', 'speaker2_model',
  'speaker2_stance', 'speaker2_rhetoric_style', 'generator', 'created_at', 'is_public', 'shared_at',
  'user_display_name', 'views', 'is_pro', 'search_text', 'persuasion_score', 'moderation_state', 'stopped_after',
  'family_kind', 'continued_from', 'continued_after', 'rematch_of', 'parent_id', 'grouped_under', 'continuation_count',
  'rematch_count'
], 'debates carry the spec''s debate and public-debate fields, without the tallies (one source: debate_tallies)');
select columns_are('public', 'debate_tallies', array['debate_id', 'upvotes', 'downvotes', 'shared_at'],
  'debate_tallies: a few numbers per debate and the copy of shared_at the sorts read');
select columns_are('public', 'debates_with_tallies', array[
  'id', 'user_id', 'generation_id', 'topic', 'categories', 'debate_style', 'moderator_enabled', 'moderator_opening',
  'moderator_closing', 'speaker1_model', 'speaker1_stance', 'speaker1_rhetoric_style', 'speaker2_model',
  'speaker2_stance', 'speaker2_rhetoric_style', 'generator', 'created_at', 'is_public', 'shared_at',
  'user_display_name', 'views', 'is_pro', 'search_text', 'persuasion_score', 'moderation_state', 'upvotes', 'downvotes',
  'stopped_after', 'family_kind', 'continued_from', 'continued_after', 'rematch_of', 'parent_id', 'grouped_under',
  'continuation_count', 'rematch_count'
], 'debates_with_tallies is the debate row with its tallies');
select columns_are('public', 'debate_turns', array['debate_id', 'round_index', 'speaker_index', 'text', 'summary',
  'author_kind', 'model', 'inherited', 'inherited_from', 'id', 'moderation_state'],
  'debate_turns are the round entries, each with who wrote it and whether a moderator hid it');
select columns_are('public', 'votes', array['debate_id', 'user_id', 'value', 'created_at', 'updated_at'],
  'votes record who voted what');
select columns_are('public', 'stars', array['user_id', 'debate_id', 'created_at'], 'stars record starred debates');
select columns_are('public', 'threaded_responses', array[
  'id', 'debate_id', 'parent_id', 'root_id', 'round_index', 'speaker_index', 'passage', 'original_text',
  'original_text_start', 'original_text_end', 'quote_prefix', 'quote_suffix', 'author_id', 'author_name', 'content',
  'created_at', 'response_count', 'depth', 'edited_at', 'deleted_at', 'moderation_state'
], 'threaded_responses carry the spec''s response fields plus thread root and quote context');
select columns_are('public', 'public_debates', array[
  'id', 'user_id', 'topic', 'categories', 'debate_style', 'moderator_enabled', 'moderator_opening',
  'moderator_closing', 'speaker1_model', 'speaker1_stance', 'speaker1_rhetoric_style', 'speaker2_model',
  'speaker2_stance', 'speaker2_rhetoric_style', 'generator', 'created_at', 'is_public', 'shared_at',
  'user_display_name', 'views', 'upvotes', 'downvotes', 'is_pro', 'persuasion_score', 'moderation_state',
  'response_count', 'opening_preview', 'stopped_after', 'family_kind', 'continued_after_label', 'grouped_under',
  'continuation_count', 'rematch_count'
], 'public_debates exposes the debate fields (with the cards'' response count and preview), not the internal search text');

select col_is_pk('public', 'votes', array['debate_id', 'user_id'], 'a user has at most one vote per debate');
select col_is_pk('public', 'stars', array['user_id', 'debate_id'], 'a user stars a debate at most once');
select col_is_pk('public', 'debate_turns', array['debate_id', 'round_index', 'speaker_index'],
  'a debate has one turn per round and speaker');

select enum_has_labels('public', 'debate_category', array[
  'Politics', 'Technology', 'Philosophy', 'Science', 'Society', 'Economics', 'Environment', 'Ethics', 'Culture', 'Funny'
], 'the ten categories are the spec''s');
select enum_has_labels('public', 'debate_style', array['structured', 'oxford', 'crossfire', 'parliamentary', 'comment_section'],
  'the debate styles are the spec''s five');
select enum_has_labels('public', 'rhetoric_style', array['standard', 'formal', 'casual', 'emotional', 'factual', 'adversarial'],
  'the rhetoric styles are the spec''s six');

select set_eq(
  $$ select column_name::text, column_default::text from information_schema.columns
      where table_schema = 'public' and table_name = 'app_settings'
        and column_name in ('test_account_email', 'free_debates_for_new_user', 'refill_after_days', 'refill_amount',
                            'test_account_daily_allowance') $$,
  $$ values ('test_account_email', '''''::text'), ('free_debates_for_new_user', '2'), ('refill_after_days', '6'),
            ('refill_amount', '1'), ('test_account_daily_allowance', '100') $$,
  'settings default to the spec''s numbers (2 free, refill 1 after 6 days, test account 100 a day) and no test account'
);
select is((select count(*)::integer from public.app_settings), 1, 'there is exactly one settings row');

-- -----------------------------------------------------------------------------
-- Row level security and policies
-- -----------------------------------------------------------------------------
select is_empty(
  $$ select c.relname from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity $$,
  'row level security is enabled on every public table'
);
select is_empty(
  $$ select c.relname from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) $$,
  'every public table states its access in at least one policy'
);
select ok(
  (select c.reloptions @> array['security_invoker=true'] from pg_class c where c.oid = 'public.public_debates'::regclass),
  'public_debates is a security_invoker view, so the caller''s RLS applies through it'
);

select policies_are('public', 'app_settings', array['only the service role manages settings'],
  'app_settings has only the service-role policy');
select policies_are('public', 'profiles', array['users read their own profile'],
  'profiles have only the read-own policy');
select policies_are('public', 'debate_usage', array['users read their own usage'],
  'debate_usage has only the read-own policy');
select policies_are('public', 'debate_generations',
  array['users read their own generations', 'the speakers read their debate in the making'],
  'debate_generations have the read-own policy and the seated speakers''');
select policies_are('public', 'debates', array[
  'visitors read shared debates', 'users read shared debates and their own', 'authors delete their own debates'
], 'debates have exactly the read-shared, read-own and delete-own policies');
select policies_are('public', 'debate_turns', array['turns are visible with their debate, unless moderated'],
  'debate_turns have only the visible-with-debate policy');
select policies_are('public', 'votes', array['users read their own votes'], 'votes have only the read-own policy');
select policies_are('public', 'stars', array['users read their own stars'], 'stars have only the read-own policy');
select policies_are('public', 'threaded_responses', array['responses are visible with their debate'],
  'threaded_responses have only the visible-with-debate policy');

select policy_roles_are('public', 'app_settings', 'only the service role manages settings', array['service_role'],
  'the settings policy names the service role only');
select policy_roles_are('public', 'profiles', 'users read their own profile', array['authenticated'],
  'only signed-in users have a profile policy');
select policy_roles_are('public', 'debate_usage', 'users read their own usage', array['authenticated'],
  'only signed-in users have a usage policy');
select policy_roles_are('public', 'debate_generations', 'users read their own generations', array['authenticated'],
  'only signed-in users have a generations policy');
select policy_roles_are('public', 'debates', 'visitors read shared debates', array['anon'],
  'the visitors'' debate policy is for anon');
select policy_roles_are('public', 'debates', 'users read shared debates and their own', array['authenticated'],
  'the users'' debate read policy is for authenticated');
select policy_roles_are('public', 'debates', 'authors delete their own debates', array['authenticated'],
  'the delete policy is for authenticated');
select policy_cmd_is('public', 'debates', 'authors delete their own debates', 'delete',
  'the authors'' debate policy allows delete only');
select policy_roles_are('public', 'votes', 'users read their own votes', array['authenticated'],
  'only signed-in users have a votes policy');
select policy_roles_are('public', 'stars', 'users read their own stars', array['authenticated'],
  'only signed-in users have a stars policy');

-- -----------------------------------------------------------------------------
-- Table privileges: the API roles read, and write only what a policy allows.
-- -----------------------------------------------------------------------------
select set_eq(
  $$ select c.relname::text, p.privilege
       from pg_class c
      cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p (privilege)
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v')
        and has_table_privilege('anon', c.oid, p.privilege) $$,
  $$ values ('debates', 'SELECT'), ('debate_turns', 'SELECT'), ('threaded_responses', 'SELECT'), ('public_debates', 'SELECT'),
            ('debate_tallies', 'SELECT'), ('debates_with_tallies', 'SELECT'),
            ('judge_panels', 'SELECT'), ('judge_verdicts', 'SELECT'), ('debate_questions', 'SELECT') $$,
  'visitors may only read debates, turns, questions, responses, tallies, the judges'' verdicts and the two views'
);
select set_eq(
  $$ select c.relname::text, p.privilege
       from pg_class c
      cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p (privilege)
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v')
        and has_table_privilege('authenticated', c.oid, p.privilege) $$,
  $$ values ('profiles', 'SELECT'), ('debate_usage', 'SELECT'), ('debate_generations', 'SELECT'), ('debates', 'SELECT'),
            ('debates', 'DELETE'), ('debate_turns', 'SELECT'), ('votes', 'SELECT'), ('stars', 'SELECT'),
            ('threaded_responses', 'SELECT'), ('public_debates', 'SELECT'), ('notifications', 'SELECT'),
            ('poll_answers', 'SELECT'), ('moderators', 'SELECT'), ('reports', 'SELECT'), ('debate_tallies', 'SELECT'),
            ('debates_with_tallies', 'SELECT'), ('judge_panels', 'SELECT'), ('judge_verdicts', 'SELECT'),
            ('deltas', 'SELECT'), ('generation_turns', 'SELECT'), ('debate_questions', 'SELECT'),
            ('generation_seats', 'SELECT'), ('challenges', 'SELECT'), ('debate_ballots', 'SELECT') $$,
  'signed-in users may read, and delete debates, but write nothing else directly'
);
select is_empty(
  $$ select c.relname, a.attname from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v')
        and (has_column_privilege('anon', c.oid, a.attnum, 'UPDATE') or has_column_privilege('authenticated', c.oid, a.attnum, 'UPDATE')
             or has_column_privilege('anon', c.oid, a.attnum, 'INSERT') or has_column_privilege('authenticated', c.oid, a.attnum, 'INSERT')) $$,
  'no column of any table is writable by anon or authenticated through a column grant'
);
select table_privs_are('public', 'app_settings', 'service_role', array['SELECT', 'UPDATE'],
  'the service role can read and tune the settings, but not insert or delete the one row');

-- -----------------------------------------------------------------------------
-- Functions: SECURITY DEFINER with a fixed, empty search_path; nothing is
-- callable by PUBLIC; each RPC is granted to exactly the roles that use it.
-- -----------------------------------------------------------------------------
select is_empty(
  $$ select n.nspname || '.' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and not coalesce(p.proconfig, '{}') @> array['search_path=""'] $$,
  'every Agora function pins search_path to the empty string'
);
select is_empty(
  $$ select p.proname from pg_proc p where p.pronamespace = 'public'::regnamespace and not p.prosecdef $$,
  'every RPC in public is SECURITY DEFINER'
);
select isnt_definer('private', 'guard_debate_columns', '{}'::name[],
  'the debate column guard runs as the writer, so it can tell the rule functions from everyone else');
select isnt_definer('private', 'guard_response_columns', '{}'::name[],
  'the response column guard runs as the writer, so it can tell the rule functions from everyone else');
select isnt_definer('private', 'derive_response_structure', '{}'::name[],
  'response structure is derived as the writer (it only reads the parent)');
select is_empty(
  $$ select n.nspname || '.' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and (p.proacl is null
             or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')) $$,
  'no Agora function is executable by PUBLIC'
);
select is_empty(
  $$ select p.proname from pg_proc p
      where p.pronamespace = 'private'::regnamespace
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute')) $$,
  'visitors and signed-in users may execute no private helper'
);
select set_eq(
  $$ select p.oid::regprocedure::text from pg_proc p
      where p.pronamespace = 'private'::regnamespace and has_function_privilege('service_role', p.oid, 'execute') $$,
  array['private.categories_are_valid(debate_category[])', 'private.debate_search_text(text,debate_category[])',
        'private.is_stance(numeric)'],
  'the service role may execute only the pure functions that debates'' checks and search column evaluate'
);
select is_empty(
  $$ select p.proname from pg_proc p
      where p.pronamespace = 'private'::regnamespace and has_function_privilege('service_role', p.oid, 'execute')
        and (p.prosecdef or p.provolatile <> 'i') $$,
  'those functions are immutable and run with the caller''s rights'
);
select schema_privs_are('private', 'anon', '{}'::text[], 'visitors cannot even see the private schema');
select schema_privs_are('private', 'authenticated', '{}'::text[], 'signed-in users cannot see the private schema');
select schema_privs_are('private', 'service_role', '{}'::text[], 'the service role cannot see the private schema');

select set_eq(
  $$ select p.proname::text from pg_proc p
      where p.pronamespace = 'public'::regnamespace and has_function_privilege('anon', p.oid, 'execute') $$,
  array['cast_vote', 'get_debate', 'get_poll_results', 'list_public_debates', 'list_responses', 'post_reply', 'post_response', 'record_debate_view',
        'record_poll_answer', 'report_debate', 'report_response', 'toggle_star', 'set_star',
        'get_reader_verdict', 'get_reader_verdicts', 'award_delta', 'list_deltas', 'get_leaderboard', 'get_format_leaderboard',
        'get_judges_verdict', 'judges_record', 'judges_model_leaderboard',
        'debate_page', 'debate_preview', 'public_profile', 'list_feed_debates', 'sitemap_debates', 'list_profile_debates', 'handle_of',
        'get_debate_family', 'get_side_balanced_leaderboard', 'list_open_challenges', 'get_person_debate', 'person_speakers',
        'hidden_turns', 'report_turn', 'get_speaker_ladder', 'get_speaker_record'],
  'visitors may list and view debates, and call the rules that answer with their own sign-in message'
);
select set_eq(
  $$ select p.proname::text from pg_proc p
      where p.pronamespace = 'public'::regnamespace and has_function_privilege('authenticated', p.oid, 'execute') $$,
  array['begin_debate', 'cast_vote', 'get_debate_usage', 'list_public_debates', 'merge_stars', 'post_reply',
        'post_response', 'record_debate_view', 'save_debate', 'share_debate', 'toggle_star', 'set_star',
        'set_display_name', 'delete_debate', 'unshare_debate', 'set_debate_categories', 'edit_response',
        'delete_response', 'delete_account',
        'list_notifications', 'unread_notification_count', 'mark_notification_read', 'mark_all_notifications_read',
        'get_poll_results', 'record_poll_answer', 'report_debate', 'report_response', 'is_moderator', 'get_debate', 'list_responses',
        'list_reported_items', 'restore_reported_item', 'remove_reported_item', 'is_confirmed', 'my_trust',
        'get_reader_verdict', 'get_reader_verdicts', 'award_delta', 'list_deltas', 'get_leaderboard', 'get_format_leaderboard',
        'withdraw_delta', 'clear_poll_answer', 'get_my_record',
        'get_judges_verdict', 'ask_judges', 'judges_record', 'judges_model_leaderboard',
        'debate_page', 'debate_preview', 'public_profile', 'list_feed_debates', 'sitemap_debates', 'list_profile_debates', 'handle_of',
        'set_handle', 'my_handle', 'get_open_generation', 'stop_generation', 'discard_generation',
        'begin_continuation', 'begin_rematch', 'get_debate_family', 'get_side_balanced_leaderboard', 'person_speakers', 'hidden_turns', 'report_turn',
        'begin_debate_as', 'open_challenge', 'list_open_challenges', 'take_challenge', 'get_person_debate', 'list_my_person_debates',
        'submit_person_turn', 'claim_generation_run', 'set_turn_emails', 'get_speaker_ladder', 'get_speaker_record', 'set_on_ladder'],
  'signed-in users may call every rule except recording generated turns'
);
select function_privs_are('public', 'complete_generation', array['uuid', 'jsonb', 'text', 'text', 'text'], 'service_role',
  array['EXECUTE'], 'the service role (edge function) records generated turns');
select function_privs_are('public', 'end_generation', array['uuid', 'text'], 'service_role',
  array['EXECUTE'], 'the service role (edge function) ends failed generations');

-- -----------------------------------------------------------------------------
-- Triggers, publication, indexes
-- -----------------------------------------------------------------------------
select trigger_is('auth', 'users', 'on_auth_user_created', 'private', 'handle_auth_user_created',
  'a new auth user gets a profile and a usage row');
select trigger_is('auth', 'users', 'on_auth_user_updated', 'private', 'handle_auth_user_updated',
  'auth user changes merge into the profile');
select trigger_is('public', 'debates', 'guard_debate_columns', 'private', 'guard_debate_columns',
  'rule-bearing debate columns are guarded');
select trigger_is('public', 'debates', 'debates_have_six_turns', 'private', 'assert_debate_has_six_turns',
  'a debate must have six turns by commit');
select trigger_is('public', 'votes', 'apply_vote_to_tallies', 'private', 'apply_vote_to_tallies',
  'vote rows drive the debate tallies');
select trigger_is('public', 'threaded_responses', 'derive_response_structure', 'private', 'derive_response_structure',
  'depth and thread root are derived from the parent');
select trigger_is('public', 'threaded_responses', 'count_replies_on_insert', 'private', 'count_replies',
  'a reply raises its parent''s response count');
select trigger_is('public', 'threaded_responses', 'count_replies_on_delete', 'private', 'count_replies',
  'removing a reply lowers its parent''s response count');
select trigger_is('public', 'threaded_responses', 'guard_response_columns', 'private', 'guard_response_columns',
  'response structure and counts are guarded');

select set_eq(
  $$ select schemaname || '.' || tablename from pg_publication_tables where pubname = 'supabase_realtime' $$,
  array['public.debates', 'public.threaded_responses', 'public.debate_tallies'],
  'realtime publishes debates, their tallies and threaded responses, nothing private'
);
select has_extension('extensions', 'pg_trgm', 'pg_trgm lives in the extensions schema (search index)');
select has_index('public', 'debates', 'debates_public_newest_idx', array['shared_at', 'id'],
  'the newest sort has a matching partial index');
select has_index('public', 'debate_tallies', 'debate_tallies_popular_idx', array['upvotes', 'shared_at', 'debate_id'],
  'the popular sort has a matching partial index on the tallies');
select has_index('public', 'debate_tallies', 'debate_tallies_controversial_idx', array['downvotes', 'shared_at', 'debate_id'],
  'the controversial sort has a matching partial index on the tallies');
select has_index('public', 'debates', 'debates_public_recent_filters_idx',
  array['shared_at', 'id', 'categories', 'search_text', 'moderation_state', 'user_id', 'grouped_under'],
  'recent shared debates carry their filters (and the ranking''s grouping) in an index (the popular/controversial sorts'' filter-first gathering)');
select table_privs_are('public', 'debate_tallies', 'service_role', array['SELECT'],
  'the service role reads tallies but cannot write them');

-- Each object says why it exists where it is read (psql, the dashboard, supabase/current-schema/).
select is_empty(
  $$ select c.oid::regclass::text from pg_catalog.pg_class c
      where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind in ('r', 'v', 'm')
        and pg_catalog.obj_description(c.oid, 'pg_class') is null
     union all
     select t.oid::regtype::text from pg_catalog.pg_type t
      where t.typnamespace in ('public'::regnamespace, 'private'::regnamespace) and t.typtype in ('e', 'd')
        and pg_catalog.obj_description(t.oid, 'pg_type') is null
     union all
     select p.oid::regprocedure::text from pg_catalog.pg_proc p
      where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
        and pg_catalog.obj_description(p.oid, 'pg_proc') is null $$,
  'every table, view, type and function of public and private has a comment saying why it exists');

-- #############################################################################
-- Nothing relies on Supabase's default privileges: the database starts as a
-- project created today does (no default grants in `public` for the API
-- roles), so what anon, authenticated and service_role may touch is exactly
-- what the migrations grant. These pin the service role's table privileges,
-- which used to come from the default grants alone, and the absence of any
-- default grant that would hide a missing one.
-- #############################################################################
select is_empty(
  $$ select d.defaclobjtype, a.grantee::regrole::text
       from pg_default_acl d
       join pg_namespace n on n.oid = d.defaclnamespace
       cross join lateral aclexplode(d.defaclacl) a
      where n.nspname = 'public'
        and a.grantee in ('anon'::regrole, 'authenticated'::regrole, 'service_role'::regrole) $$,
  'no default privileges in public for anon, authenticated or service_role'
);

select table_privs_are('public', t, 'service_role', array['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  format('the service role reads and corrects %s (granted by a migration)', t))
from unnest(array[
  'profiles', 'debates', 'votes', 'stars', 'threaded_responses',
  'debate_generations', 'debate_turns', 'debate_usage'
]) as t;

select function_privs_are('public', 'begin_debate', array['jsonb'], 'service_role', array['EXECUTE'],
  'the service role reaches begin_debate (and gets its coded refusal without a user)');

-- A table created now, as a migration that forgets its grants would, is invisible to the API roles.
create table public.forgotten_grants (id int);
select table_privs_are('public', 'forgotten_grants', 'anon', array[]::text[], 'a new table is not exposed to anon');
select table_privs_are('public', 'forgotten_grants', 'service_role', array[]::text[],
  'a new table is not exposed to the service role either');

-- #############################################################################
-- The shape behind the community rules (limits, notifications, polls, reports):
-- who may touch their tables, the
-- triggers that create notifications, keep the persuasion score and enforce
-- the limits, and the index behind the "Most persuasive" sort. The behaviour
-- is proven in 12-limits, 09-notifications, 10-polls and
-- 11-reports-moderation.
-- #############################################################################
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
