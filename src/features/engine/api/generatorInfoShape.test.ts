import { describe, expect, it } from 'vitest';
import { loadContractSchemas } from './contractSchemas.ts';
import { toGeneratorInfo } from './generatorInfoShape.ts';

const { generatorInfoSchema } = await loadContractSchemas();
const models = (...names: string[]) => names.map((name) => ({ name }));
const valid = { models: models('gpt-4', 'gpt-3.5-turbo', 'local-large'), generator: 'provider', generatorLabel: 'AI provider' };

describe('toGeneratorInfo', () => {
  it("accepts what the function sends, as the contract's schema reads it", () => {
    for (const body of [
      valid,
      { models: models('gpt-4'), generator: 'offline-demo', generatorLabel: 'offline demo' },
      { ...valid, extra: 1 },
    ]) {
      expect(toGeneratorInfo(body)).toEqual(generatorInfoSchema.parse(body));
    }
  });

  it("refuses what the contract's schema refuses", () => {
    const refused = [
      null,
      [],
      'text',
      { ...valid, models: [] },
      { ...valid, models: [{ name: '' }] },
      { ...valid, models: [{ name: 4 }] },
      { ...valid, models: ['gpt-4'] },
      { ...valid, models: 'gpt-4' },
      { ...valid, generator: 'someone' },
      { ...valid, generatorLabel: null },
      { models: valid.models, generator: 'provider' },
    ];
    for (const body of refused) {
      expect(generatorInfoSchema.safeParse(body).success).toBe(false);
      expect(toGeneratorInfo(body)).toBeNull();
    }
  });
});
