import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TEST_FILE, renderContractTest } from '../../scripts/contract-pgtap.ts';

describe('the shared contract and the database', () => {
  // The pgTAP file asserts the contract's values against the database; this
  // test keeps the file equal to the contract, so a limit changed on one side
  // only fails here (contract) or in pgTAP 00-shared.contract (migrations).
  it('supabase/tests/00-shared.contract.test.sql pins the current contract (regenerate: npm run db:contract-test)', () => {
    expect(fs.readFileSync(CONTRACT_TEST_FILE, 'utf8')).toBe(renderContractTest());
  });
});
