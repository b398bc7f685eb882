// The build renders each route's loading frame (config/prerender.ts,
// src/app/shell.tsx). What only the running app knows — who is signed in, the
// filters in the address — keeps its place in that frame but is not shown. A
// page the server renders with its data (src/app/ssr.tsx) knows them: there it shows.

let renderingFrame = false;

/** True while src/app/shell.tsx renders a loading frame. */
export function inLoadingFrame(): boolean {
  return renderingFrame;
}

/** Renders (synchronously) a loading frame: inLoadingFrame() is true meanwhile. */
export function renderLoadingFrame<T>(render: () => T): T {
  renderingFrame = true;
  try {
    return render();
  } finally {
    renderingFrame = false;
  }
}

/** The class that keeps such a part's place, invisible, in the frame. */
export const UNTIL_APP_CLASS = 'until-app';
