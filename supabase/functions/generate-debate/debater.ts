/**
 * What writes a turn: the configured AI provider or the offline demo debater.
 */
import type { Generator } from '../_shared/contract/sse-events.ts';
import type { TurnRequest } from './turns.ts';

export interface TurnOutput {
  text: string;
  summary: string;
  /** True when the spec's fallback texts stand in for a failed turn. */
  fallback: boolean;
}

interface TurnIo {
  /** Aborted when the client goes away; a debater stops at once and rejects. */
  signal: AbortSignal;
  /** Text of the turn as it arrives. */
  onDelta(text: string): void;
}

export interface Debater {
  readonly generator: Generator;
  generateTurn(request: TurnRequest, io: TurnIo): Promise<TurnOutput>;
}
