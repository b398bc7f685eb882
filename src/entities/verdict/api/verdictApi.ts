import { db } from '@/lib/db.ts';

type VerdictStatus = 'not_enough_votes' | 'too_close' | 'decided';

/** The room's verdict of a shared debate (get_reader_verdict). */
export interface ReaderVerdict {
  status: VerdictStatus;
  /** 1 or 2 when decided. */
  winner_speaker: number | null;
  margin: number | null;
  respondents: number;
  is_final: boolean;
  closes_at: string;
  tie_margin: number;
  min_respondents: number;
}

/** A ∆ as everyone reads it: the passage and the explanation, never who gave it. */
export interface DeltaRow {
  id: string;
  round_index: number;
  speaker_index: number;
  passage: 'text' | 'summary';
  original_text: string;
  original_text_start: number;
  original_text_end: number;
  explanation: string;
  created_at: string;
  mine: boolean;
}

export async function fetchReaderVerdict(debateId: string): Promise<ReaderVerdict | null> {
  const { data, error } = await db.rpc('get_reader_verdict', { p_debate_id: debateId });
  if (error) throw error;
  const row = data?.[0];
  return row ? { ...row, status: row.status as VerdictStatus } : null;
}

export async function listDeltas(debateId: string): Promise<DeltaRow[]> {
  const { data, error } = await db.rpc('list_deltas', { p_debate_id: debateId });
  if (error) throw error;
  return (data ?? []).map((row) => ({ ...row, passage: row.passage === 'summary' ? 'summary' : 'text' }));
}

export async function withdrawDelta(debateId: string): Promise<boolean> {
  const { data, error } = await db.rpc('withdraw_delta', { p_debate_id: debateId });
  if (error) throw error;
  return data === true;
}
