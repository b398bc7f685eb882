import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A lane's files share one stack's data. Files that check the seed as a first start finds it
 * (the leaderboard before any verdict of a model's debate) run first, whatever Vitest's results
 * cache would otherwise put first (it runs the last run's failed files first).
 */
const FIRST_START = ['tests/e2e/verdicts-leaderboard.test.ts'];

export class FirstStartSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => FIRST_START.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}
