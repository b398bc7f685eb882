import { describe, expect, it } from 'vitest';
import { generatorInfo, generatorInfoSchema } from '@contract/generator-info.ts';
import { toGeneratorInfo } from './generatorInfoShape.ts';

const valid = generatorInfo(['gpt-4', 'gpt-3.5-turbo', 'local-large'], 'provider');

describe('toGeneratorInfo', () => {
  it('accepts what the function sends, as the contract\'s schema reads it', () => {
    for (const body of [valid, generatorInfo(['gpt-4'], 'offline-demo'), { ...valid, extra: 1 }]) {
      expect(toGeneratorInfo(body)).toEqual(generatorInfoSchema.parse(body));
    }
  });

  it('refuses what the contract\'s schema refuses', () => {
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
