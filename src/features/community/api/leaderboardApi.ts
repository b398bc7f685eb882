import { db } from '@/lib/db.ts';

export type LeaderboardKind = 'model' | 'style';
export type LeaderboardTime = 'all' | 'today' | 'week' | 'month';

/** One model or rhetoric style: Bradley–Terry rating (Elo scale) with its 95 % interval. */
export interface LeaderboardRow {
  player: string;
  /** Null for a player with ∆s but no decided match in the window. */
  rating: number | null;
  ci_low: number | null;
  ci_high: number | null;
  matches: number;
  wins: number;
  losses: number;
  deltas: number;
}

export interface FormatRow {
  debate_style: string;
  matches: number;
  for_wins: number;
  against_wins: number;
  for_win_rate: number;
}

export interface CardVerdict {
  debate_id: string;
  status: 'not_enough_votes' | 'too_close' | 'decided';
  winner_speaker: number | null;
  is_final: boolean;
}

export async function fetchLeaderboard(kind: LeaderboardKind, category: string, time: LeaderboardTime): Promise<LeaderboardRow[]> {
  const { data, error } = await db.rpc('get_leaderboard', { p_kind: kind, p_category: category, p_time: time });
  if (error) throw error;
  return (data ?? []) as LeaderboardRow[];
}

export async function fetchFormatLeaderboard(category: string, time: LeaderboardTime): Promise<FormatRow[]> {
  const { data, error } = await db.rpc('get_format_leaderboard', { p_category: category, p_time: time });
  if (error) throw error;
  return data ?? [];
}

/** The verdicts of a page of ranking cards (debates the reader may not read are left out). */
export async function fetchCardVerdicts(debateIds: readonly string[]): Promise<CardVerdict[]> {
  if (debateIds.length === 0) return [];
  const { data, error } = await db.rpc('get_reader_verdicts', { p_debate_ids: [...debateIds] });
  if (error) throw error;
  return (data ?? []).map((row) => ({
    debate_id: row.debate_id,
    status: row.status as CardVerdict['status'],
    winner_speaker: row.winner_speaker,
    is_final: row.is_final,
  }));
}
