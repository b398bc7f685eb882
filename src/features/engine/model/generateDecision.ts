import type { SessionStatus } from '@/stores/session.ts';
import { ROUND_TYPES } from '@contract/rounds.ts';
import { canGenerate } from './settings.ts';

export type GenerateDecision = 'blocked' | 'login-required' | 'no-free-debates' | 'start';

export interface GenerateContext {
  topic: string;
  running: boolean;
  sessionStatus: SessionStatus;
  /** Known allowance, or null when not read (the server decides then). */
  freeDebatesRemaining: number | null;
  /** Turns in hand (unwritten turns of stopped debates, given back); 0 when not read. */
  turnCredit: number;
  isPro: boolean;
}

/** A new debate's turns: each round's two speakers (what `spend_turns` charges for one). */
const TURNS_PER_DEBATE = ROUND_TYPES.length * 2;

/**
 * What pressing Generate does: nothing while the topic is empty or a debate runs; the
 * login modal for visitors; the no-free-debates hint when exactly 0 remain and the turns in
 * hand do not make a whole debate — the database's rule (PRO users are not limited); otherwise start.
 */
export function decideGenerate(ctx: GenerateContext): GenerateDecision {
  if (!canGenerate(ctx.topic, ctx.running)) return 'blocked';
  if (ctx.sessionStatus !== 'signed-in') return 'login-required';
  if (!ctx.isPro && ctx.freeDebatesRemaining === 0 && ctx.turnCredit < TURNS_PER_DEBATE) return 'no-free-debates';
  return 'start';
}
