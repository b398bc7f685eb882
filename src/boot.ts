// The entry. index.html (or the route's prerendered page, see
// config/prerender) already shows the page's frame; this small script asks
// for the first screen's data at once, lets the browser paint that frame,
// and only then loads and runs React, so the first paint waits for neither.
// Global styles first (index.html links them, so the frame paints styled), so
// feature stylesheets (imported by the pages) come later and win ties.
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';
import { holdNativeSubmits } from './app/nativeSubmits.ts';
import { prefetchRoute } from './app/prefetch.ts';
import { followReaderScroll } from './app/readerScroll.ts';

holdNativeSubmits();
followReaderScroll();

const route = prefetchRoute(window.location);

// The app's code may wait this long for the route's content to be written into the frame.
const CONTENT_WAIT_MS = 1500;

/** After the next frame has been painted; a hidden tab, which paints no frames, goes on after a short wait. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

const settled = (promise: Promise<void>, ms: number) => Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

// Where the page's largest text comes with its data (the viewer's topic), that
// text is painted too before the app's code is asked for: on a slow phone
// connection the small answer would otherwise share the line with ~140 KB of
// script and paint only once React runs (bench:web: the viewer's LCP).
void afterNextPaint()
  .then(() => (route?.contentWritten ? settled(route.contentWritten, CONTENT_WAIT_MS).then(afterNextPaint) : undefined))
  .then(() => {
    // Asked for together, run apart: an import's code runs once all of it has
    // arrived, in a task of its own, and each of these needs everything the one
    // before it does, so React (its vendor chunk) runs first, then the app's
    // routes and frame, the route's page and the app, each a short task
    // instead of one long one. (The routes through our module: a dynamic
    // import of react-router itself would keep all of its exports in the build.)
    void import('react-dom/client');
    void import('./app/router.tsx');
    void route?.loadChunk();
    void import('./main.tsx');
  });
