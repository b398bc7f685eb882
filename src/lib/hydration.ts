import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is rendered on the server and while the app's first
 * render hydrates that markup, true otherwise. What only the browser knows
 * (who is signed in, local stars, the share sheet) waits for it, so the first
 * client render matches the server's HTML; React re-renders with true right
 * after hydrating. An app rendered from scratch (createRoot) sees true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
