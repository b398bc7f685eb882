import { GENERATORS, type Generator } from '@contract/generators.ts';
import type { GeneratorInfo } from '@contract/generator-info.ts';
import { isRecord } from '@/lib/guards.ts';

// The generator's answer, narrowed by hand (see guards.ts): the engine asks for
// it on its first screen, and evaluating zod's schemas there was a 40 ms task on
// a phone for three fields. generatorInfoShape.test.ts keeps it in step with
// the contract's generatorInfoSchema.

const isGenerator = (value: unknown): value is Generator => GENERATORS.includes(value as Generator);

/** The answer as GeneratorInfo, or null when it is not one. */
export function toGeneratorInfo(body: unknown): GeneratorInfo | null {
  if (!isRecord(body) || !isGenerator(body.generator) || typeof body.generatorLabel !== 'string') return null;
  const { models } = body;
  if (!Array.isArray(models) || models.length === 0) return null;
  const names = models.map((model) => (isRecord(model) && typeof model.name === 'string' && model.name !== '' ? model.name : null));
  if (names.includes(null)) return null;
  return { models: names.map((name) => ({ name: name! })), generator: body.generator, generatorLabel: body.generatorLabel };
}
