/**
 * Who writes the debates (plain constants without zod: the SPA's engine
 * screen reserves the note's space before any answer is validated;
 * sse-events.ts re-exports them for the function).
 */
export const GENERATORS = ['provider', 'offline-demo'] as const;
/** Who wrote the debate: a configured AI provider or the built-in offline demo debater. */
export type Generator = (typeof GENERATORS)[number];

const OFFLINE_DEMO_LABEL = 'offline demo (no AI provider configured)';
export const GENERATOR_LABELS: Readonly<Record<Generator, string>> = {
  provider: 'AI provider',
  'offline-demo': OFFLINE_DEMO_LABEL,
};
