import { describe, expect, it } from 'vitest';
import { vitestFailures } from '../../scripts/vitest-failures.ts';

// The "Failed Tests" section as Vitest 4 prints it (colours stripped).
const failedRun = `
 ❯  integration  tests/integration/a.test.ts (2 tests | 1 failed) 13ms
     × fails here 10ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯

 FAIL   integration  tests/integration/a.test.ts > suite > fails here
AssertionError: expected 1 to be 2 // Object.is equality

- Expected
+ Received

 FAIL  tests/unit/b.test.ts > times out
Error: Test timed out in 5000ms.

 Test Files  2 failed (2)
      Tests  2 failed | 1 passed (3)
`;

describe('vitestFailures', () => {
  it('names each failed test with the first line of its error', () => {
    expect(vitestFailures(failedRun)).toEqual([
      'tests/integration/a.test.ts > suite > fails here — AssertionError: expected 1 to be 2 // Object.is equality',
      'tests/unit/b.test.ts > times out — Error: Test timed out in 5000ms.',
    ]);
  });

  it('names nothing for a passing run', () => {
    expect(vitestFailures(' ✓  node  tests/unit/a.test.ts (2 tests) 3ms\n Test Files  1 passed (1)\n')).toEqual([]);
  });

  it('clips a long error line', () => {
    const [line] = vitestFailures(` FAIL  tests/x.test.ts > t\nError: ${'x'.repeat(500)}\n`);
    expect(line!.length).toBe(240);
    expect(line!.endsWith('…')).toBe(true);
  });
});
