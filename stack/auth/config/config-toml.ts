import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { z } from 'zod';
import type { AuthServiceOptions, SmtpOptions } from './settings.ts';

const Config = z.looseObject({
  auth: z
    .looseObject({
      site_url: z.string().optional(),
      additional_redirect_urls: z.array(z.string()).optional(),
      jwt_expiry: z.number().optional(),
      refresh_token_reuse_interval: z.number().optional(),
      minimum_password_length: z.number().optional(),
      enable_signup: z.boolean().optional(),
      enable_anonymous_sign_ins: z.boolean().optional(),
      signing_keys_path: z.string().optional(),
      mfa: z
        .looseObject({
          max_enrolled_factors: z.number().optional(),
          totp: z.looseObject({ enroll_enabled: z.boolean().optional(), verify_enabled: z.boolean().optional() }).optional(),
        })
        .optional(),
      rate_limit: z
        .looseObject({
          sign_in_sign_ups: z.number().optional(),
          token_refresh: z.number().optional(),
          token_verifications: z.number().optional(),
          anonymous_users: z.number().optional(),
        })
        .optional(),
      email: z
        .looseObject({
          smtp: z
            .looseObject({
              enabled: z.boolean().optional(),
              host: z.string().optional(),
              port: z.number().optional(),
              user: z.string().optional(),
              pass: z.string().optional(),
              admin_email: z.string().optional(),
              sender_name: z.string().optional(),
            })
            .optional(),
          double_confirm_changes: z.boolean().optional(),
          enable_confirmations: z.boolean().optional(),
          secure_password_change: z.boolean().optional(),
          max_frequency: z.string().optional(),
          otp_length: z.number().optional(),
          otp_expiry: z.number().optional(),
        })
        .optional(),
    })
    .optional(),
  local_smtp: z
    .looseObject({
      port: z.number().optional(),
      admin_email: z.string().optional(),
      sender_name: z.string().optional(),
    })
    .optional(),
});

/** Go durations as config.toml writes them ("1s", "1m30s", "60s"), in seconds. */
function durationSeconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== value) throw new Error(`not a duration: ${value}`);
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * units[unit!]!, 0);
}

function readConfig(file: string) {
  return Config.parse(fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : {});
}

/** `env(NAME)`, as config.toml writes secrets, read from the environment (as the CLI does). */
function fromEnv(value: string | undefined): string | undefined {
  const name = /^env\((\w+)\)$/.exec(value ?? '')?.[1];
  return name ? process.env[name] : value;
}

/** [auth.email.smtp] when enabled: the server every auth email goes to instead of the local mailbox. */
function customSmtp(config: ReturnType<typeof readConfig>): SmtpOptions | undefined {
  const smtp = config.auth?.email?.smtp;
  if (!smtp?.enabled) return undefined;
  if (!smtp.host || !smtp.port) throw new Error('[auth.email.smtp] is enabled without a host and port');
  return {
    host: smtp.host,
    port: smtp.port,
    user: fromEnv(smtp.user),
    pass: fromEnv(smtp.pass),
    adminEmail: smtp.admin_email,
    senderName: smtp.sender_name,
  };
}

/**
 * The auth service's options from supabase/config.toml, as the Supabase CLI
 * hands them to GoTrue. `rateLimits: 'config'` applies [auth.rate_limit]
 * (`npm start`); 'relaxed' keeps the service's generous defaults for test
 * suites and benchmarks that sign in far more often than people do.
 */
export function authOptionsFromConfig(
  file: string,
  rateLimits: 'config' | 'relaxed',
): Omit<AuthServiceOptions, 'dbUrl' | 'jwtSecret' | 'externalUrl' | 'siteUrl'> & {
  siteUrl: string | undefined;
} {
  const config = readConfig(file);
  const auth = config.auth ?? {};
  const limits = auth.rate_limit ?? {};
  return {
    siteUrl: auth.site_url,
    additionalRedirectUrls: auth.additional_redirect_urls,
    jwtExpiry: auth.jwt_expiry,
    refreshTokenReuseInterval: auth.refresh_token_reuse_interval,
    minimumPasswordLength: auth.minimum_password_length,
    enableSignup: auth.enable_signup,
    enableAnonymousSignIns: auth.enable_anonymous_sign_ins,
    doubleConfirmChanges: auth.email?.double_confirm_changes,
    enableConfirmations: auth.email?.enable_confirmations,
    securePasswordChange: auth.email?.secure_password_change,
    maxFrequencySeconds: durationSeconds(auth.email?.max_frequency),
    otpLength: auth.email?.otp_length,
    otpExpiry: auth.email?.otp_expiry,
    mfaMaxEnrolledFactors: auth.mfa?.max_enrolled_factors,
    mfaTotpEnroll: auth.mfa?.totp?.enroll_enabled,
    mfaTotpVerify: auth.mfa?.totp?.verify_enabled,
    smtp: customSmtp(config),
    rateLimits:
      rateLimits === 'config'
        ? {
            signInSignUpsPerIp: limits.sign_in_sign_ups,
            tokenRefreshPerIp: limits.token_refresh,
            verificationsPerIp: limits.token_verifications,
            anonymousPerIpPerHour: limits.anonymous_users,
          }
        : undefined,
  };
}

/**
 * The local mailbox's port ([local_smtp] port) and the sender of the auth
 * emails it catches ([local_smtp] admin_email and sender_name), as the CLI
 * reads them when [auth.email.smtp] is off (`authOptionsFromConfig` gives
 * that server, with its own sender, when it is on).
 */
export function localSmtpConfig(file: string): { port?: number; adminEmail?: string; senderName?: string } {
  const smtp = readConfig(file).local_smtp ?? {};
  return { port: smtp.port, adminEmail: smtp.admin_email, senderName: smtp.sender_name };
}

/**
 * [auth] signing_keys_path, resolved as the Supabase CLI resolves it (relative
 * to the folder of config.toml); undefined when not set.
 */
export function signingKeysPath(file: string): string | undefined {
  const configured = readConfig(file).auth?.signing_keys_path;
  return configured ? path.resolve(path.dirname(file), configured) : undefined;
}
