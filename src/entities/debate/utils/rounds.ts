import type { TurnRow } from '../types/index.ts';

/** The viewer's round titles (the generator uses its own). */
const ROUND_TITLES = ['Opening Statements', 'Rebuttals', 'Closing Arguments'] as const;

export interface Round {
  index: number;
  title: string;
  turns: TurnRow[];
}

/** Groups the turns into rounds, each with one turn per speaker, in order. */
export function groupRounds(turns: readonly TurnRow[]): Round[] {
  const byRound = new Map<number, TurnRow[]>();
  for (const turn of turns) {
    const list = byRound.get(turn.round_index) ?? [];
    list.push(turn);
    byRound.set(turn.round_index, list);
  }
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, list]) => ({
      index,
      title: ROUND_TITLES[index] ?? `Round ${index + 1}`,
      turns: [...list].sort((a, b) => a.speaker_index - b.speaker_index),
    }));
}
