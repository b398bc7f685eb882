import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { generateTypes, TYPES_FILE } from '../../../scripts/gen-types.ts';

describe('generated database types', () => {
  it('src/lib/database.types.ts matches the migrated schema (run `npm run db:types` when this fails)', async () => {
    const fresh = await generateTypes(inject('dbUrl'));
    expect(fs.readFileSync(TYPES_FILE, 'utf8')).toBe(fresh);
  });
});
