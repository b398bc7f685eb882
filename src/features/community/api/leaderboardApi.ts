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

/** The ladder's tabs beside the Models table: the people on it, or every speaker on one scale. */
export type LadderSpeakers = 'people' | 'all';

/** One speaker on the ladder: a model, or a person who opted in (shown by name, linked by handle). */
export interface LadderSpeaker {
  player: string;
  kind: 'model' | 'person';
  name: string;
  handle: string | null;
  rating: number;
  ciLow: number;
  ciHigh: number;
  matches: number;
  wins: number;
  losses: number;
  ties: number;
}

/** How people fared against one model, from the same matches as the table beside it. */
export interface LadderHeadline {
  model: string;
  debates: number;
  peopleWins: number;
  ties: number;
}

export interface LadderTable {
  speakers: LadderSpeaker[];
  headline: LadderHeadline[];
}

/** The ladder by the readers' verdicts and by the judges', each fitted on its own. */
export interface SpeakerLadder {
  readers: LadderTable;
  judges: LadderTable;
}

export async function fetchSpeakerLadder(speakers: LadderSpeakers, category: string, time: LeaderboardTime): Promise<SpeakerLadder> {
  const { data, error } = await db.rpc('get_speaker_ladder', { p_speakers: speakers, p_category: category, p_time: time });
  if (error) throw error;
  return data as unknown as SpeakerLadder;
}
