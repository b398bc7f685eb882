// ESLint: TypeScript and React hooks rules, and the architecture as rules
// (docs/architecture.md, "The SPA's layers"):
//   - a feature never imports another feature (compose them in src/app);
//   - an entity (src/entities/<thing>: domain code features compose or share)
//     never imports a feature, the app or another entity;
//   - shared code (every other folder of src: lib, components, stores, hooks)
//     never imports an entity, a feature or the app;
//   - the edge function and its contract never import the SPA;
//   - no import cycles, and no import climbing out of src/ by ../../ (use @/).
// The zones are built from the folders on disk, so a feature, an entity or a
// shared folder is covered the day its folder is created.
// Unused exports, files and dependencies are knip's job (knip.json).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The folders directly under `dir` (none when it does not exist yet). */
function foldersIn(dir) {
  try {
    return readdirSync(new URL(`./${dir}/`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

const LAYERS = ['app', 'features', 'entities'];
const FEATURES = foldersIn('src/features');
const ENTITIES = foldersIn('src/entities');
// Shared code: every other folder under src (lib, components, stores, hooks, …).
const SHARED = foldersIn('src')
  .filter((folder) => !LAYERS.includes(folder))
  .map((folder) => `./src/${folder}`);

const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: compose features in src/app, or move what both need into src/entities.',
}));

const entityZones = ENTITIES.flatMap((entity) => [
  {
    target: `./src/entities/${entity}`,
    from: ['./src/features', './src/app'],
    message: 'An entity never imports a feature or the app: features use entities, not the other way round.',
  },
  {
    target: `./src/entities/${entity}`,
    from: './src/entities',
    except: [`./${entity}`],
    message: 'An entity never imports another entity: move what both need into shared code (src/lib, src/components, …).',
  },
]);

const sharedZones = SHARED.map((target) => ({
  target,
  from: ['./src/entities', './src/features', './src/app'],
  message: 'Shared code never imports an entity, a feature or the app: it knows nothing of the product.',
}));

/**
 * Imports kept off the first screens, whose JavaScript must stay within 150 KB
 * gzip each (checked by `npm run bench:bundle` and tests/integration/web/bundle-budget.test.ts). Each has one module allowed to import it,
 * reached only through import(): src/lib/client.ts (supabase-js), src/lib/realtime.ts
 * (realtime-js alone, src/lib/visitorRealtime.ts),
 * MarkdownText.tsx (react-markdown), engine/api/contractSchemas.ts (zod schemas).
 */
function firstScreenImports({ supabaseJs = true, markdown = true, schemas = true, dataAccess = true } = {}) {
  const zodMessage = 'Use zod/mini (and import @/lib/zod.ts first for jitless), or narrow by hand (src/lib/guards.ts).';
  const paths = [
    // zod is 25 KB gzip and probes eval under the CSP unless jitless (src/lib/zod.ts):
    // the first screens narrow by hand (src/lib/guards.ts); a lazy area uses zod/mini after importing @/lib/zod.ts.
    { name: 'zod', message: zodMessage },
    { name: 'zod/v4', message: zodMessage },
  ];
  if (supabaseJs)
    paths.push(
      {
        name: '@supabase/supabase-js',
        allowTypeImports: true,
        message:
          'auth-js and realtime-js stay off the first screens: PostgREST through @/lib/db.ts, the rest through loadSupabase() (@/lib/client.ts).',
      },
      {
        name: '@supabase/realtime-js',
        allowTypeImports: true,
        message: "realtime-js stays off the first screens: a page's live channels get it through liveRealtime() (@/lib/realtime.ts).",
      },
    );
  if (markdown)
    paths.push({
      name: 'react-markdown',
      message: 'The Markdown renderer loads with the first responses: use MarkdownText (entities/response/components/MarkdownText.tsx).',
    });
  const patterns = [
    { group: ['../../*'], message: 'Import through @/ (src) or @contract/ instead of climbing ../../.' },
    {
      group: ['**/lib/supabase.ts'],
      message: 'The full client loads after the first render: loadSupabase() from @/lib/client.ts, or db from @/lib/db.ts for PostgREST.',
    },
    {
      group: ['**/lib/visitorRealtime.ts'],
      message: "A visitor's Realtime loads when the page is idle: liveRealtime() from @/lib/realtime.ts.",
    },
  ];
  if (schemas)
    patterns.push({
      group: ['@contract/sse-events.ts', '@contract/generator-info.ts'],
      allowTypeImports: true,
      message:
        "The contract's zod schemas load with the engine's requests: loadContractSchemas() (engine/api/contractSchemas.ts); zod-free constants are in @contract/rounds.ts.",
    });
  if (dataAccess)
    patterns.push({
      group: ['@/lib/db.ts', '@/lib/client.ts', '**/lib/db.ts', '**/lib/client.ts'],
      allowTypeImports: true,
      message:
        "Data access lives in an api/ folder (a feature's or an entity's): components, hooks and stores call its typed functions, never a client.",
    });
  return { paths, patterns };
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.agora/**', 'src/lib/database.types.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // tsc (noUnusedLocals/Parameters) already reports these.
      '@typescript-eslint/no-unused-vars': 'off',
      // Deno globals and test doubles; tsc checks the types.
      'no-undef': 'off',
      // Parsers and terminal output match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...entityZones,
            ...sharedZones,
            {
              target: './supabase/functions',
              from: './src',
              message: 'The edge function never imports the SPA: shared code lives in _shared/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hooks rules; the React Compiler rules of the recommended
      // set would ask for rewrites of working components.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', firstScreenImports()],
      // A component or hook longer than this does more than one thing: split it.
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The same size limit for the server side and the tooling, and a short parameter list
    // everywhere: past four, a call site cannot be read without the signature (use an options object).
    files: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts', 'stack/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
      'max-params': ['error', 4],
    },
  },
  {
    // One deadline for every condition an SPA test waits on: Testing Library's
    // asyncUtilTimeout (tests/setup/jsdom.ts), sized for a busy 2-core machine.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message: "Use waitFor from '@testing-library/react': vi.waitFor's 1 s default is missed on a busy machine.",
        },
      ],
    },
  },
  {
    // Data access: the api/ folders, over the clients of src/lib.
    files: ['src/**/api/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', firstScreenImports({ dataAccess: false })] },
  },
  // The modules that are the lazy side of a split: each may import what the
  // first screens may not (and is itself only reached through import()).
  {
    // Tests are not shipped; db.test.ts compares db with supabase-js itself.
    files: ['src/lib/supabase.ts', 'src/lib/visitorRealtime.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', firstScreenImports({ supabaseJs: false, dataAccess: false })] },
  },
  {
    files: ['src/entities/response/components/MarkdownRenderer.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', firstScreenImports({ markdown: false })] },
  },
  {
    files: ['src/features/engine/api/schemas.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', firstScreenImports({ schemas: false, dataAccess: false })] },
  },
);
