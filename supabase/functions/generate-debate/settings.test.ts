import { describe, expect, it } from 'vitest';
import { parseDebateSettings } from './settings.ts';
import { MODEL_NAMES, validBody } from './test-fixtures.ts';

const parse = (body: unknown) => parseDebateSettings(body, MODEL_NAMES);
const speaker1 = (changes: Record<string, unknown>) => ({ ...(validBody().model1 as object), ...changes });

describe('parseDebateSettings', () => {
  it('accepts the SPA body and normalises it as the database does', () => {
    const result = parse(
      validBody({
        topic: '  Should cities ban cars?  ',
        moderatorEnabled: undefined,
        model1: { name: 'gpt-4', stance: 0.1 + 0.2, rhetoricStyle: 'casual' },
      }),
    );
    expect(result).toEqual({
      ok: true,
      settings: {
        topic: 'Should cities ban cars?',
        rounds: 3,
        debateStyle: 'structured',
        moderatorEnabled: false,
        model1: { name: 'gpt-4', stance: 0.3, rhetoricStyle: 'casual', systemPrompt: '', maxTokens: 1000, showGuidance: false },
        model2: {
          name: 'gpt-3.5-turbo',
          stance: -0.6,
          rhetoricStyle: 'adversarial',
          systemPrompt: '',
          maxTokens: 1000,
          showGuidance: false,
        },
      },
    });
  });

  it.each([
    ['a non-object body', 'hello', 'settings', 'debate settings are required'],
    ['a missing topic', validBody({ topic: undefined }), 'topic', 'a topic is required'],
    ['a blank topic', validBody({ topic: '   ' }), 'topic', 'a topic is required'],
    ['a one-character topic', validBody({ topic: ' x ' }), 'topic', 'at least 10 characters'],
    ['a topic of nine characters (emoji count once)', validBody({ topic: '🙂🙂🙂🙂🙂 cat' }), 'topic', 'at least 10 characters'],
    ['a topic over 500 characters', validBody({ topic: 'x'.repeat(501) }), 'topic', 'at most 500 characters'],
    ['rounds other than 3', validBody({ rounds: 4 }), 'rounds', 'a debate has exactly 3 rounds'],
    [
      'an unknown debate style',
      validBody({ debateStyle: 'rap-battle' }),
      'debateStyle',
      'must be one of structured, oxford, crossfire, parliamentary, comment_section',
    ],
    ['a non-boolean moderator flag', validBody({ moderatorEnabled: 'yes' }), 'moderatorEnabled', 'must be true or false'],
    ['a missing speaker', validBody({ model2: undefined }), 'model2', 'speaker settings are required'],
    [
      'an empty model name',
      validBody({ model1: speaker1({ name: ' ' }) }),
      'model1.name',
      'a model name of 1 to 100 characters is required',
    ],
    ['an unknown model', validBody({ model1: speaker1({ name: 'claude' }) }), 'model1.name', 'must be one of gpt-4, gpt-3.5-turbo'],
    [
      'a stance above 1',
      validBody({ model1: speaker1({ stance: 1.1 }) }),
      'model1.stance',
      'must be a number from -1 to 1 in steps of 0.1',
    ],
    [
      'a stance between tenths',
      validBody({ model1: speaker1({ stance: 0.25 }) }),
      'model1.stance',
      'must be a number from -1 to 1 in steps of 0.1',
    ],
    [
      'a stance as text',
      validBody({ model1: speaker1({ stance: '0.5' }) }),
      'model1.stance',
      'must be a number from -1 to 1 in steps of 0.1',
    ],
    [
      'an unknown rhetoric style',
      validBody({ model2: { ...(validBody().model2 as object), rhetoricStyle: 'poetic' } }),
      'model2.rhetoricStyle',
      'must be one of standard, formal, casual, emotional, factual, adversarial',
    ],
    [
      'personality hints over 2000 characters',
      validBody({ model1: speaker1({ systemPrompt: 'x'.repeat(2001) }) }),
      'model1.systemPrompt',
      'personality hints are text of at most 2000 characters',
    ],
    ['a non-boolean showGuidance', validBody({ model1: speaker1({ showGuidance: 1 }) }), 'model1.showGuidance', 'must be true or false'],
    [
      'maxTokens above 1000',
      validBody({ model1: speaker1({ maxTokens: 1001 }) }),
      'model1.maxTokens',
      'must be a whole number from 1 to 1000',
    ],
    [
      'fractional maxTokens',
      validBody({ model1: speaker1({ maxTokens: 10.5 }) }),
      'model1.maxTokens',
      'must be a whole number from 1 to 1000',
    ],
  ])('refuses %s, naming the field', (_case, body, field, message) => {
    expect(parse(body)).toEqual({ ok: false, field, message });
  });

  it('names the first bad field in the order the database checks them', () => {
    expect(parse(validBody({ topic: '', debateStyle: 'x' }))).toMatchObject({ field: 'topic' });
    expect(parse(validBody({ model1: speaker1({ stance: 5, rhetoricStyle: 'x' }) }))).toMatchObject({ field: 'model1.stance' });
  });

  it('accepts every extra model the deployment offers', () => {
    const result = parseDebateSettings(validBody({ model1: speaker1({ name: 'llama3.2' }) }), [...MODEL_NAMES, 'llama3.2']);
    expect(result.ok).toBe(true);
  });

  it('accepts the full stance range and null personality hints', () => {
    for (const stance of [-1, -0.5, 0, 0.7, 1]) {
      expect(parse(validBody({ model1: speaker1({ stance, systemPrompt: null }) })).ok).toBe(true);
    }
  });
});
