import type { ResponseRow } from '../types/index.ts';

/** The author shown for a deleted response that keeps its replies (as the database writes it). */
const DELETED_AUTHOR = '[deleted]';

/** A response turned into a placeholder, as `delete_response` leaves it. */
export function asPlaceholder(row: ResponseRow, deletedAt: string): ResponseRow {
  return { ...row, content: '', author_id: null, author_name: DELETED_AUTHOR, deleted_at: deletedAt };
}

/**
 * Removes a response from the loaded rows as the database does: its parent's
 * reply count drops, and a placeholder parent left without replies goes too,
 * up the chain. Returns the rows that remain.
 */
export function withoutResponse(rows: readonly ResponseRow[], responseId: string): ResponseRow[] {
  const byId = new Map(rows.map((row) => [row.id, { ...row }]));
  let id: string | null = responseId;
  while (id !== null) {
    const row = byId.get(id);
    if (!row) break;
    byId.delete(id);
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (!parent) break;
    parent.response_count = Math.max(0, parent.response_count - 1);
    const stillHasReplies = [...byId.values()].some((other) => other.parent_id === parent.id);
    id = parent.deleted_at !== null && !stillHasReplies ? parent.id : null;
  }
  return rows.filter((row) => byId.has(row.id)).map((row) => byId.get(row.id)!);
}
