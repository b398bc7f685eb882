import pg from 'pg';
import { CommitThenFail } from './errors.ts';

/** Anything that runs a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.PoolClient, 'query'>;

const AUTH_DB_ROLE = 'supabase_auth_admin';
const AUTH_DB_PASSWORD = 'postgres';

/** The superuser URL rewritten to log in as GoTrue's own role, supabase_auth_admin. */
function authAdminUrl(superuserUrl: string): string {
  const url = new URL(superuserUrl);
  url.username = AUTH_DB_ROLE;
  url.password = AUTH_DB_PASSWORD;
  return url.toString();
}

export function createPool(superuserUrl: string, onError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: authAdminUrl(superuserUrl),
    application_name: 'agora-auth',
    max: 5,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', onError);
  return pool;
}

/**
 * Runs `fn` in a transaction. A CommitThenFail keeps the writes made so far
 * and then fails the request, as GoTrue's storage.NewCommitWithError does.
 */
export async function withTransaction<T>(pool: pg.Pool, fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    let result: T;
    try {
      result = await fn(client);
    } catch (error) {
      if (error instanceof CommitThenFail) {
        await client.query('commit');
        throw error.error;
      }
      await client.query('rollback');
      throw error;
    }
    await client.query('commit');
    return result;
  } finally {
    client.release();
  }
}
