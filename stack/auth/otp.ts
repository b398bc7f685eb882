import crypto from 'node:crypto';

/** GoTrue's GenerateOtp: `digits` random decimal digits. */
export function generateOtp(digits: number): string {
  let otp = '';
  for (let i = 0; i < digits; i++) otp += String(crypto.randomInt(10));
  return otp;
}

/** GoTrue's GenerateTokenHash: what the emailed link carries and auth.users stores. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return crypto
    .createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

export const PKCE_PREFIX = 'pkce_';

/** A token stored for the PKCE flow carries GoTrue's prefix; the emailed link carries it too. */
export function withFlowPrefix(hash: string, pkce: boolean): string {
  return pkce ? PKCE_PREFIX + hash : hash;
}

/** GoTrue's isOtpValid: an unexpired sent token equal to the hash (with or without the PKCE prefix). */
export function otpMatches(actual: string, expected: string | null, sentAt: Date | null, expirySeconds: number): boolean {
  if (!expected || !sentAt || isOtpExpired(sentAt, expirySeconds)) return false;
  return actual === expected || PKCE_PREFIX + actual === expected;
}

export function isOtpExpired(sentAt: Date | null, expirySeconds: number, now = Date.now()): boolean {
  return !sentAt || now > sentAt.getTime() + expirySeconds * 1000;
}
