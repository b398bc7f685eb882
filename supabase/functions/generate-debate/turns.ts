/**
 * The order of a debate's turns: three rounds of first speaker then second
 * speaker, with the moderator opening and closing when enabled.
 */
import { ROUND_TITLES, ROUND_TYPES, SPEAKER_NAMES, type TurnRef } from '../_shared/contract/sse-events.ts';
import type { DebateSettings, SpeakerSettings } from './settings.ts';

export function planTurns(moderatorEnabled: boolean): TurnRef[] {
  const turns: TurnRef[] = [];
  if (moderatorEnabled) turns.push({ role: 'moderator', phase: 'opening' });
  for (const roundIndex of [0, 1, 2] as const) {
    for (const speakerIndex of [0, 1] as const) {
      turns.push({
        role: 'speaker',
        roundIndex,
        roundType: ROUND_TYPES[roundIndex],
        speakerIndex,
        speaker: SPEAKER_NAMES[speakerIndex],
      });
    }
  }
  if (moderatorEnabled) turns.push({ role: 'moderator', phase: 'closing' });
  return turns;
}

/** A finished turn, as later turns see it. */
export interface CompletedTurn {
  turn: TurnRef;
  text: string;
  summary: string;
  fallback: boolean;
}

/** Everything a debater needs to write one turn. */
export interface TurnRequest {
  settings: DebateSettings;
  turn: TurnRef;
  sequence: number;
  previous: readonly CompletedTurn[];
}

/**
 * The speaker settings a turn is written with. The moderator has no panel of
 * its own in the UI, so it speaks through the first speaker's model.
 */
export function turnSpeaker(settings: DebateSettings, turn: TurnRef): SpeakerSettings {
  return turn.role === 'speaker' && turn.speakerIndex === 1 ? settings.model2 : settings.model1;
}

export function turnTitle(turn: TurnRef): string {
  if (turn.role === 'moderator') return turn.phase === 'opening' ? 'Moderator: Opening' : 'Moderator: Closing Summary';
  return `${ROUND_TITLES[turn.roundType]}: ${turn.speaker}`;
}
