import type { HiddenTurn, TurnRow } from '../types/index.ts';

/** The viewer's round titles (the generator uses its own). */
const ROUND_TITLES = ['Opening Statements', 'Rebuttals', 'Closing Arguments'] as const;

export interface Round {
  index: number;
  title: string;
  turns: TurnRow[];
  /** The turns of this round a moderator hid or removed: their place, without their text. */
  hidden: HiddenTurn[];
}

/** A place in a round: its turn, or the mark of a turn a moderator hid. */
export type TurnSlot = { speaker: number; turn: TurnRow; hidden?: undefined } | { speaker: number; turn?: undefined; hidden: HiddenTurn };

/** Groups the turns into rounds, each with one turn per speaker, in order; a hidden turn keeps its round. */
export function groupRounds(turns: readonly TurnRow[], hidden: readonly HiddenTurn[] = []): Round[] {
  const byRound = new Map<number, { turns: TurnRow[]; hidden: HiddenTurn[] }>();
  const roundOf = (index: number) => byRound.get(index) ?? byRound.set(index, { turns: [], hidden: [] }).get(index)!;
  for (const turn of turns) roundOf(turn.round_index).turns.push(turn);
  for (const mark of hidden) roundOf(mark.round).hidden.push(mark);
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, round]) => ({
      index,
      title: ROUND_TITLES[index] ?? `Round ${index + 1}`,
      turns: [...round.turns].sort((a, b) => a.speaker_index - b.speaker_index),
      hidden: round.hidden,
    }));
}

/** A round's places in speaking order: each turn, or where a hidden one was. */
export function turnSlots(round: Round): TurnSlot[] {
  const slots: TurnSlot[] = [
    ...round.turns.map((turn) => ({ speaker: turn.speaker_index, turn })),
    ...round.hidden.map((hidden) => ({ speaker: hidden.speaker, hidden })),
  ];
  return slots.sort((a, b) => a.speaker - b.speaker);
}
