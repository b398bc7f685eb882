import { describe, expect, it } from 'vitest';
import { parseDotenv } from './dotenv.ts';

describe('parseDotenv', () => {
  it('reads KEY=VALUE lines with comments, export, quotes and escapes', () => {
    const text = [
      '# the AI provider',
      'AI_API_KEY=sk-test-123',
      'export AI_BASE_URL = http://127.0.0.1:9999/v1  # local mock',
      'AI_MODEL_MAP="{\\"gpt-4\\":\\"gpt-4o\\"}"',
      "SINGLE='kept # as is'",
      'MULTI="line one\\nline two"',
      '',
      'not a variable line',
      'DEBATE_TURN_PAUSE_MS=0',
      'DEBATE_TURN_PAUSE_MS=5',
    ].join('\n');
    expect(parseDotenv(text)).toEqual({
      AI_API_KEY: 'sk-test-123',
      AI_BASE_URL: 'http://127.0.0.1:9999/v1',
      AI_MODEL_MAP: '{"gpt-4":"gpt-4o"}',
      SINGLE: 'kept # as is',
      MULTI: 'line one\nline two',
      DEBATE_TURN_PAUSE_MS: '5',
    });
  });

  it('accepts Windows line endings and empty values', () => {
    expect(parseDotenv('A=1\r\nB=\r\n')).toEqual({ A: '1', B: '' });
  });
});
