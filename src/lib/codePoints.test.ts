import { describe, expect, it } from 'vitest';
import { codePointLength, sliceCodePoints } from './codePoints.ts';

describe('code points', () => {
  it('counts an emoji as one character, as the database does', () => {
    expect('a😀b'.length).toBe(4);
    expect(codePointLength('a😀b')).toBe(3);
    expect(sliceCodePoints('a😀bc', 1, 3)).toBe('😀b');
  });
});
