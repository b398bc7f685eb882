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
import { prefetchRoute } from './app/prefetch.ts';

const loadRouteChunk = prefetchRoute(window.location);

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

void afterNextPaint().then(() => {
  void loadRouteChunk?.();
  void import('./main.tsx');
});
