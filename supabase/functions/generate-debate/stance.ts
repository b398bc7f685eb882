import { stanceLabel } from '../_shared/contract/stance.ts';

/** "For (0.6)", "Against (-0.4)", "Neutral (0.0)": the label and the number, as the prompts show them. */
export function describeStance(stance: number): string {
  return `${stanceLabel(stance)} (${stance.toFixed(1)})`;
}
