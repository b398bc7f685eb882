import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The SPA's layers as ESLint enforces them (eslint.config.js): every folder that
// exists under src/features and src/entities is covered, whatever its name.

const ROOT = path.resolve(import.meta.dirname, '../..');
const slices = (layer: string) =>
  readdirSync(path.join(ROOT, 'src', layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const FEATURES = slices('features');
const ENTITIES = slices('entities');
// Real modules of each kind to import (the rule checks where an import resolves to).
const A_FEATURE_MODULE: Record<string, string> = Object.fromEntries(FEATURES.map((feature) => [feature, `@/features/${feature}/index.ts`]));
const ENTITY_MODULE: Record<string, string> = {
  continuation: '@/entities/continuation/api/familyApi.ts',
  floor: '@/entities/floor/api/floorApi.ts',
  debate: '@/entities/debate/api/shareDebate.ts',
  vote: '@/entities/vote/api/castVote.ts',
  star: '@/entities/star/stores/stars.ts',
  usage: '@/entities/usage/stores/usage.ts',
  judges: '@/entities/judges/api/judgesApi.ts',
  response: '@/entities/response/api/responsesApi.ts',
  poll: '@/entities/poll/api/pollApi.ts',
  verdict: '@/entities/verdict/api/verdictApi.ts',
  report: '@/entities/report/api/reportApi.ts',
};

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, cache: false });
});

/** The boundary messages ESLint reports for a module at `file` holding `code`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the lint zones', () => {
  it('know every feature and entity folder on disk', () => {
    expect(FEATURES).toEqual(expect.arrayContaining(['moderation', 'notifications', 'community', 'debate']));
    expect(Object.keys(ENTITY_MODULE).sort()).toEqual([...ENTITIES].sort());
  });

  it('refuse, in every feature, an import of another feature', async () => {
    for (const feature of FEATURES) {
      const other = FEATURES.find((f) => f !== feature)!;
      const errors = await boundaryErrors(`src/features/${feature}/lint-probe.ts`, `import '${A_FEATURE_MODULE[other]}';\n`);
      expect(errors, `${feature} importing ${other}`).toEqual([expect.stringContaining('A feature never imports another feature')]);
    }
  }, 120_000);

  it('let a feature import an entity and its own modules', async () => {
    const errors = await boundaryErrors(
      'src/features/moderation/lint-probe.ts',
      `import '${ENTITY_MODULE.vote}';\nimport '@/features/moderation/index.ts';\n`,
    );
    expect(errors).toEqual([]);
  }, 120_000);

  it('refuse, in every entity, an import of a feature, the app or another entity', async () => {
    for (const entity of ENTITIES) {
      const other = ENTITIES.find((e) => e !== entity)!;
      const errors = await boundaryErrors(
        `src/entities/${entity}/lint-probe.ts`,
        `import '@/features/debate/index.ts';\nimport '@/app/router.tsx';\nimport '${ENTITY_MODULE[other]}';\n`,
      );
      expect(errors, entity).toEqual([
        expect.stringContaining('An entity never imports a feature or the app'),
        expect.stringContaining('An entity never imports a feature or the app'),
        expect.stringContaining('An entity never imports another entity'),
      ]);
    }
  }, 120_000);

  it('refuse an entity in every shared folder', async () => {
    const shared = slices('.').filter((folder) => !['app', 'features', 'entities'].includes(folder));
    expect(shared).toEqual(expect.arrayContaining(['lib', 'components', 'stores', 'hooks']));
    for (const folder of shared) {
      const errors = await boundaryErrors(`src/${folder}/lint-probe.ts`, `import '${ENTITY_MODULE.star}';\n`);
      expect(errors, folder).toEqual([expect.stringContaining('Shared code never imports an entity, a feature or the app')]);
    }
  }, 120_000);

  it('keep the data clients in api/ folders: a component may not import one, an api module may', async () => {
    const code = "import { db } from '@/lib/db.ts';\nimport { loadSupabase } from '@/lib/client.ts';\nvoid db;\nvoid loadSupabase;\n";
    const refused = async (file: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
      return result!.messages.filter((m) => m.message.includes('Data access lives in an api/ folder')).length;
    };
    expect(await refused('src/entities/debate/components/LintProbe.tsx')).toBe(2);
    expect(await refused('src/features/moderation/hooks/useLintProbe.ts')).toBe(2);
    expect(await refused('src/entities/debate/api/lintProbe.ts')).toBe(0);
    expect(await refused('src/features/moderation/api/lintProbe.ts')).toBe(0);
  }, 120_000);
});
