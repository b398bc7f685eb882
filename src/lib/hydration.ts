import { startTransition, useEffect, useState } from 'react';

// Set by src/main.tsx while React adopts a server-rendered page: what mounts
// then must render as the server did.
let hydrating = false;

/** The app is about to hydrate the server's page (src/main.tsx). */
export function beginHydration(): void {
  hydrating = true;
}

/** React has committed the hydrated page: what mounts from now on is the browser's alone. */
export function endHydration(): void {
  hydrating = false;
}

/**
 * False while the page is rendered on the server (or prerendered) and while
 * the app's first render hydrates that markup, true otherwise. What only the
 * browser knows (who is signed in, local stars, the share sheet) waits for it,
 * so the first client render matches the server's HTML. The flip after
 * hydrating is a transition: React renders it in slices, where a
 * useSyncExternalStore snapshot change would re-render at once, in one long
 * task. An app rendered from scratch (createRoot) sees true at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
