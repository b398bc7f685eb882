/**
 * Stance labels with the generator's thresholds (0.3 / 0.8), used everywhere
 * in Agora (the original viewer's 0.2 variant is a known inconsistency).
 */
export const STANCE_LABELS = ['Strongly Against', 'Against', 'Neutral', 'For', 'Strongly For'] as const;
export type StanceLabel = (typeof STANCE_LABELS)[number];

export function stanceLabel(stance: number): StanceLabel {
  if (stance <= -0.8) return 'Strongly Against';
  if (stance <= -0.3) return 'Against';
  if (stance <= 0.3) return 'Neutral';
  if (stance <= 0.8) return 'For';
  return 'Strongly For';
}

/** "For (0.6)", "Against (-0.4)", "Neutral (0.0)": the label and the number, as the prompts show them. */
export function describeStance(stance: number): string {
  return `${stanceLabel(stance)} (${stance.toFixed(1)})`;
}
