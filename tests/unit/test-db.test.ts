import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { templateKey } from '../../scripts/db-template.ts';
import { HELPERS_FILE, pgTapFiles, selectPgTapFiles } from '../../scripts/test-db.ts';

const FILES = [
  '00-helpers.test.sql',
  '00-shared.contract.test.sql',
  '00-shared.test.sql',
  '05-votes-tallies.test.sql',
  '05-votes-tallies.vote-path.test.sql',
  '14-verdicts-deltas.deltas.test.sql',
  '14-verdicts-deltas.test.sql',
  '17-public-pages.test.sql',
];

describe('npm run test:db -- <file or domain>: which pgTAP files run', () => {
  it('runs every file without an argument', () => {
    expect(selectPgTapFiles([], FILES)).toEqual(FILES);
  });

  it('takes a domain by number, by name or by one word of its name, the helpers first', () => {
    const votes = ['00-helpers.test.sql', '05-votes-tallies.test.sql', '05-votes-tallies.vote-path.test.sql'];
    for (const arg of ['05', '5', 'votes-tallies', 'votes', 'Tallies', '05-votes-tallies'])
      expect(selectPgTapFiles([arg], FILES)).toEqual(votes);
  });

  it('takes one file by path or by name, and a topic', () => {
    expect(selectPgTapFiles(['supabase/tests/05-votes-tallies.vote-path.test.sql'], FILES)).toEqual([
      '00-helpers.test.sql',
      '05-votes-tallies.vote-path.test.sql',
    ]);
    expect(selectPgTapFiles(['17-public-pages.test.sql'], FILES)).toEqual(['00-helpers.test.sql', '17-public-pages.test.sql']);
    expect(selectPgTapFiles(['contract'], FILES)).toEqual(['00-helpers.test.sql', '00-shared.contract.test.sql']);
  });

  it('joins several arguments in run order, each file once', () => {
    expect(selectPgTapFiles(['17', 'deltas', '14-verdicts-deltas.deltas'], FILES)).toEqual([
      '00-helpers.test.sql',
      '14-verdicts-deltas.deltas.test.sql',
      '14-verdicts-deltas.test.sql',
      '17-public-pages.test.sql',
    ]);
  });

  it('refuses an argument that names nothing, listing the domains that have files', () => {
    expect(() => selectPgTapFiles(['01'], FILES)).toThrow(
      '"01" names no pgTAP file in supabase/tests/. Domains with files: 00-shared, 05-votes-tallies, 14-verdicts-deltas, 17-public-pages.',
    );
    expect(() => selectPgTapFiles(['vote'], FILES)).toThrow(/"vote" names no pgTAP file/);
  });

  it('finds the helpers first among the real files, as pg_prove and supabase test db sort them', () => {
    const files = pgTapFiles();
    expect(files[0]).toBe(HELPERS_FILE);
    expect(files).toEqual([...files].sort());
  });
});

describe('the cached migrated cluster (scripts/db-template.ts)', () => {
  it('is keyed by the text and the names of the files it is built from', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-template-key-'));
    try {
      const a = path.join(dir, '20260101000000_a.sql');
      fs.writeFileSync(a, 'create table a ();');
      const key = templateKey([a]);
      expect(templateKey([a])).toBe(key);
      fs.writeFileSync(a, 'create table a (id int);');
      expect(templateKey([a])).not.toBe(key);
      const b = path.join(dir, '20260101000000_b.sql');
      fs.writeFileSync(b, 'create table a (id int);');
      expect(templateKey([b])).not.toBe(templateKey([a]));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
