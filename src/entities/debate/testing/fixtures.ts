import type { DebateWithTurns } from '../types/index.ts';

export const DEBATE_ID = 'aaaaaaaa-0000-4000-8000-000000000001';

export function makeDebate(extra: Partial<DebateWithTurns> = {}): DebateWithTurns {
  const turns = [0, 1, 2].flatMap((round) =>
    [0, 1].map((speaker) => ({
      debate_id: DEBATE_ID,
      round_index: round,
      speaker_index: speaker,
      text: `Full text of round ${round + 1} by speaker ${speaker + 1}. The strongest evidence points 😀 onward.`,
      summary: `Summary ${round + 1}.${speaker + 1}: evidence favours it.`,
      author_kind: null,
      model: null,
      inherited: false,
      inherited_from: null,
    })),
  );
  return {
    id: DEBATE_ID,
    user_id: 'author',
    generation_id: null,
    stopped_after: null,
    topic: 'Is free will an illusion?',
    categories: ['Philosophy', 'Science'],
    debate_style: 'structured',
    moderator_enabled: false,
    moderator_opening: null,
    moderator_closing: null,
    speaker1_model: 'gpt-4',
    speaker1_stance: 0.6,
    speaker1_rhetoric_style: 'formal',
    speaker2_model: 'gpt-3.5-turbo',
    speaker2_stance: -0.6,
    speaker2_rhetoric_style: 'casual',
    generator: 'offline-demo',
    created_at: '2026-11-20T10:00:00+00:00',
    is_public: true,
    shared_at: '2026-11-20T10:05:00+00:00',
    user_display_name: 'Carol Lindqvist',
    views: 7,
    upvotes: 2,
    downvotes: 1,
    is_pro: false,
    search_text: null,
    persuasion_score: null,
    moderation_state: 'visible',
    family_kind: null,
    continued_from: null,
    continued_after: null,
    rematch_of: null,
    parent_id: null,
    grouped_under: null,
    continuation_count: 0,
    rematch_count: 0,
    debate_turns: turns,
    ...extra,
  };
}
