/**
 * The auth service's options and their defaults. The defaults are GoTrue's
 * (and supabase/config.toml's), except the rate limits, which are generous so
 * a busy local test run never trips them by accident; tests that exercise a
 * limit pass a small budget.
 */
import type { PrivateJwk } from '../../jwt/signing-keys.ts';

export interface RateLimitOptions {
  /** Seconds over which each budget refills completely (Supabase: 5 minutes). */
  windowSeconds?: number;
  /** Sign-ups plus password sign-ins per client IP per window ([auth.rate_limit] sign_in_sign_ups). */
  signInSignUpsPerIp?: number;
  /** Sign-ups plus password sign-ins per email address per window. */
  signInSignUpsPerEmail?: number;
  /** Refresh-token grants per client IP per window ([auth.rate_limit] token_refresh). */
  tokenRefreshPerIp?: number;
  /** OTP / magic-link / recovery-link verifications per client IP per window ([auth.rate_limit] token_verifications). */
  verificationsPerIp?: number;
  /** Anonymous sign-ins per client IP per hour ([auth.rate_limit] anonymous_users). */
  anonymousPerIpPerHour?: number;
}

/** Where the auth service delivers its mail: the local mailbox's SMTP port, or [auth.email.smtp] when enabled. */
export interface SmtpOptions {
  host: string;
  port: number;
  /** [auth.email.smtp] user and pass; the local mailbox asks for none. */
  user?: string;
  pass?: string;
  /** The sender's address: [auth.email.smtp] or [local_smtp] admin_email (the CLI's default: admin@email.com). */
  adminEmail?: string;
  /** The sender's name: [auth.email.smtp] or [local_smtp] sender_name (the CLI's default: Admin). */
  senderName?: string;
}

export interface AuthServiceOptions {
  /** Superuser URL; the service connects as supabase_auth_admin to the same host/port/database. */
  dbUrl: string;
  jwtSecret: string;
  /** Private JWKs ([auth] signing_keys_path); sessions are signed with the first that may sign. None: HS256. */
  signingKeys?: PrivateJwk[];
  /** Preferred port; another free one is used when it is taken. */
  port?: number;
  /** The SPA's URL (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Public base of this service through the gateway; the JWT issuer (`iss`). */
  externalUrl: string;
  /** Access-token lifetime in seconds ([auth] jwt_expiry). */
  jwtExpiry?: number;
  /** Seconds a rotated refresh token may still be presented ([auth] refresh_token_reuse_interval). */
  refreshTokenReuseInterval?: number;
  /** [auth] minimum_password_length */
  minimumPasswordLength?: number;
  /** [auth] enable_signup */
  enableSignup?: boolean;
  /** [auth] enable_anonymous_sign_ins */
  enableAnonymousSignIns?: boolean;
  /** [auth] additional_redirect_urls: where email links may send the user besides the site URL. */
  additionalRedirectUrls?: string[];
  /** [auth.email] otp_expiry: seconds an emailed link or code stays valid. */
  otpExpiry?: number;
  /** [auth.email] otp_length */
  otpLength?: number;
  /** [auth.email] max_frequency in seconds: the minimum time between two emails of one kind to one user. */
  maxFrequencySeconds?: number;
  /** [auth.email] double_confirm_changes: an email change is confirmed from both addresses. */
  doubleConfirmChanges?: boolean;
  /** [auth.email] enable_confirmations: a new address is confirmed by email before its first session. */
  enableConfirmations?: boolean;
  /** [auth.email] secure_password_change: a password change needs a fresh /reauthenticate code. */
  securePasswordChange?: boolean;
  /** [auth.mfa] max_enrolled_factors */
  mfaMaxEnrolledFactors?: number;
  /** [auth.mfa.totp] enroll_enabled: authenticator apps may be added. */
  mfaTotpEnroll?: boolean;
  /** [auth.mfa.totp] verify_enabled: their codes are checked (challenge, verify). */
  mfaTotpVerify?: boolean;
  /** Without it, emails are rendered and dropped. */
  smtp?: SmtpOptions;
  rateLimits?: RateLimitOptions;
}

export interface AuthSettings {
  jwtSecret: string;
  siteUrl: string;
  externalUrl: string;
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  enableSignup: boolean;
  enableAnonymousSignIns: boolean;
  additionalRedirectUrls: string[];
  otpExpiry: number;
  otpLength: number;
  maxFrequencySeconds: number;
  doubleConfirmChanges: boolean;
  enableConfirmations: boolean;
  securePasswordChange: boolean;
  mfaMaxEnrolledFactors: number;
  mfaTotpEnroll: boolean;
  mfaTotpVerify: boolean;
  smtp: SmtpOptions | undefined;
  /** The audience GoTrue stamps on users and tokens (GOTRUE_JWT_AUD). */
  audience: string;
  /** The role new users get (GOTRUE_JWT_DEFAULT_GROUP_NAME). */
  defaultRole: string;
  rateLimits: Required<RateLimitOptions>;
}

const DEFAULT_RATE_LIMITS: Required<RateLimitOptions> = {
  windowSeconds: 300,
  signInSignUpsPerIp: 1000,
  signInSignUpsPerEmail: 100,
  tokenRefreshPerIp: 5000,
  verificationsPerIp: 1000,
  anonymousPerIpPerHour: 1000,
};

export function resolveSettings(options: AuthServiceOptions): AuthSettings {
  return {
    jwtSecret: options.jwtSecret,
    siteUrl: options.siteUrl,
    externalUrl: options.externalUrl.replace(/\/+$/, ''),
    jwtExpiry: options.jwtExpiry ?? 3600,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
    minimumPasswordLength: options.minimumPasswordLength ?? 6,
    enableSignup: options.enableSignup ?? true,
    enableAnonymousSignIns: options.enableAnonymousSignIns ?? false,
    additionalRedirectUrls: options.additionalRedirectUrls ?? [],
    otpExpiry: options.otpExpiry ?? 3600,
    otpLength: options.otpLength ?? 6,
    maxFrequencySeconds: options.maxFrequencySeconds ?? 1,
    doubleConfirmChanges: options.doubleConfirmChanges ?? true,
    // The CLI's default; supabase/config.toml turns it on as hosted projects have it.
    enableConfirmations: options.enableConfirmations ?? false,
    securePasswordChange: options.securePasswordChange ?? false,
    mfaMaxEnrolledFactors: options.mfaMaxEnrolledFactors ?? 10,
    // Off unless config.toml's [auth.mfa.totp] turns them on, as the CLI starts GoTrue.
    mfaTotpEnroll: options.mfaTotpEnroll ?? false,
    mfaTotpVerify: options.mfaTotpVerify ?? false,
    smtp: options.smtp,
    audience: 'authenticated',
    defaultRole: 'authenticated',
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      ...definedOnly(options.rateLimits ?? {}),
    },
  };
}

function definedOnly(limits: RateLimitOptions): RateLimitOptions {
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}
