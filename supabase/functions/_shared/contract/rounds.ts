/**
 * The three rounds of a debate: constructive, rebuttal, summary. Plain constants without
 * zod: the SPA's engine screen shows them before any event is validated
 * (sse-events.ts re-exports them for the function).
 */
export const ROUND_TYPES = ['constructive', 'rebuttal', 'summary'] as const;
export type RoundType = (typeof ROUND_TYPES)[number];

/** Titles the generator shows per round. */
export const ROUND_TITLES: Readonly<Record<RoundType, string>> = {
  constructive: 'Round 1: Constructive Arguments',
  rebuttal: 'Round 2: Rebuttal',
  summary: 'Round 3: Summary',
};
