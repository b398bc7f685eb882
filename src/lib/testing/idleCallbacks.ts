import { afterEach, beforeEach } from 'vitest';

/**
 * Stands in for the browser's idle callbacks in each test of the calling file:
 * a request waits in the returned list until the test runs it, and a cancelled
 * one then runs nothing. The list is emptied before each test.
 */
export function fakeIdleCallbacks(): (() => void)[] {
  const runs: (() => void)[] = [];
  beforeEach(() => {
    runs.length = 0;
    window.requestIdleCallback = (run: IdleRequestCallback) => runs.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = (id: number) => {
      runs[id - 1] = () => undefined;
    };
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });
  return runs;
}
