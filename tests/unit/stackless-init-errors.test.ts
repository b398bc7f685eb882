import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { STACKLESS_ERROR_HELPER, stacklessInitErrors } from '../../config/stacklessInitErrors.ts';

// The build's rewrite of React DOM's module-scope sentinel errors
// (config/stacklessInitErrors.ts), on the installed React DOM itself.

const require = createRequire(import.meta.url);
const reactDomClient = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = (code: string, id: string) => {
  const hook = (stacklessInitErrors() as Plugin & { transform: Transform }).transform;
  return hook.call(
    {
      error: (message) => {
        throw new Error(message);
      },
    },
    code,
    id,
  );
};

describe('stacklessInitErrors', () => {
  it('makes each of React DOM’s module-scope sentinels without a stack, and nothing else', () => {
    const source = fs.readFileSync(reactDomClient, 'utf8');
    const result = transform(source, reactDomClient)!;
    expect(result.code.startsWith(STACKLESS_ERROR_HELPER)).toBe(true);
    for (const name of [
      'HydrationMismatchException',
      'SuspenseException',
      'SuspenseyCommitException',
      'SuspenseActionException',
      'SelectiveHydrationException',
    ])
      expect(result.code).toMatch(new RegExp(`\\b${name} = __stacklessError\\(formatProdErrorMessage\\(\\d+\\)\\)`));
    expect(result.code).not.toMatch(/\b\w+Exception = Error\(/);
    // Errors made inside functions (thrown when something is wrong) keep their stacks.
    const thrown = (code: string) => code.match(/throw Error\(/g)?.length;
    expect(thrown(result.code)).toBe(thrown(source));
  });

  it('runs as the module did: React DOM loads, and its sentinels are Errors with their messages but no stack', () => {
    const { code } = transform(fs.readFileSync(reactDomClient, 'utf8'), reactDomClient)!;
    const module = { exports: {} as Record<string, unknown> };
    vm.runInThisContext(`(function (exports, require, module) {${code}\n})`)(module.exports, createRequire(reactDomClient), module);
    expect(typeof module.exports.hydrateRoot).toBe('function');
    const make = vm.runInThisContext(`(function () {${STACKLESS_ERROR_HELPER} return __stacklessError; })()`) as (m: string) => Error;
    const sentinel = make('Suspense Exception');
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Suspense Exception');
    expect(Object.keys(sentinel)).toEqual([]);
    expect(Object.getOwnPropertyNames(sentinel)).toEqual(['message']);
  });

  it('leaves other modules alone and fails the build when React DOM no longer matches', () => {
    expect(transform('var SuspenseException = Error("x");', '/node_modules/other/index.js')).toBeNull();
    expect(() => transform('var SuspenseException = Error(formatProdErrorMessage(460));', reactDomClient)).toThrow(
      'expected 5 module-scope sentinel errors, found 1',
    );
  });
});
