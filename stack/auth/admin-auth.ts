import type { IncomingMessage } from 'node:http';
import { forbidden, unauthorized } from './errors.ts';
import { header } from './http.ts';
import { verifyAccessToken } from './jwt.ts';

// GOTRUE_JWT_ADMIN_ROLES on Supabase.
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** GoTrue's requireAdmin: a valid token whose role is an admin role (the service_role key). */
export async function requireAdmin(req: IncomingMessage, jwtSecret: string): Promise<void> {
  const match = /^[Bb]earer (\S+)$/.exec(header(req, 'authorization') ?? '');
  if (!match?.[1]) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyAccessToken(match[1], jwtSecret);
  if (!claims.role || !ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
}
