import type { Plugin } from 'vite';

// React DOM creates sentinel errors when its module first runs (SuspenseException
// and its kin): thrown and compared by identity, never shown with a stack.
// Chromium captures a detailed stack for every Error created, which needs the
// source positions of each function on the stack, and V8 keeps none for code it
// compiled in the background, so it parses those functions again on the main
// thread: at the app's start-up, React DOM's whole module and the vendor chunk
// around it (60–130 ms of main-thread time on this machine, four times that on
// Lighthouse's phone; docs/loading.md). These are made without a stack instead:
// the same prototype and message, nothing captured.

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
];
const CREATED = new RegExp(`\\b(${SENTINELS.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');

/** An Error without a captured stack (React DOM's module scope). */
export const STACKLESS_ERROR_HELPER = `function __stacklessError(message) {
  var error = Object.create(Error.prototype);
  Object.defineProperty(error, "message", { value: message, writable: true, configurable: true });
  return error;
}
`;

/** Rewrites React DOM's module-scope sentinel errors; fails the build when React no longer has them as expected. */
export function stacklessInitErrors(): Plugin {
  return {
    name: 'agora:stackless-init-errors',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      let found = 0;
      const rewritten = code.replace(CREATED, (_match, name: string, message: string) => {
        found++;
        return `${name} = __stacklessError(${message})`;
      });
      if (found !== SENTINELS.length)
        this.error(
          `react-dom-client.production.js: expected ${SENTINELS.length} module-scope sentinel errors, found ${found}; see config/stacklessInitErrors.ts`,
        );
      return { code: STACKLESS_ERROR_HELPER + rewritten, map: null };
    },
  };
}
