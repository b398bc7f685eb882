import type { RhetoricStyle } from '@contract/settings.ts';

/** A rhetoric style as readers see it: the engine offers these, the leaderboard ranks them. */
export const RHETORIC_STYLE_LABELS: Readonly<Record<RhetoricStyle, string>> = {
  standard: 'Standard',
  formal: 'Formal',
  casual: 'Casual',
  emotional: 'Emotional',
  factual: 'Factual',
  adversarial: 'Adversarial',
};
