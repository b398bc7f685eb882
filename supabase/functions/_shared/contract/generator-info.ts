/**
 * The answer of `GET /functions/v1/generate-debate`: the model names the
 * function accepts and who will write the debates. Shared by the function
 * (which sends it) and the SPA (which validates it) like sse-events.ts.
 * It names no provider, no provider model id and no key: visitors read it too.
 */
import { z } from 'zod';
import { GENERATOR_LABELS, GENERATORS, type Generator } from './sse-events.ts';

export const generatorInfoSchema = z.object({
  /** In the order to offer them: the spec's two models first, then the model map's extras. */
  models: z.array(z.object({ name: z.string().min(1) })).min(1),
  generator: z.enum(GENERATORS),
  generatorLabel: z.string(),
});
export type GeneratorInfo = z.infer<typeof generatorInfoSchema>;

export function generatorInfo(modelNames: readonly string[], generator: Generator): GeneratorInfo {
  return {
    models: modelNames.map((name) => ({ name })),
    generator,
    generatorLabel: GENERATOR_LABELS[generator],
  };
}
