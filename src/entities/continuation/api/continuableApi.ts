import type { Json } from '@/lib/database.types.ts';
import { db } from '@/lib/db.ts';
import { continuePoints, type ContinuePoint } from '../utils/points.ts';

/** What the engine needs of a debate to continue or rematch it: its motion, speakers and places. */
export interface ContinuableDebate {
  id: string;
  topic: string;
  moderatorEnabled: boolean;
  speakers: [ContinuableSpeaker, ContinuableSpeaker];
  /** The places one can continue after, in reading order (a hidden turn's too; a question only once both answered). */
  points: ContinuePoint[];
}

interface ContinuableSpeaker {
  model: string;
  stance: number;
  rhetoricStyle: string;
}

/** hidden_turns (a computed field, typed as JSON): the places of the turns a moderator hid or removed. */
function hiddenPlaces(value: Json | null): Array<{ round: number; speaker: number }> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) =>
    entry !== null &&
    typeof entry === 'object' &&
    !Array.isArray(entry) &&
    typeof entry['round'] === 'number' &&
    typeof entry['speaker'] === 'number'
      ? [{ round: entry['round'], speaker: entry['speaker'] }]
      : [],
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A debate this reader may read (shared and visible, or their own), as the engine continues it; null otherwise. */
export async function fetchContinuableDebate(debateId: string): Promise<ContinuableDebate | null> {
  if (!UUID.test(debateId)) return null;
  const { data, error } = await db
    .rpc('get_debate', { p_debate_id: debateId })
    .select(
      'id, topic, moderator_enabled, speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style, debate_turns(round_index, speaker_index), debate_questions(question_index, after_round, second_text), hidden_turns',
    )
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const points = continuePoints(
    data.debate_turns.map((t) => ({ round: t.round_index, speaker: t.speaker_index })),
    hiddenPlaces(data.hidden_turns),
    data.debate_questions.filter((q) => q.second_text !== null).map((q) => ({ afterRound: q.after_round, index: q.question_index })),
  );
  return {
    id: data.id,
    topic: data.topic,
    moderatorEnabled: data.moderator_enabled,
    speakers: [
      { model: data.speaker1_model, stance: data.speaker1_stance, rhetoricStyle: data.speaker1_rhetoric_style },
      { model: data.speaker2_model, stance: data.speaker2_stance, rhetoricStyle: data.speaker2_rhetoric_style },
    ],
    points,
  };
}
