import { z } from 'zod';

/**
 * Request bodies as GoTrue's parameter structs read them: every field is
 * optional, JSON null means "not given", unknown fields (auth-js sends
 * gotrue_meta_security, code_challenge, ...) are ignored.
 */
const text = z.string().nullish();
const metadata = z.record(z.string(), z.unknown()).nullish();

export const signupBody = z.object({
  email: text,
  phone: text,
  password: text,
  data: metadata,
  channel: text,
  code_challenge: text,
  code_challenge_method: text,
});

export const passwordGrantBody = z.object({
  email: text,
  phone: text,
  password: text,
});

export const refreshGrantBody = z.object({
  refresh_token: text,
});

export const userUpdateBody = z.object({
  email: text,
  password: text,
  current_password: text,
  nonce: text,
  data: metadata,
  app_metadata: metadata,
  phone: text,
  channel: text,
  code_challenge: text,
  code_challenge_method: text,
});

export const recoverBody = z.object({
  email: text,
  code_challenge: text,
  code_challenge_method: text,
});

export const otpBody = z.object({
  email: text,
  phone: text,
  create_user: z.boolean().nullish(),
  data: metadata,
  channel: text,
  code_challenge: text,
  code_challenge_method: text,
});

export const verifyBody = z.object({
  type: text,
  token: text,
  token_hash: text,
  email: text,
  phone: text,
  redirect_to: text,
});

export const pkceGrantBody = z.object({
  auth_code: text,
  code_verifier: text,
});

export const adminUserBody = z.object({
  id: text,
  aud: text,
  role: text,
  email: text,
  phone: text,
  password: text,
  password_hash: text,
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: metadata,
  app_metadata: metadata,
  ban_duration: text,
});

export const adminDeleteBody = z.object({
  should_soft_delete: z.boolean().nullish(),
});

export const generateLinkBody = z.object({
  type: text,
  email: text,
  new_email: text,
  password: text,
  data: metadata,
  redirect_to: text,
});

export const inviteBody = z.object({
  email: text,
  data: metadata,
});

export const resendBody = z.object({
  type: text,
  email: text,
  phone: text,
  redirect_to: text,
});

export const enrollBody = z.object({
  factor_type: text,
  friendly_name: text,
  issuer: text,
  phone: text,
});

export const adminFactorBody = z.object({
  friendly_name: text,
  phone: text,
});

export const challengeBody = z.object({
  channel: text,
});

export const verifyFactorBody = z.object({
  challenge_id: text,
  code: text,
});
