import { requireAdmin } from '../admin-auth.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { withTransaction } from '../db.ts';
import { HttpError } from '../errors.ts';
import { parseJsonBody } from '../http.ts';
import { factorById, factorJson, factorsOf, removeFactor } from '../mfa.ts';
import { adminFactorBody } from '../schemas.ts';
import { sendJson } from '../../shared/http.ts';
import { findUserById, type UserRow } from '../users.ts';

/**
 * GoTrue's admin API for a user's factors (supabase-js
 * `auth.admin.mfa.listFactors` / `deleteFactor`): how an operator lets back in
 * someone who lost the phone with their authenticator app.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// GoTrue's loadUser and loadFactor middlewares, with their 404s.
async function loadUser(ctx: AuthContext, userId: string | undefined): Promise<UserRow> {
  if (!userId || !UUID.test(userId)) throw new HttpError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.pool, userId);
  if (!user) throw new HttpError(404, 'user_not_found', 'User not found');
  return user;
}

async function loadFactor(ctx: AuthContext, userId: string | undefined, factorId: string | undefined) {
  const user = await loadUser(ctx, userId);
  if (!factorId || !UUID.test(factorId)) throw new HttpError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await factorById(ctx.pool, factorId);
  if (!factor || factor.user_id !== user.id) throw new HttpError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** GET /admin/users/:id/factors: every factor of the user, verified or not. */
export async function listUserFactors(ctx: AuthContext, request: AuthRequest, userId?: string): Promise<void> {
  await requireAdmin(request.req, ctx.settings.jwtSecret);
  const user = await loadUser(ctx, userId);
  sendJson(request.res, 200, (await factorsOf(ctx.pool, user.id)).map(factorJson));
}

/** DELETE /admin/users/:id/factors/:factorId: the factor goes; sessions it stepped up fall back to aal1. */
export async function deleteUserFactor(ctx: AuthContext, request: AuthRequest, userId?: string, factorId?: string): Promise<void> {
  await requireAdmin(request.req, ctx.settings.jwtSecret);
  const factor = await loadFactor(ctx, userId, factorId);
  await withTransaction(ctx.pool, (tx) => removeFactor(tx, factor));
  sendJson(request.res, 200, factorJson(factor));
}

/** PUT /admin/users/:id/factors/:factorId: renames the factor (GoTrue's adminUserUpdateFactor). */
export async function updateUserFactor(ctx: AuthContext, request: AuthRequest, userId?: string, factorId?: string): Promise<void> {
  await requireAdmin(request.req, ctx.settings.jwtSecret);
  const factor = await loadFactor(ctx, userId, factorId);
  const body = await parseJsonBody(request.req, adminFactorBody);
  if (body.phone) throw new HttpError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  const { rows } = await ctx.pool.query<{ updated_at: Date }>(
    `update auth.mfa_factors set friendly_name = coalesce($2, friendly_name), updated_at = now() where id = $1 returning updated_at`,
    [factor.id, body.friendly_name || null],
  );
  sendJson(
    request.res,
    200,
    factorJson({ ...factor, friendly_name: body.friendly_name || factor.friendly_name, updated_at: rows[0]!.updated_at }),
  );
}
