/** How many debates a page of the ranking holds: the SPA's list and the server's render ask alike. */
export const RANKING_PAGE_SIZE = 20;

/**
 * list_public_debates's arguments for the ranking's first page as a visitor
 * sees it at /community/ranking with no filters (newest first, all time): what
 * the server renders into that page, and what the SPA's list asks for there
 * (rankingArgs of the default filters; a unit test keeps the two equal).
 */
export const FIRST_RANKING_ARGS = { p_sort: 'newest', p_time: 'all', p_limit: RANKING_PAGE_SIZE } as const;

/**
 * How many cards of that first page are written into the server's page (and
 * hydrated): about what the tallest screen shows at once. The page's data block
 * holds the whole page, and the app renders the rest below them, as a transition,
 * once it has taken the page over; a phone's first screen so parses, styles and
 * hydrates six cards, not twenty.
 */
export const SERVER_RENDERED_CARDS = 6;
