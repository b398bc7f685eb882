import { describe, expect, inject, it } from 'vitest';
import { committedSchemaFiles, describeDrift, renderSchemaFiles } from '../../../scripts/db-schema.ts';

describe('the current schema by domain (supabase/current-schema/)', () => {
  // Fresh databases of the lane's cluster: one migrated, one with only the
  // local bootstrap, so what the running stack did to its own database never counts.
  it('matches what the migrations build (run `npm run db:schema` when this fails)', async () => {
    const drift = describeDrift(committedSchemaFiles(), await renderSchemaFiles(inject('dbUrl')));
    expect(drift, 'supabase/current-schema/ and supabase/migrations disagree: run `npm run db:schema`').toEqual([]);
  });
});
