/** Stance of a speaker, from -1 (against the topic) to 1 (for it), in steps of 0.1. */
export const STANCE_MIN = -1;
export const STANCE_MAX = 1;
export const STANCE_STEP = 0.1;

export type StanceLabel = 'Strongly Against' | 'Against' | 'Neutral' | 'For' | 'Strongly For';

/** Slider arithmetic drifts (0.30000000000000004); stances are tenths. */
export function roundStance(value: number): number {
  const clamped = Math.min(STANCE_MAX, Math.max(STANCE_MIN, value));
  return Math.round(clamped * 10) / 10;
}

/**
 * One reading everywhere (ARCHITECTURE: thresholds 0.3 / 0.8): up to -0.8
 * Strongly Against, up to -0.3 Against, up to 0.3 Neutral, up to 0.8 For,
 * above that Strongly For.
 */
export function stanceLabel(value: number): StanceLabel {
  const stance = roundStance(value);
  if (stance <= -0.8) return 'Strongly Against';
  if (stance <= -0.3) return 'Against';
  if (stance <= 0.3) return 'Neutral';
  if (stance <= 0.8) return 'For';
  return 'Strongly For';
}
