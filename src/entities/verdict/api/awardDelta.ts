import { db } from '@/lib/db.ts';
import type { SelectedPassage } from '@/lib/selectionAnchor.ts';

// Apart from the other verdict calls: only the ∆ dialog, loaded on first use, needs it.

/** Awards the reader's one ∆ in this debate to the speaker of the selected passage. */
export async function awardDelta(debateId: string, selection: SelectedPassage, explanation: string): Promise<void> {
  const { error } = await db.rpc('award_delta', {
    p_debate_id: debateId,
    p_round_index: selection.roundIndex,
    p_speaker_index: selection.speakerIndex,
    p_original_text: selection.text,
    p_original_text_start: selection.start,
    p_original_text_end: selection.end,
    p_explanation: explanation,
    p_passage: selection.passage,
  });
  if (error) throw error;
}
