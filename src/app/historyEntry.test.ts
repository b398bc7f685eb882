import { describe, expect, it } from 'vitest';
import { createBrowserRouter } from 'react-router';
import { numberFirstHistoryEntry } from './historyEntry.ts';

describe("the page's first history entry", () => {
  it('gets the index React Router gives it, keeping what the entry held', () => {
    window.history.replaceState({ usr: { from: 'x' }, key: 'k' }, '');
    numberFirstHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: 'x' }, key: 'k', idx: 0 });
  });

  it('is left as React Router finds it: the router writes nothing more', () => {
    window.history.replaceState(null, '');
    numberFirstHistoryEntry();
    const numbered = window.history.state as unknown;
    const router = createBrowserRouter([{ path: '*', element: null }]);
    expect(window.history.state).toBe(numbered);
    expect(router.state.location.key).toBe('default');
    router.dispose();
  });

  it('keeps an index the entry already has', () => {
    window.history.replaceState({ idx: 3 }, '');
    const before = window.history.state as unknown;
    numberFirstHistoryEntry();
    expect(window.history.state).toBe(before);
  });
});
