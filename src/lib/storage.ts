/**
 * localStorage holds untrusted data (older versions, other tabs, hand edits):
 * everything read back is checked by `isValid` (a type guard, see guards.ts),
 * and a bad or missing value gives the fallback.
 */
export function readStored<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Storage can be full or disabled (private mode); losing a cached value is harmless. */
export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // best effort
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // best effort
  }
}
