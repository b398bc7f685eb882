import { toAppError } from './errors.ts';
import { loadSupabase } from './client.ts';

const MFA_TEXTS = {
  failure: 'Two-factor authentication failed. Please try again.',
  wrongCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  noFactor: 'Two-factor authentication is not turned on for this account. Turn it on from your account page.',
} as const;

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
  if (toAppError(error).code === 'mfa_verification_failed') throw new Error(MFA_TEXTS.wrongCode);
  throw new Error(toAppError(error, MFA_TEXTS.failure).message);
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
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Proves the code of `factorId` (enrolling it, or stepping the session up to aal2). */
export async function verifyTotp(factorId: string, code: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  if (error) fail(error);
}

/** Steps the session up with the account's verified authenticator. */
export async function verifySecondFactor(code: string): Promise<void> {
  const factor = (await listTotpFactors()).find((f) => f.verified);
  if (!factor) throw new Error(MFA_TEXTS.noFactor);
  await verifyTotp(factor.id, code);
}

/** Removes a factor; a verified one needs the session at aal2 first. */
export async function unenrollTotp(factorId: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.mfa.unenroll({ factorId });
  if (error) fail(error);
}
