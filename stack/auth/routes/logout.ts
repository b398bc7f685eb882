import { authenticate } from '../authenticate.ts';
import type { Route } from '../context.ts';
import { withTransaction } from '../db.ts';
import { badRequest } from '../errors.ts';
import { sendEmpty } from '../../shared/http.ts';
import { deleteSession, deleteUserSessions } from '../sessions.ts';

/**
 * POST /logout?scope=global|local|others. Ending a session deletes it with
 * its refresh tokens; its access tokens then fail with session_not_found.
 */
export const logout: Route = async ({ settings, pool }, request) => {
  const { user, session } = await authenticate(request.req, pool, settings.jwtSecret);
  const scope = request.url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(scope)}`);
  }

  await withTransaction(pool, async (tx) => {
    if (session && scope === 'local') return deleteSession(tx, session.id);
    if (session && scope === 'others') return deleteUserSessions(tx, user.id, session.id);
    // Global, or a token without a session: sign out everywhere.
    return deleteUserSessions(tx, user.id);
  });
  sendEmpty(request.res, 204);
};
