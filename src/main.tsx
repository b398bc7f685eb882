import { startTransition, StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { numberFirstHistoryEntry } from './app/historyEntry.ts';
import { createAppRouter, routerReady, routesLoadedFor } from './app/router.tsx';
import { releaseNativeSubmits } from './app/nativeSubmits.ts';
import { restoreReaderScroll } from './app/readerScroll.ts';
import { readServerData } from './app/serverData.ts';
import { beginHydration, endHydration } from './lib/hydration.ts';
import { nextTask } from './lib/nextTask.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits for the route's chunk, so the page on screen (the
// server's, or the prerendered frame) is taken over by the page itself,
// never by a blank loading state.
// Each step in a task of its own (src/lib/nextTask.ts): the app's code has just run in this one.
await nextTask();
numberFirstHistoryEntry();
await nextTask();
const routeTree = await routesLoadedFor(window.location);
await nextTask();
const router = createAppRouter(routeTree);
await routerReady(router);
await nextTask();

/**
 * Runs `onLaidOut` in the first commit, after its children's layout effects
 * (React Router's scroll reset among them), and `onCommitted` once its children
 * are on screen: for a hydrated page, once React has adopted it.
 */
function Committed({ onLaidOut, onCommitted, children }: { onLaidOut: () => void; onCommitted: () => void; children: ReactNode }) {
  useLayoutEffect(onLaidOut, [onLaidOut]);
  useEffect(onCommitted, [onCommitted]);
  return children;
}

// The app has taken over: forms and presses are its own from now on (the server's veil goes), and tests (first-paint) can tell.
// (An attribute no stylesheet selects on, so setting it restyles nothing.)
const enableRoot = () => {
  endHydration();
  releaseNativeSubmits();
  document.getElementById('agora-veil')?.remove();
  root.setAttribute('data-hydrated', '');
};

const app = (
  <StrictMode>
    <Committed onLaidOut={restoreReaderScroll} onCommitted={enableRoot}>
      <App router={router} />
    </Committed>
  </StrictMode>
);

// A page the server rendered from its data block (src/app/ssr.tsx; the entry
// has handed that data to the page's prefetch) is hydrated: React adopts the
// markup on screen instead of recreating it. A prerendered loading frame is
// replaced. Either in a transition: React works in slices, yielding to the
// browser between them, instead of one long task.
const serverRendered = readServerData()?.path === (window.location.pathname.replace(/\/+$/, '') || '/');

startTransition(() => {
  if (serverRendered) {
    beginHydration();
    hydrateRoot(root, app, {
      onRecoverableError(error, info) {
        console.error('Hydration: the server’s page did not match the app’s first render', error, info.componentStack);
      },
    });
  } else createRoot(root).render(app);
});
