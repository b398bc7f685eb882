// The event contract of the generate-debate function lives beside the function
// (plain TypeScript + zod) so both sides validate the same shapes.
export { generatorInfoSchema, type GeneratorInfo } from '../../../../supabase/functions/_shared/generator-info.ts';
export {
  debateEventSchema,
  errorResponseSchema,
  FALLBACK_TEXT,
  GENERATOR_LABELS,
  OFFLINE_DEMO_LABEL,
  ROUND_TITLES,
  ROUND_TYPES,
  SPEAKER_NAMES,
  type DebateEvent,
  type GeneratedDebate,
  type Generator,
  type RoundType,
  type TurnRef,
} from '../../../../supabase/functions/_shared/sse-events.ts';
