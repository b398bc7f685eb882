import { toAppError } from './errors.ts';
import { loadSupabase } from './client.ts';

const MFA_TEXTS = {
  failure: 'Two-factor authentication failed. Please try again.',
  wrongCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  noFactor: 'Two-factor authentication is not turned on for this account. Turn it on from your account page.',
  noSession: 'Your session has ended. Please sign in again.',
} as const;

/** The account has no verified authenticator (any more): there is no second factor to ask for. */
export class NoSecondFactorError extends Error {
  constructor() {
    super(MFA_TEXTS.noFactor);
    this.name = 'NoSecondFactorError';
  }
}

// GoTrue's answers to a call without a signed-in session (the anon key's token has no user).
const NO_SESSION_CODES = new Set(['bad_jwt', 'no_authorization', 'session_not_found']);

export interface TotpFactor {
  id: string;
  friendlyName: string;
  verified: boolean;
}

export interface Enrollment {
  factorId: string;
  /** An SVG data URL of the QR code. */
  qrCode: string;
  secret: string;
}

function fail(error: unknown): never {
  const { code } = toAppError(error);
  if (code === 'mfa_verification_failed') throw new Error(MFA_TEXTS.wrongCode);
  if ((code !== null && NO_SESSION_CODES.has(code)) || (error as Error | null)?.name === 'AuthSessionMissingError')
    throw new Error(MFA_TEXTS.noSession);
  throw new Error(toAppError(error, MFA_TEXTS.failure).message);
}

const SVG_DATA_URL = 'data:image/svg+xml;utf-8,';

/**
 * auth-js hands GoTrue's SVG to <img> as `data:image/svg+xml;utf-8,<svg…>`,
 * unescaped: a `#` in it (a hex colour) would end the image there. Encoded,
 * any server's QR code shows whole.
 */
export function qrCodeImage(dataUrl: string): string {
  if (!dataUrl.startsWith(SVG_DATA_URL)) return dataUrl;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(dataUrl.slice(SVG_DATA_URL.length))}`;
}

/** The account's TOTP factors (verified and pending). */
export async function listTotpFactors(): Promise<TotpFactor[]> {
  const { data, error } = await (await loadSupabase()).auth.mfa.listFactors();
  if (error) fail(error);
  return data.all
    .filter((factor) => factor.factor_type === 'totp')
    .map((factor) => ({ id: factor.id, friendlyName: factor.friendly_name ?? '', verified: factor.status === 'verified' }));
}

/** Whether the current session has passed a second factor. */
export async function sessionHasSecondFactor(): Promise<boolean> {
  const { data, error } = await (await loadSupabase()).auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) fail(error);
  return data.currentLevel === 'aal2';
}

/** Starts enrolling an authenticator app; pending enrollments of earlier attempts are dropped first. */
export async function enrollTotp(): Promise<Enrollment> {
  const supabase = await loadSupabase();
  for (const factor of await listTotpFactors()) {
    if (!factor.verified) await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `Authenticator ${new Date().toISOString().slice(0, 10)}`,
  });
  if (error) fail(error);
  return { factorId: data.id, qrCode: qrCodeImage(data.totp.qr_code), secret: data.totp.secret };
}

/** Proves the code of `factorId` (enrolling it, or stepping the session up to aal2). */
export async function verifyTotp(factorId: string, code: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  if (error) fail(error);
}

/** Steps the session up with the account's verified authenticator (NoSecondFactorError when it has none). */
export async function verifySecondFactor(code: string): Promise<void> {
  const factor = (await listTotpFactors()).find((f) => f.verified);
  if (!factor) throw new NoSecondFactorError();
  await verifyTotp(factor.id, code);
}

/** Removes a factor; a verified one needs the session at aal2 first. */
export async function unenrollTotp(factorId: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.mfa.unenroll({ factorId });
  if (error) fail(error);
}
