import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { badRequest, WeakPasswordError } from './errors.ts';

// bcrypt only reads the first 72 bytes; GoTrue refuses longer passwords.
const MAX_PASSWORD_BYTES = 72;
// GoTrue's bcrypt.DefaultCost.
const BCRYPT_COST = 10;

/**
 * GoTrue's password policy: too long is a validation error, too short is a
 * WeakPasswordError with reason "length". Lengths are in bytes, as in Go.
 */
export function checkPasswordStrength(password: string, minimumLength: number): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (bytes < minimumLength) {
    throw new WeakPasswordError(`Password should be at least ${minimumLength} characters.`, ['length']);
  }
}

/** The weak-password notice GoTrue attaches to a successful sign-in, or undefined. */
export function weakPasswordNotice(password: string, minimumLength: number): { message: string; reasons: string[] } | undefined {
  try {
    checkPasswordStrength(password, minimumLength);
    return undefined;
  } catch (error) {
    if (error instanceof WeakPasswordError) return { message: error.message, reasons: error.reasons };
    return undefined;
  }
}

/**
 * A bcrypt hash in the `$2a$` form Go's bcrypt and pgcrypto's crypt() write.
 * bcryptjs labels its salts `$2b$`; for passwords under 256 bytes (ours are at
 * most 72) both variants compute the same hash, so only the label changes.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(BCRYPT_COST)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

/** Whether `password` matches a stored bcrypt hash; no hash never matches. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$/.test(hash)) return false;
  return bcrypt.compare(password, hash);
}

// A hash of a random password at the cost real hashes have, computed once:
// comparing against it takes as long as a wrong password for a real user.
let dummyHash: Promise<string> | undefined;

/** Spends the time of one bcrypt comparison and always fails (unknown user, or one without a password). */
export async function verifyPasswordAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  await bcrypt.compare(password, await dummyHash);
  return false;
}
