import crypto from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../db.ts';
import { findUserById } from '../users.ts';

/**
 * For a mail request that sends nothing (an unknown address, or nothing to
 * confirm): the database round trips of one that stores a token — a
 * transaction with a statement on the account's row, and one on
 * auth.flow_state with PKCE — made as reads, so that both answers take as
 * long and the timing does not tell who is registered.
 */
export async function readAsForStoredToken(
  pool: pg.Pool,
  options: { userId?: string; pkce?: boolean } = {},
): Promise<void> {
  await withTransaction(pool, async (tx) => {
    if (options.pkce) await tx.query('select id from auth.flow_state where id = $1', [crypto.randomUUID()]);
    await findUserById(tx, options.userId ?? crypto.randomUUID());
  });
}
