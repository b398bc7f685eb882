// Which domain file of supabase/current-schema/ each database object belongs to.
//
// Tables, views, types and schemas are named here; everything that hangs off a
// table (columns, constraints, indexes, grants, policies, triggers, its place
// in a publication) follows it. Functions are named here too, except trigger
// functions whose triggers all sit on one domain's tables: those follow the
// tables. An object named nowhere fails `npm run db:schema`, so a new table or
// function is placed on purpose, never dropped.
import { triggerFunction, type Entry, type Owner } from './catalog.ts';

export interface Domain {
  /** File name under supabase/current-schema/. */
  file: string;
  title: string;
  /** schema.name of the tables, views, sequences, types, schemas and functions it holds (overloads share a name). */
  objects: readonly string[];
}

export const DOMAINS: readonly Domain[] = [
  {
    file: '00-shared.sql',
    title: 'Shared: the private schema, default privileges and helpers every domain uses',
    objects: ['private', 'default privileges', 'private.clock_now', 'private.require_uid', 'private.trim_whitespace'],
  },
  {
    file: '01-settings.sql',
    title: 'Settings: the operator-tunable numbers behind the rules, and what a debate may be set up with',
    objects: [
      'public.app_settings',
      'public.debate_style',
      'public.rhetoric_style',
      'private.settings',
      'private.validate_debate_settings',
      'private.validate_speaker',
      'private.invalid_setting',
      'private.is_stance',
    ],
  },
  {
    file: '02-profiles-usage.sql',
    title: 'Profiles and usage: who a user is, their name, their free-debate allowance, deleting an account',
    objects: [
      'public.profiles',
      'public.debate_usage',
      'auth.users',
      'private.handle_auth_user_created',
      'private.handle_auth_user_updated',
      'private.display_name_from_metadata',
      'private.photo_from_metadata',
      'private.refresh_usage',
      'public.get_debate_usage',
      'public.set_display_name',
      'public.delete_account',
      'private.is_confirmed',
      'public.is_confirmed',
      'private.require_confirmed',
      'private.require_confirmed_writer',
      'private.require_second_factor',
      'private.require_second_factor_for_writes',
    ],
  },
  {
    file: '03-generations.sql',
    title:
      'Generations: a debate in the making, from its first token; starting one spends the allowance, the runner records each turn, the owner finds it again, stops, discards or saves it',
    objects: [
      'public.debate_generations',
      'public.generation_turns',
      'public.begin_debate',
      'public.record_generation_turn',
      'public.heartbeat_generation',
      'public.finish_generation',
      'public.complete_generation',
      'public.end_generation',
      'public.get_open_generation',
      'public.stop_generation',
      'public.discard_generation',
      'public.return_debate_allowance',
      'private.validate_turns',
      'private.plan_entry',
      'private.default_plan',
      'private.planned_turn',
      'private.generated_speaker_turns',
      'private.generation_has_own_turn',
      'private.spend_turns',
      'private.give_back_turns',
      'private.open_generation',
      'private.recorded_debate_fields',
      'public.read_generation',
      'private.generation_turns_json',
      'private.generation_json',
      'private.broadcast_generation',
      'private.settle_stopped',
      'private.settle_if_interrupted',
      'private.own_generation_for_update',
    ],
  },
  {
    file: '04-debates.sql',
    title: 'Debates: saving, sharing, owning and reading a debate and its turns; counting views',
    objects: [
      'public.debates',
      'public.debate_turns',
      'public.debate_category',
      'private.debate_view_days',
      'public.save_debate',
      'public.share_debate',
      'public.unshare_debate',
      'public.delete_debate',
      'public.set_debate_categories',
      'public.get_debate',
      'public.record_debate_view',
      'private.categories_are_valid',
      'private.validate_categories',
      'private.save_debate_row',
      'private.share_debate_row',
      'private.unshare_debate_row',
      'private.set_debate_categories_row',
      'private.own_debate_for_update',
      'private.debate_is_visible_to',
      'private.debate_author_name',
    ],
  },
  {
    file: '05-votes-tallies.sql',
    title: 'Votes and tallies: one vote per person and shared debate, and the counts kept from them',
    objects: [
      'public.votes',
      'public.debate_tallies',
      'public.debates_with_tallies',
      'public.cast_vote',
      'private.debate_with_tallies',
      'private.sync_debate_tally',
    ],
  },
  {
    file: '06-stars.sql',
    title: "Stars: a person's favourite debates",
    objects: ['public.stars', 'public.set_star', 'public.toggle_star', 'public.merge_stars'],
  },
  {
    file: '07-responses.sql',
    title: 'Responses: answers anchored to a passage of a turn, replies under them, editing and deleting them',
    objects: [
      'public.threaded_responses',
      'public.post_response',
      'public.post_reply',
      'public.edit_response',
      'public.delete_response',
      'public.list_responses',
      'private.checked_response_content',
      'private.own_response_for_update',
      'private.author_name_of',
      'private.masked_response',
      'private.response_is_visible_to',
    ],
  },
  {
    file: '08-ranking.sql',
    title: 'Ranking and search: the community list of shared debates',
    objects: ['extension pg_trgm', 'public.public_debates', 'public.list_public_debates', 'private.debate_search_text'],
  },
  {
    file: '09-notifications.sql',
    title: "Notifications: what happened to a person's debates and responses while they were away",
    objects: [
      'public.notifications',
      'public.notification_kind',
      'public.list_notifications',
      'public.unread_notification_count',
      'public.mark_notification_read',
      'public.mark_all_notifications_read',
      'private.unread_count_of',
      'private.notify_on_response',
      'private.notify_on_vote_milestone',
    ],
  },
  {
    file: '10-polls.sql',
    title: '"Who convinced you?": before-and-after stances on a shared debate, and the most persuasive debates',
    objects: [
      'public.poll_answers',
      'public.poll_stance',
      'public.record_poll_answer',
      'public.get_poll_results',
      'private.poll_debate',
      'private.poll_result',
      'private.poll_tally',
      'private.guard_persuasion_score',
    ],
  },
  {
    file: '11-reports-moderation.sql',
    title: 'Reports and moderation: reporting content, hiding it at a threshold, moderators restoring or removing it',
    objects: [
      'public.reports',
      'public.moderators',
      'public.moderation_state',
      'public.report_reason',
      'public.report_debate',
      'public.report_response',
      'public.report_turn',
      'public.hidden_turns',
      'private.turn_author',
      'private.item_reports',
      'public.list_reported_items',
      'public.restore_reported_item',
      'public.remove_reported_item',
      'public.is_moderator',
      'private.is_moderator',
      'private.file_report',
      'private.require_moderator',
      'private.moderated_item',
      'private.guard_moderation_state',
      'private.refuse_reply_to_hidden',
      'private.refuse_vote_on_hidden',
      'private.report_outcomes',
      'private.record_report_outcomes',
      'private.trust_of',
      'private.engagement_received',
      'public.my_trust',
    ],
  },
  {
    file: '12-limits.sql',
    title: 'Limits: how often a person may repeat a write',
    objects: [
      'private.rate_limit_events',
      'private.consume_rate_limit',
      'private.seconds_until_allowed',
      'private.wait_phrase',
      'private.limit_response_rate',
      'private.anonymous_view_budget',
      'private.request_client_address',
    ],
  },
  {
    file: '13-realtime-topics.sql',
    title: 'Realtime topics: who may read and send on the Broadcast topics, and what the database sends there',
    objects: [
      'realtime.messages',
      'private.broadcast_tallies',
      'private.broadcast_debate_counts',
      'private.broadcast_response_change',
      'private.broadcast_new_notification',
      'private.broadcast_unread_counts',
      'private.broadcast_poll_change',
    ],
  },
  {
    file: '14-verdicts-deltas.sql',
    title: "Verdicts and ∆: the room's verdict on each shared debate, and the passages readers say changed their mind",
    objects: [
      'private.debate_verdicts',
      'private.reader_verdict',
      'private.refresh_verdict',
      'private.store_verdict',
      'private.verdict_of',
      'private.public_verdict',
      'private.for_speaker_of',
      'public.get_reader_verdict',
      'public.get_reader_verdicts',
      'public.deltas',
      'private.stance_score',
      'private.moved_toward_speaker',
      'public.award_delta',
      'public.withdraw_delta',
      'public.list_deltas',
      'public.clear_poll_answer',
      'public.get_my_record',
    ],
  },
  {
    file: '15-leaderboard.sql',
    title: 'Leaderboard: which models, styles and formats persuade readers, from counts kept by triggers, and people on the ladder',
    objects: [
      'private.leaderboard_matches',
      'private.leaderboard_deltas',
      'private.leaderboard_fits',
      'private.leaderboard_formats',
      'private.bradley_terry',
      'private.leaderboard_window',
      'private.verdict_contributions',
      'private.apply_verdict_change',
      'private.count_verdict_on_leaderboard',
      'private.count_delta',
      'public.get_leaderboard',
      'public.get_format_leaderboard',
      'private.side_swapped_pairs',
      'public.get_side_balanced_leaderboard',
      'private.ladder_debates',
      'private.cached_fit',
      'private.ladder_table',
      'public.get_speaker_ladder',
    ],
  },
  {
    file: '16-judges.sql',
    title: "AI judges: the panel's verdicts on a debate, recorded by the edge function, and the judges' own record",
    objects: [
      'public.judge_panels',
      'public.judge_verdicts',
      'private.checked_pass',
      'private.checked_scores',
      'private.judge_field_error',
      'private.judge_panel_json',
      'private.judges_agree_with_readers',
      'private.debate_transcript',
      'private.words_per_speaker',
      'private.outcome_name',
      'public.open_judge_panel',
      'public.record_judges_verdict',
      'public.get_judges_verdict',
      'public.ask_judges',
      'public.judges_record',
      'public.judges_model_leaderboard',
    ],
  },
  {
    file: '17-public-pages.sql',
    title: 'Public pages: handles, profiles, and exactly the public fields that link previews, feeds and the sitemap read',
    objects: [
      'private.default_handle',
      'private.handle_is_free',
      'private.handle_is_valid',
      'public.set_handle',
      'public.my_handle',
      'public.handle_of',
      'private.debate_is_public',
      'private.debate_card',
      'private.deltas_given',
      'public.debate_page',
      'public.debate_preview',
      'public.public_profile',
      'public.list_profile_debates',
      'public.list_feed_debates',
      'public.sitemap_debates',
    ],
  },
  {
    file: '18-continuations.sql',
    title:
      'Continuations, questions and rematches: a debate continued from a turn, questions put to both speakers, the same motion with the sides swapped, and the family the ranking groups',
    objects: [
      'public.debate_questions',
      'public.begin_continuation',
      'public.begin_rematch',
      'public.get_debate_family',
      'private.transcript_points',
      'private.turn_point_label',
      'private.continuable_debate',
      'private.readers_top_question',
      'private.family_settings',
      'private.family_member_json',
      'private.group_of_child',
      'private.regroup_family',
      'private.sync_debate_family',
      'private.unlist_continuation_verdict',
    ],
  },
  {
    file: '19-people.sql',
    title:
      'People on the floor: a person in a speaker\'s seat against a model, challenges between people, turns with deadlines and forfeits, and "your turn" by email',
    objects: [
      'public.generation_seats',
      'public.challenges',
      'private.email_outbox',
      'private.is_seated',
      'private.seated_plan',
      'private.next_sequence',
      'private.automatic_summary',
      'private.tell_your_turn',
      'private.broadcast_to_speakers',
      'private.complete_written_generation',
      'private.settle_person_deadlines',
      'private.generation_seats_json',
      'public.begin_debate_as',
      'public.open_challenge',
      'public.list_open_challenges',
      'public.take_challenge',
      'public.get_person_debate',
      'public.list_my_person_debates',
      'public.submit_person_turn',
      'public.claim_generation_run',
      'public.claim_outbox_emails',
      'public.mark_email_sent',
      'public.set_turn_emails',
      'public.debate_ballots',
      'public.record_ballot',
      'private.ballots_json',
      'public.set_on_ladder',
      'public.get_speaker_record',
      'public.person_speakers',
      'private.person_speakers_of',
    ],
  },
];

const DOMAIN_OF = new Map<string, Domain>();
for (const domain of DOMAINS) {
  for (const name of domain.objects) {
    const earlier = DOMAIN_OF.get(name);
    if (earlier) throw new Error(`${name} is named by both ${earlier.file} and ${domain.file} in scripts/schema/domains.ts`);
    DOMAIN_OF.set(name, domain);
  }
}

const ownerId = (owner: Owner) => `${owner.kind} ${owner.name}`;

/**
 * Each entry's domain. Throws, listing every unplaced object, when an object is
 * named nowhere (and is not a trigger function of one domain's tables).
 */
export function assignDomains(entries: readonly Entry[], domains: ReadonlyMap<string, Domain> = DOMAIN_OF): Map<Entry, Domain> {
  // Trigger functions follow their tables when all of them are in one domain.
  const triggerTables = new Map<string, Set<string>>();
  for (const entry of entries) {
    const fn = triggerFunction(entry);
    if (!fn) continue;
    const tables = triggerTables.get(fn) ?? new Set<string>();
    tables.add(entry.owner.name);
    triggerTables.set(fn, tables);
  }

  const result = new Map<Entry, Domain>();
  const unplaced = new Set<string>();
  for (const entry of entries) {
    let domain = domains.get(entry.owner.name);
    if (!domain && entry.owner.kind === 'function') {
      const placed = new Set([...(triggerTables.get(entry.owner.name) ?? [])].map((table) => domains.get(table)));
      if (placed.size === 1) domain = [...placed][0];
    }
    if (domain) result.set(entry, domain);
    else unplaced.add(ownerId(entry.owner));
  }
  if (unplaced.size > 0) {
    throw new Error(
      `These database objects belong to no domain of supabase/current-schema/:\n${[...unplaced]
        .sort()
        .map((name) => `  ${name}`)
        .join('\n')}\nName each in the domain it belongs to in scripts/schema/domains.ts, then run npm run db:schema again.`,
    );
  }
  return result;
}
