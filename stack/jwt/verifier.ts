// One way every local service checks a JWT, as hosted Supabase does since
// asymmetric signing keys: a token with an `HS*` algorithm is checked against
// the project's JWT secret (legacy API keys, HS256 sessions); any other against
// the public keys of the project's JWKS, picked by the token's `kid`.
import { createLocalJWKSet, errors, jwtVerify, type JWK, type JWTPayload, type JWTVerifyOptions } from 'jose';

export interface VerificationKeys {
  jwtSecret: string;
  /** Public keys (the auth service's JWKS). */
  jwks: { keys: JWK[] };
}

export type TokenVerifier = (token: string, options?: JWTVerifyOptions) => Promise<JWTPayload>;

const ASYMMETRIC = ['ES256', 'RS256'];

export function tokenVerifier(keys: VerificationKeys, hmacAlgorithms: string[] = ['HS256']): TokenVerifier {
  const secret = new TextEncoder().encode(keys.jwtSecret);
  const jwks = createLocalJWKSet({ keys: keys.jwks.keys });
  return async (token, options) => {
    const { payload } = await jwtVerify(
      token,
      (header, flattened) => {
        if (header.alg?.startsWith('HS')) return secret;
        if (!keys.jwks.keys.length) throw new errors.JWKSNoMatchingKey();
        return jwks(header, flattened);
      },
      { ...options, algorithms: options?.algorithms ?? [...hmacAlgorithms, ...ASYMMETRIC] },
    );
    return payload;
  };
}

/** PostgREST's `jwt-secret`: the public keys plus the HMAC secret as an `oct` key, so both kinds verify. */
export function postgrestJwks(keys: VerificationKeys): string {
  const oct: JWK = { kty: 'oct', k: Buffer.from(keys.jwtSecret).toString('base64url'), alg: 'HS256' };
  return JSON.stringify({ keys: [...keys.jwks.keys, oct] });
}
