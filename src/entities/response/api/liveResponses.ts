import { db } from '@/lib/db.ts';
import { isRecord } from '@/lib/guards.ts';
import type { ResponseRow } from '../types/index.ts';

// A broadcast response row, narrowed by hand (see guards.ts): a schema
// library here would put 20 KB gzip on the viewer's first screen.
const STRINGS = [
  'id',
  'debate_id',
  'root_id',
  'passage',
  'original_text',
  'quote_prefix',
  'quote_suffix',
  'author_name',
  'content',
  'created_at',
] as const;
const NULLABLE_STRINGS = ['parent_id', 'author_id'] as const;
const INTS = ['round_index', 'speaker_index', 'original_text_start', 'original_text_end', 'response_count', 'depth'] as const;
// Absent in payloads from a database older than the edit/delete rules.
const OPTIONAL_NULLABLE_STRINGS = ['edited_at', 'deleted_at'] as const;
const MODERATION_STATES = ['visible', 'hidden', 'removed'] as const;

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/** A response row as the debate's live channel broadcast it, or null when it is not one. */
export function toResponseRow(record: unknown): ResponseRow | null {
  if (!isRecord(record)) return null;
  const moderation = record.moderation_state ?? 'visible';
  if (
    !STRINGS.every((key) => typeof record[key] === 'string') ||
    !NULLABLE_STRINGS.every((key) => isNullableString(record[key])) ||
    !INTS.every((key) => Number.isInteger(record[key])) ||
    !OPTIONAL_NULLABLE_STRINGS.every((key) => record[key] === undefined || isNullableString(record[key])) ||
    !MODERATION_STATES.includes(moderation as (typeof MODERATION_STATES)[number])
  )
    return null;
  const row: Record<string, unknown> = { edited_at: null, deleted_at: null, moderation_state: moderation };
  for (const key of [...STRINGS, ...NULLABLE_STRINGS, ...INTS, ...OPTIONAL_NULLABLE_STRINGS])
    if (record[key] !== undefined) row[key] = record[key];
  return row as ResponseRow;
}

/** Responses and replies read again after a join: at most this many, oldest first. */
const CATCH_UP_LIMIT = 50;

/** The debate's responses and replies created since `since` (ISO time), oldest first, as the live topic would have pushed them. */
export async function listResponsesSince(debateId: string, since: string): Promise<ResponseRow[]> {
  const { data, error } = await db
    .from('threaded_responses')
    .select('*')
    .eq('debate_id', debateId)
    .gte('created_at', since)
    .order('created_at', { ascending: true })
    .limit(CATCH_UP_LIMIT);
  if (error) throw error;
  return data ?? [];
}
