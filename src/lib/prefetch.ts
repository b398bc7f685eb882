/**
 * A request started before the code that needs it has loaded (the entry asks
 * for the first screen's data as soon as it knows the route), handed over once
 * to the component by key, so the data is not asked for twice.
 */
export interface Prefetch<T> {
  /** Starts the request under `key`; a previous one is forgotten. */
  start(key: string, request: () => Promise<T>): void;
  /** An answer already at hand (written into the page by the server): ready at once under `key`. */
  seed(key: string, value: T): void;
  /** The answer if it has already arrived for this key (handed over: the component renders it at once). */
  takeReady(key: string): { value: T } | undefined;
  /**
   * The request under this key, if one was started and not yet handed over.
   * A pending request stays until it settles, so a remount in the same moment
   * (StrictMode's second effect run) gets the same request, not a new one.
   */
  take(key: string): Promise<T> | undefined;
}

interface Entry<T> {
  key: string;
  promise: Promise<T>;
  result?: { value: T };
  taken: boolean;
}

export function createPrefetch<T>(): Prefetch<T> {
  let entry: Entry<T> | null = null;
  const forget = (current: Entry<T>) => {
    if (entry === current) entry = null;
  };
  return {
    start(key, request) {
      const current: Entry<T> = { key, promise: request(), taken: false };
      entry = current;
      current.promise.then(
        (value) => {
          current.result = { value };
          if (current.taken) forget(current);
        },
        // A failed prefetch is asked again by the component, which shows the error.
        () => forget(current),
      );
    },
    seed(key, value) {
      entry = { key, promise: Promise.resolve(value), result: { value }, taken: false };
    },
    takeReady(key) {
      if (entry?.key !== key || !entry.result) return undefined;
      const { result } = entry;
      entry = null;
      return result;
    },
    take(key) {
      if (entry?.key !== key) return undefined;
      const current = entry;
      current.taken = true;
      if (current.result) forget(current);
      return current.promise;
    },
  };
}
