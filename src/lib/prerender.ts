/**
 * True while the build renders a route's loading frame (config/prerender.ts).
 * What only the running app knows — who is signed in, the filters in the
 * address — keeps its place in the frame but is not shown.
 */
export const PRERENDERING: boolean = import.meta.env.SSR;

/** The class that keeps such a part's place, invisible, in the frame. */
export const UNTIL_APP_CLASS = 'until-app';
