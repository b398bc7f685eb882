import type { SessionStatus } from '@/stores/session.ts';
import { canGenerate } from './settings.ts';

export type GenerateDecision = 'blocked' | 'login-required' | 'no-free-debates' | 'start';

export interface GenerateContext {
  topic: string;
  running: boolean;
  sessionStatus: SessionStatus;
  /** Known allowance, or null when not read (the server decides then). */
  freeDebatesRemaining: number | null;
  isPro: boolean;
}

/**
 * What pressing Generate does: nothing while the topic is empty or a debate runs; the
 * login modal for visitors; the no-free-debates hint when exactly 0 remain
 * (PRO users are not limited); otherwise start.
 */
export function decideGenerate(ctx: GenerateContext): GenerateDecision {
  if (!canGenerate(ctx.topic, ctx.running)) return 'blocked';
  if (ctx.sessionStatus !== 'signed-in') return 'login-required';
  if (!ctx.isPro && ctx.freeDebatesRemaining === 0) return 'no-free-debates';
  return 'start';
}
