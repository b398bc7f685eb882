import type { ResponseRow } from '../types/index.ts';

export const RESPONSES_PAGE_SIZE = 20;

/** Keyset position after the last loaded top-level response (newest first). */
export interface ResponseCursor {
  createdAt: string;
  id: string;
}

export function responseCursorAfter(rows: readonly Pick<ResponseRow, 'created_at' | 'id'>[]): ResponseCursor | null {
  const last = rows.at(-1);
  return last ? { createdAt: last.created_at, id: last.id } : null;
}

/**
 * PostgREST `or` filter for rows strictly after the cursor in
 * (created_at desc, id desc) order. Values are quoted because timestamps carry
 * ':' and '+' and the cursor keeps the database's microseconds verbatim.
 */
export function responseKeysetFilter(cursor: ResponseCursor): string {
  const at = JSON.stringify(cursor.createdAt);
  const id = JSON.stringify(cursor.id);
  return `created_at.lt.${at},and(created_at.eq.${at},id.lt.${id})`;
}

/** A short page means the end has been reached. */
export function pageHasMore(pageLength: number, pageSize: number = RESPONSES_PAGE_SIZE): boolean {
  return pageLength >= pageSize;
}

/**
 * Appends rows not already present (a live insert may have delivered one).
 * With nothing new it gives back `current` itself, so the state holding it
 * stays the same and a catch-up read that finds nothing new renders nothing.
 */
export function mergeById<T extends { id: string }>(current: T[], incoming: readonly T[]): T[] {
  const seen = new Set(current.map((row) => row.id));
  const added = incoming.filter((row) => !seen.has(row.id));
  return added.length === 0 ? current : [...current, ...added];
}
