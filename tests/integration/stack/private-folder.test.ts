// `npm start` from a private folder: as root, PostgreSQL runs as user
// `postgres`, which cannot enter a mode-700 folder such as /root. The cluster
// then lives under a reachable folder chosen from the requested path, the next
// start finds it again with its data, and the private folder keeps its mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../stack/postgres/embedded.ts';
import { relocatedDataDir } from '../../../stack/postgres/placement.ts';

const isRoot = process.getuid?.() === 0;
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-private-'));
fs.chmodSync(home, 0o700);
const reachableRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-reachable-'));
fs.chmodSync(reachableRoot, 0o755);
const requested = path.join(home, 'clone', '.agora', 'data');

afterAll(() => {
  fs.rmSync(home, { recursive: true, force: true });
  fs.rmSync(reachableRoot, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('a data directory inside a mode-700 folder', () => {
  it('starts PostgreSQL, keeps the data across a restart, and leaves the folder private', async () => {
    const first = await startPostgres({ dataDir: requested, reachableRoot });
    try {
      // As root the server's user cannot enter `home`; as anyone else the server runs as the caller and can.
      expect(first.dataDir).toBe(isRoot ? relocatedDataDir(requested, reachableRoot) : requested);
      expect(first.created).toBe(true);
      await query(first.url, `create table kept (note text); insert into kept values ('survives a restart')`);
    } finally {
      await first.stop();
    }

    const second = await startPostgres({ dataDir: requested, reachableRoot });
    try {
      expect(second.dataDir).toBe(first.dataDir);
      expect(second.created).toBe(false);
      expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'survives a restart' }]);
    } finally {
      await second.stop();
    }
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
  });
});
