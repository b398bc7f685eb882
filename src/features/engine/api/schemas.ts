// zod's jitless setting first, before the contract's schemas are built
// (see src/lib/zod.ts); loaded only through contractSchemas.ts.
import '@/lib/zod.ts';

export { debateEventSchema, errorResponseSchema } from '@contract/sse-events.ts';
export { generatorInfoSchema } from '@contract/generator-info.ts';
