// React Router numbers the history entries it has seen (`idx` in
// history.state) and, on start-up, writes 0 into the entry the page was
// opened in. A document's first history.replaceState costs the browser ~10 ms
// of main thread (more on a phone), which would lengthen the task that
// creates the router: the same write, done in a task before it. React Router
// then finds its index and writes nothing.

/** Gives the page's history entry the index React Router would give it (0), keeping what it holds. */
export function numberFirstHistoryEntry(history: Pick<History, 'state' | 'replaceState'> = window.history): void {
  const state: unknown = history.state;
  if (state !== null && typeof state === 'object' && 'idx' in state && state.idx != null) return;
  history.replaceState({ ...(state as object | null), idx: 0 }, '');
}
