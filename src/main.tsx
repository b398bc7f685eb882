import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render replaces the page's prerendered frame: it waits for the
// route's chunk, so the frame is replaced by the page itself, never by a
// blank loading state.
const router = createAppRouter();
await routerReady(router);

// A transition: React renders the first screen in slices, yielding to the
// browser between them, instead of one long task (the frame stays on screen meanwhile).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
