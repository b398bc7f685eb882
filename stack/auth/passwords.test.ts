import { describe, expect, it } from 'vitest';
import { HttpError, WeakPasswordError } from './errors.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with bcrypt cost 10 in the $2a$ form GoTrue and pgcrypto write', async () => {
    const hash = await hashPassword('password123');
    expect(hash).toMatch(/^\$2a\$10\$.{53}$/);
    expect(await verifyPassword('password123', hash)).toBe(true);
    expect(await verifyPassword('password124', hash)).toBe(false);
  });

  it('never matches a missing or foreign hash', async () => {
    expect(await verifyPassword('', null)).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=65536,t=3,p=4$abc$def')).toBe(false);
  });

  it("applies the minimum length (weak_password) and bcrypt's 72-byte maximum (validation_failed)", () => {
    expect(() => checkPasswordStrength('123456', 6)).not.toThrow();
    const short = (() => {
      try {
        checkPasswordStrength('12345', 6);
      } catch (error) {
        return error;
      }
    })();
    expect(short).toBeInstanceOf(WeakPasswordError);
    expect(short).toMatchObject({
      reasons: ['length'],
      message: 'Password should be at least 6 characters.',
    });
    expect(() => checkPasswordStrength('é'.repeat(37), 6)).toThrow(HttpError);
    expect(() => checkPasswordStrength('a'.repeat(72), 6)).not.toThrow();
  });
});
