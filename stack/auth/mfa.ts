import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Queryable } from './db.ts';

/** GoTrue's TOTP parameters (pquerna/otp's defaults): SHA1, 6 digits, 30-second periods. */
const TOTP_DIGITS = 6;
const TOTP_PERIOD = 30;
/** GoTrue's MFA.ChallengeExpiryDuration default, in seconds. */
export const CHALLENGE_EXPIRY_SECONDS = 300;

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
}

const FACTOR_COLUMNS = 'id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, last_challenged_at';

/** A new TOTP secret and its otpauth:// URI, as GoTrue's totp.Generate makes them. */
export function newTotp(issuer: string, accountName: string): { secret: string; uri: string } {
  const totp = new OTPAuth.TOTP({
    issuer,
    label: accountName,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: new OTPAuth.Secret({ size: 20 }),
  });
  return { secret: totp.secret.base32, uri: totp.toString() };
}

/**
 * The QR code of `uri` as an SVG document (GoTrue sends the SVG; auth-js makes
 * it the data URL `data:image/svg+xml;utf-8,<svg…>` for an <img>, unescaped).
 * In that URL a `#` starts the fragment, and the image ends there: qrcode's hex
 * colours become the named ones GoTrue's SVG (goqrsvg) uses.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 3,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return svg.replaceAll('"#000000"', '"black"').replaceAll('"#ffffff"', '"white"');
}

/** Whether `code` is the factor's current TOTP (one period of clock drift either side, as GoTrue's Skew 1). */
export function totpMatches(secret: string, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new OTPAuth.TOTP({ algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
  return totp.validate({ token: code, timestamp: now, window: 1 }) !== null;
}

export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(`select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`, [
    userId,
  ]);
  return rows;
}

export async function findFactor(db: Queryable, userId: string, factorId: string, forUpdate = false): Promise<FactorRow | null> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`,
    [factorId, userId],
  );
  return rows[0] ?? null;
}

export async function insertFactor(
  db: Queryable,
  input: { userId: string; friendlyName: string; secret: string; now: Date },
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)
     returning ${FACTOR_COLUMNS}`,
    [crypto.randomUUID(), input.userId, input.friendlyName, input.now, input.secret],
  );
  return rows[0]!;
}

export async function insertChallenge(db: Queryable, factorId: string, ip: string, now: Date): Promise<ChallengeRow> {
  const { rows } = await db.query<ChallengeRow>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4)
     returning id, factor_id, created_at, verified_at, host(ip_address) as ip_address`,
    [crypto.randomUUID(), factorId, now, ip || '0.0.0.0'],
  );
  await db.query(`update auth.mfa_factors set last_challenged_at = $2, updated_at = $2 where id = $1`, [factorId, now]);
  return rows[0]!;
}

export async function findChallenge(db: Queryable, factorId: string, challengeId: string): Promise<ChallengeRow | null> {
  const { rows } = await db.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, host(ip_address) as ip_address
       from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId],
  );
  return rows[0] ?? null;
}

/**
 * Removes a factor (unenrolled by its owner or deleted by an operator). The
 * sessions it stepped up fall back to aal1, as GoTrue downgrades them, and
 * lose its `totp` amr entry once the user has no verified factor left.
 */
export async function removeFactor(tx: Queryable, factor: Pick<FactorRow, 'id' | 'user_id'>): Promise<void> {
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [factor.id]);
  await tx.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.user_id = $1 and c.authentication_method = 'totp'
        and not exists (select 1 from auth.mfa_factors f where f.user_id = $1 and f.status = 'verified')`,
    [factor.user_id],
  );
}

/** A factor by id, whoever owns it, or null (an operator's lookup; the owner's is `findFactor`). */
export async function factorById(db: Queryable, factorId: string): Promise<FactorRow | null> {
  const { rows } = await db.query<FactorRow>(`select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1`, [factorId]);
  return rows[0] ?? null;
}

/** GoTrue's Factor JSON inside the user (`factors`). */
export function factorJson(row: FactorRow): Record<string, unknown> {
  return {
    id: row.id,
    friendly_name: row.friendly_name ?? '',
    factor_type: row.factor_type,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...(row.last_challenged_at ? { last_challenged_at: row.last_challenged_at.toISOString() } : {}),
  };
}
