// ESLint: TypeScript and React hooks rules, and the architecture as rules
// (ARCHITECTURE.md, STYLE.md "Boundaries that a tool enforces"):
//   - a feature never imports another feature (compose them in src/app);
//   - shared code (src/lib, src/components, src/stores, src/hooks, src/utils)
//     never imports a feature or the app;
//   - the edge function and its contract never import the SPA;
//   - no import cycles, and no import climbing out of src/ by ../../ (use @/).
// Unused exports, files and dependencies are knip's job (knip.json).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = ['about', 'account', 'auth', 'community', 'debate', 'engine', 'judges'];
const SHARED = ['./src/lib', './src/components', './src/stores', './src/hooks', './src/utils'];

const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: compose features in src/app.',
}));

const sharedZones = SHARED.map((target) => ({
  target,
  from: ['./src/features', './src/app'],
  message: 'Shared code never imports a feature or the app.',
}));

/**
 * Imports kept off the first screens (issue 13: first-route JS ≤ 150 KB gzip,
 * checked by `npm run bench:bundle`). Each has one module allowed to import it,
 * reached only through import(): src/lib/client.ts (supabase-js),
 * MarkdownText.tsx (react-markdown), engine/api/contractSchemas.ts (zod schemas).
 */
function firstScreenImports({ supabaseJs = true, markdown = true, schemas = true } = {}) {
  const zodMessage = 'Use zod/mini (and import @/lib/zod.ts first for jitless), or narrow by hand (src/lib/guards.ts).';
  const paths = [
    // zod is 25 KB gzip and probes eval under the CSP unless jitless (src/lib/zod.ts):
    // the first screens narrow by hand (src/lib/guards.ts); a lazy area uses zod/mini after importing @/lib/zod.ts.
    { name: 'zod', message: zodMessage },
    { name: 'zod/v4', message: zodMessage },
  ];
  if (supabaseJs)
    paths.push({
      name: '@supabase/supabase-js',
      allowTypeImports: true,
      message: 'auth-js and realtime-js stay off the first screens: PostgREST through @/lib/db.ts, the rest through loadSupabase() (@/lib/client.ts).',
    });
  if (markdown)
    paths.push({
      name: 'react-markdown',
      message: 'The Markdown renderer loads with the first responses: use MarkdownText (debate/components/MarkdownText.tsx).',
    });
  const patterns = [
    { group: ['../../*'], message: 'Import through @/ (src) or @contract/ instead of climbing ../../.' },
    {
      group: ['**/lib/supabase.ts'],
      message: 'The full client loads after the first render: loadSupabase() from @/lib/client.ts, or db from @/lib/db.ts for PostgREST.',
    },
  ];
  if (schemas)
    patterns.push({
      group: ['@contract/sse-events.ts', '@contract/generator-info.ts'],
      allowTypeImports: true,
      message: "The contract's zod schemas load with the engine's requests: loadContractSchemas() (engine/api/contractSchemas.ts); zod-free constants are in @contract/rounds.ts.",
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
      // set would ask for rewrites (issue 9 changes no behaviour).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', firstScreenImports()],
    },
  },
  // The modules that are the lazy side of a split: each may import what the
  // first screens may not (and is itself only reached through import()).
  {
    // Tests are not shipped; db.test.ts compares db with supabase-js itself.
    files: ['src/lib/supabase.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', firstScreenImports({ supabaseJs: false })] },
  },
  {
    files: ['src/features/debate/components/MarkdownRenderer.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', firstScreenImports({ markdown: false })] },
  },
  {
    files: ['src/features/engine/api/schemas.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', firstScreenImports({ schemas: false })] },
  },
);
