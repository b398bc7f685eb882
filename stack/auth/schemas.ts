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
