// The auth service's asymmetric signing keys, kept as the Supabase CLI keeps
// them: a JSON array of private JWKs (what `supabase gen signing-key` writes to
// the file `[auth] signing_keys_path` names). Tokens are signed with the first
// key that may sign; every key in the file verifies, so a rotation adds the new
// key first and removes the old one once its tokens have expired.
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';

export type SigningAlgorithm = 'ES256' | 'RS256';

const PrivateJwk = z.looseObject({
  kty: z.enum(['EC', 'RSA']),
  kid: z.string().min(1),
  alg: z.enum(['ES256', 'RS256']),
  d: z.string().min(1),
  key_ops: z.array(z.string()).optional(),
});
export type PrivateJwk = z.infer<typeof PrivateJwk> & JWK;

// Members of a JWK that only the private key has (RFC 7518 §6.2.2, §6.3.2).
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'] as const;

export function parseSigningKeys(text: string, source: string): PrivateJwk[] {
  const parsed = z.array(PrivateJwk).min(1).safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${source} is not a JWK set as \`supabase gen signing-key\` writes it: ${parsed.error.message}`);
  return parsed.data as PrivateJwk[];
}

function readSigningKeys(file: string): PrivateJwk[] {
  return parseSigningKeys(fs.readFileSync(file, 'utf8'), file);
}

/** A new private key in the shape `supabase gen signing-key` prints. */
export async function generateSigningKey(alg: SigningAlgorithm = 'ES256'): Promise<PrivateJwk> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: crypto.randomUUID(), use: 'sig', key_ops: ['sign', 'verify'], alg, ext: true } as PrivateJwk;
}

/** The key set in `file`, generated (one ES256 key, readable by its owner only) when there is none yet. */
export async function ensureSigningKeys(file: string): Promise<PrivateJwk[]> {
  if (fs.existsSync(file)) return readSigningKeys(file);
  const keys = [await generateSigningKey('ES256')];
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/** The key tokens are signed with: the first that may sign. */
export function currentSigningKey(keys: readonly PrivateJwk[]): PrivateJwk | undefined {
  return keys.find((key) => !key.key_ops || key.key_ops.includes('sign'));
}

/** What /auth/v1/.well-known/jwks.json serves: the public halves only, never a private member or an HMAC secret. */
export function publicJwks(keys: readonly JWK[]): { keys: JWK[] } {
  return {
    keys: keys
      .filter((key) => key.kty === 'EC' || key.kty === 'RSA')
      .map((key) => {
        const copy: Record<string, unknown> = { ...key, key_ops: ['verify'] };
        for (const member of PRIVATE_MEMBERS) delete copy[member];
        return copy as JWK;
      }),
  };
}
