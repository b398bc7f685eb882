// Starts the local stack once for all integration tests and hands its
// addresses to the tests through `inject`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../stack/postgres/embedded.ts';
import { prepareDatabase } from '../../stack/postgres/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-it-'));
  fs.chmodSync(dir, 0o755);
  const db = await startPostgres({ dataDir: path.join(dir, 'db'), throwaway: true });
  await prepareDatabase(db.url, { seed: true });
  project.provide('dbUrl', db.url);
  return async () => {
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
