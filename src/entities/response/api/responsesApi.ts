import { db } from '@/lib/db.ts';
import type { ResponseAnchor, ResponseRow } from '../types/index.ts';
import type { SelectedPassage } from '@/lib/selectionAnchor.ts';
import { RESPONSES_PAGE_SIZE, type ResponseCursor } from '../utils/responseCursor.ts';

/** One page of top-level responses, newest first, after the cursor (hidden ones masked by list_responses). */
export async function listTopLevelResponses(
  debateId: string,
  cursor: ResponseCursor | null,
  limit: number = RESPONSES_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ResponseRow[]> {
  let request = db.rpc('list_responses', {
    p_debate_id: debateId,
    p_after_created_at: cursor?.createdAt,
    p_after_id: cursor?.id,
    p_limit: limit,
  });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return data ?? [];
}

/** Every reply in the given threads (at any depth), oldest first. */
export async function listThreadReplies(debateId: string, rootIds: readonly string[], signal?: AbortSignal): Promise<ResponseRow[]> {
  if (rootIds.length === 0) return [];
  let request = db.rpc('list_responses', { p_debate_id: debateId, p_root_ids: [...rootIds] });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return data ?? [];
}

/** One response by id with its thread's root, when the reader may see them (a notification's target). */
export async function fetchResponseWithRoot(responseId: string): Promise<ResponseRow[]> {
  const { data: target, error } = await db.from('threaded_responses').select('*').eq('id', responseId).maybeSingle();
  if (error) throw error;
  if (!target) return [];
  if (target.root_id === target.id || !target.root_id) return [target];
  const { data: root, error: rootError } = await db.from('threaded_responses').select('*').eq('id', target.root_id).maybeSingle();
  if (rootError) throw rootError;
  return root ? [root, target] : [target];
}

/** Where the debate's top-level responses are anchored, for highlighting. */
export async function listAnchors(debateId: string): Promise<ResponseAnchor[]> {
  const { data, error } = await db
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
  const { data, error } = await db.rpc('post_response', {
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
  const { data, error } = await db.rpc('post_reply', { p_parent_id: parentId, p_content: content });
  if (error) throw error;
  return data;
}

/** The author's new text for a response or reply; the answer carries `edited_at`. */
export async function editResponse(responseId: string, content: string): Promise<ResponseRow> {
  const { data, error } = await db.rpc('edit_response', { p_response_id: responseId, p_content: content });
  if (error) throw error;
  return data;
}

/** How a deletion ended: a placeholder that keeps its replies, or the row removed. */
export type DeleteOutcome = 'placeholder' | 'removed';

/** Deletes the author's response or reply. */
export async function deleteResponse(responseId: string): Promise<DeleteOutcome> {
  const { data, error } = await db.rpc('delete_response', { p_response_id: responseId });
  if (error) throw error;
  if (data !== 'placeholder' && data !== 'removed') throw new Error(`Unexpected deletion result: ${String(data)}`);
  return data;
}
