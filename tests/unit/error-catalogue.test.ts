import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../supabase/functions/_shared/contract/error-catalogue.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CATALOGUE = 'supabase/functions/_shared/contract/errors.ts';

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter(keep)
    .sort();
}

// A code as SQL raises it (`errcode = 'AG030'`, `private.require_uid('AG040', …)`)
// or TypeScript names it: quoted. Headers and comments name codes unquoted.
const QUOTED_CODE = /'(AG\d{3})'/g;

/** Each raised code → the files that raise it. */
function raisedCodes(): Map<string, string[]> {
  const files = [
    ...filesUnder('supabase/migrations', (f) => f.endsWith('.sql')),
    ...filesUnder('supabase/current-schema', (f) => f.endsWith('.sql')),
    ...filesUnder('supabase/functions', (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== CATALOGUE),
  ];
  const raised = new Map<string, string[]>();
  for (const file of files) {
    for (const [, code] of fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(QUOTED_CODE)) {
      const where = raised.get(code!) ?? [];
      if (!where.includes(file)) where.push(file);
      raised.set(code!, where);
    }
  }
  return raised;
}

describe('the error catalogue (supabase/functions/_shared/contract/errors.ts)', () => {
  const catalogued = Object.values(ERRORS).map((error) => error.code as string);
  const raised = raisedCodes();

  it('holds every code the migrations, the schema files and the edge function raise', () => {
    const missing = [...raised]
      .filter(([code]) => !catalogued.includes(code))
      .map(([code, files]) => `${code} (raised in ${files.join(', ')})`);
    expect(missing, 'add each to the catalogue: name, code, status, message').toEqual([]);
  });

  it('holds no code that nothing raises', () => {
    const unused = catalogued.filter((code) => !raised.has(code));
    expect(unused, 'remove it from the catalogue, or raise it').toEqual([]);
  });

  it('names each code once', () => {
    const repeated = catalogued.filter((code, index) => catalogued.indexOf(code) !== index);
    expect(repeated).toEqual([]);
  });

  it('finds the codes where the rules raise them (the scan itself works)', () => {
    expect(raised.get('AG040')).toContain('supabase/current-schema/05-votes-tallies.sql');
    expect(raised.get('AG001')).toContain('supabase/migrations/20261121000300_generations.sql');
  });
});
