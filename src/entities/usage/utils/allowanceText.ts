import { counted } from '@contract/glossary.ts';

/** "1 free debate remaining", "2 free debates remaining": the same words on /engine and /account. */
export function freeDebatesText(remaining: number): string {
  return `${counted(remaining, 'free debate')} remaining`;
}

/** "3 turns in hand": turns paid for and not written, spent first by the next debate, continuation or rematch; empty at 0. */
export function turnsInHandText(turnCredit: number): string {
  return turnCredit > 0 ? `${counted(turnCredit, 'turn')} in hand` : '';
}
