import { describe, expect, it } from 'vitest';
import { ModelMapError, parseModelMap } from './model-map.ts';

describe('parseModelMap', () => {
  it('offers the two UI models under their own names when nothing is configured', () => {
    const map = parseModelMap(undefined);
    expect(map.names).toEqual(['gpt-4', 'gpt-3.5-turbo']);
    expect(map.resolve('gpt-4')).toBe('gpt-4');
    expect(map.resolve('gpt-3.5-turbo')).toBe('gpt-3.5-turbo');
    expect(map.resolve('llama3')).toBeUndefined();
  });

  it('maps UI names to provider models and adds extra models in order', () => {
    const map = parseModelMap(
      ' gpt-4 = meta-llama/llama-3.1-70b-instruct , gpt-3.5-turbo=mistralai/mistral-7b-instruct:free,\nllama3.2, qwen=qwen2.5:7b-instruct',
    );
    expect(map.names).toEqual(['gpt-4', 'gpt-3.5-turbo', 'llama3.2', 'qwen']);
    expect(map.resolve('gpt-4')).toBe('meta-llama/llama-3.1-70b-instruct');
    expect(map.resolve('gpt-3.5-turbo')).toBe('mistralai/mistral-7b-instruct:free');
    expect(map.resolve('llama3.2')).toBe('llama3.2');
    expect(map.resolve('qwen')).toBe('qwen2.5:7b-instruct');
  });

  it('ignores empty entries', () => {
    expect(parseModelMap(',, ,').names).toEqual(['gpt-4', 'gpt-3.5-turbo']);
  });

  it('refuses entries without a UI name or without a provider model', () => {
    expect(() => parseModelMap('=gpt-4o')).toThrow(ModelMapError);
    expect(() => parseModelMap('gpt-4=')).toThrow(/names no provider model/);
    expect(() => parseModelMap('my model=llama3')).toThrow(/without spaces/);
  });
});
