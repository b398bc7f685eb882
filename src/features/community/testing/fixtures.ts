import type { OwnDebate, PublicDebate } from '../types/index.ts';

/** What every debate row of these tests shares: two gpt-4 speakers of the demo generator, visible. */
const SETTINGS = {
  debate_style: 'structured',
  moderator_enabled: false,
  moderator_opening: null,
  moderator_closing: null,
  speaker1_model: 'gpt-4',
  speaker1_stance: 0.6,
  speaker1_rhetoric_style: 'standard',
  speaker2_model: 'gpt-4',
  speaker2_stance: -0.6,
  speaker2_rhetoric_style: 'standard',
  generator: 'offline-demo',
  is_pro: false,
  persuasion_score: null,
  moderation_state: 'visible',
  stopped_after: null,
  family_kind: null,
  grouped_under: null,
  continuation_count: 0,
  rematch_count: 0,
} as const;

/** The n-th debate of the community's list (ids, topics and share times follow n). */
export function publicDebate(n: number, extra: Partial<PublicDebate> = {}): PublicDebate {
  return {
    ...SETTINGS,
    id: `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`,
    user_id: 'u',
    topic: `Topic ${n}`,
    categories: ['Science'],
    created_at: '2026-11-20T10:00:00+00:00',
    is_public: true,
    shared_at: `2026-11-${String(30 - (n % 28)).padStart(2, '0')}T10:00:00.123456+00:00`,
    user_display_name: 'Alice Moreau',
    views: 3,
    upvotes: 2,
    downvotes: 1,
    response_count: 0,
    opening_preview: `Topic ${n} opens here.`,
    continued_after_label: null,
    ...extra,
  };
}

/** One of Alice's own debates, not shared, as her history lists it. */
export function ownDebate(id: string, extra: Partial<OwnDebate> = {}): OwnDebate {
  return {
    ...SETTINGS,
    id,
    user_id: 'alice',
    generation_id: null,
    topic: `Own topic ${id}`,
    categories: ['Culture'],
    debate_style: 'oxford',
    speaker1_rhetoric_style: 'formal',
    speaker2_rhetoric_style: 'casual',
    created_at: '2026-11-19T10:00:00+00:00',
    is_public: false,
    shared_at: null,
    user_display_name: 'Alice',
    views: 0,
    search_text: null,
    continued_from: null,
    continued_after: null,
    rematch_of: null,
    parent_id: null,
    debate_turns: [],
    ...extra,
  };
}
