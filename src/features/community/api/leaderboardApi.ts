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
