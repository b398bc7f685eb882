import { db } from '@/lib/db.ts';
import type { Database } from '@/lib/database.types.ts';

export type JudgeRecordRow = Database['public']['Functions']['judges_record']['Returns'][number];
export type JudgedModelRow = Database['public']['Functions']['judges_model_leaderboard']['Returns'][number];

/** Per judge model: position flips, the longer side, its own model, agreement with the readers (stored verdicts only). */
export async function fetchJudgesRecord(): Promise<JudgeRecordRow[]> {
  const { data, error } = await db.rpc('judges_record');
  if (error) throw error;
  return data ?? [];
}

/** The debaters' models rated by the judges' verdicts (Bradley–Terry, as the readers' leaderboard). */
export async function fetchJudgedModels(): Promise<JudgedModelRow[]> {
  const { data, error } = await db.rpc('judges_model_leaderboard');
  if (error) throw error;
  return data ?? [];
}
