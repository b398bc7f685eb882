import { supabase } from '@/lib/supabase.ts';
import type { ResponseAnchor, ResponseRow } from '../types/index.ts';
import type { SelectedPassage } from '../utils/selectionAnchor.ts';
import { RESPONSES_PAGE_SIZE, responseKeysetFilter, type ResponseCursor } from '../utils/responseCursor.ts';

/** One page of top-level responses, newest first, after the cursor. */
export async function listTopLevelResponses(
  debateId: string,
  cursor: ResponseCursor | null,
  limit: number = RESPONSES_PAGE_SIZE,
): Promise<ResponseRow[]> {
  let request = supabase.from('threaded_responses').select('*').eq('debate_id', debateId).is('parent_id', null);
  if (cursor) request = request.or(responseKeysetFilter(cursor));
  const { data, error } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data ?? [];
}

/** Every reply in the given threads (at any depth). */
export async function listThreadReplies(rootIds: readonly string[]): Promise<ResponseRow[]> {
  if (rootIds.length === 0) return [];
  const { data, error } = await supabase
    .from('threaded_responses')
    .select('*')
    .in('root_id', [...rootIds])
    .not('parent_id', 'is', null)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data ?? [];
}

/** Where the debate's top-level responses are anchored, for highlighting. */
export async function listAnchors(debateId: string): Promise<ResponseAnchor[]> {
  const { data, error } = await supabase
    .from('threaded_responses')
    .select('id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end')
    .eq('debate_id', debateId)
    .is('parent_id', null)
    .order('created_at', { ascending: true })
    .limit(1000);
  if (error) throw error;
  return data ?? [];
}

/** Posts a response anchored to the selected passage. */
export async function postResponse(debateId: string, selection: SelectedPassage, content: string): Promise<ResponseRow> {
  const { data, error } = await supabase.rpc('post_response', {
    p_debate_id: debateId,
    p_round_index: selection.roundIndex,
    p_speaker_index: selection.speakerIndex,
    p_original_text: selection.text,
    p_original_text_start: selection.start,
    p_original_text_end: selection.end,
    p_content: content,
    p_passage: selection.passage,
  });
  if (error) throw error;
  return data;
}

/** Replies to a response (one level deeper, same anchor). */
export async function postReply(parentId: string, content: string): Promise<ResponseRow> {
  const { data, error } = await supabase.rpc('post_reply', { p_parent_id: parentId, p_content: content });
  if (error) throw error;
  return data;
}
