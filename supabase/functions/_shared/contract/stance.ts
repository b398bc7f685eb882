/**
 * Stance of a speaker, from -1 (against the topic) to 1 (for it), in steps of
 * 0.1, and its label. One reading everywhere in Agora — the generator's
 * prompts, the engine's sliders and the viewer — with thresholds 0.3 / 0.8 (the
 * original viewer's 0.2 variant is a known inconsistency we do not copy).
 * Plain TypeScript: the edge function and the SPA both import it.
 */
export const STANCE_MIN = -1;
export const STANCE_MAX = 1;
export const STANCE_STEP = 0.1;

const STANCE_LABELS = ['Strongly Against', 'Against', 'Neutral', 'For', 'Strongly For'] as const;
export type StanceLabel = (typeof STANCE_LABELS)[number];

/** Slider arithmetic drifts (0.30000000000000004); stances are tenths. */
export function roundStance(value: number): number {
  const clamped = Math.min(STANCE_MAX, Math.max(STANCE_MIN, value));
  return Math.round(clamped * 10) / 10;
}

/** Up to -0.8 Strongly Against, up to -0.3 Against, up to 0.3 Neutral, up to 0.8 For, above that Strongly For. */
export function stanceLabel(value: number): StanceLabel {
  const stance = roundStance(value);
  if (stance <= -0.8) return 'Strongly Against';
  if (stance <= -0.3) return 'Against';
  if (stance <= 0.3) return 'Neutral';
  if (stance <= 0.8) return 'For';
  return 'Strongly For';
}
