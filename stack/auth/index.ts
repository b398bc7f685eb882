import { serveHttp } from '../orchestration/http-service.ts';
import { LogTail, type RunningService } from '../orchestration/running-service.ts';
import { createLimits } from './context.ts';
import { createPool } from './db.ts';
import { useSigningKeys } from './jwt.ts';
import { createMailer } from './mail/smtp.ts';
import { verifyPasswordAgainstNothing } from './passwords.ts';
import { createAuthServer } from './server.ts';
import { type AuthServiceOptions, resolveSettings } from './config/settings.ts';

export type { AuthServiceOptions, RateLimitOptions, SmtpOptions } from './config/settings.ts';

/**
 * Starts Agora's local GoTrue-compatible auth service on 127.0.0.1. It logs
 * in to Postgres as supabase_auth_admin, keeps users, identities, sessions
 * and refresh tokens in GoTrue's auth tables, and signs access tokens with
 * the first of its signing keys (ES256/RS256, `kid` in the header), or HS256
 * with the stack's JWT secret when it has none.
 */
export async function startAuthService(options: AuthServiceOptions): Promise<RunningService> {
  const settings = resolveSettings(options);
  useSigningKeys(options.signingKeys ?? []);
  const log = new LogTail();
  const pool = createPool(options.dbUrl, (error) => log.push(`database: ${error.message}`));
  try {
    // Fail at start, not at the first sign-in, when the role or tables are missing.
    await pool.query('select 1 from auth.users limit 0');
  } catch (error) {
    await pool.end();
    throw new Error(`auth service cannot use the database as supabase_auth_admin: ${(error as Error).message}`, {
      cause: error,
    });
  }

  const mailer = createMailer(settings.smtp, (message) => log.push(`mail: ${message}`));
  // Computed now, so the first unknown-address sign-in is not slower than the rest.
  void verifyPasswordAgainstNothing('');
  const server = createAuthServer({ settings, pool, limits: createLimits(settings), mailer }, log);
  const service = await serveHttp({
    name: 'auth',
    server,
    port: options.port,
    log,
    release: async () => {
      await mailer.close();
      await pool.end();
    },
  });
  log.push(`auth listening on 127.0.0.1:${service.port}`);
  return service;
}
