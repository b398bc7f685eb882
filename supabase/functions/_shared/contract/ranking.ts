/** How many debates a page of the ranking holds: the SPA's list and the server's render ask alike. */
export const RANKING_PAGE_SIZE = 20;

/**
 * list_public_debates's arguments for the ranking's first page as a visitor
 * sees it at /community/ranking with no filters (newest first, all time): what
 * the server renders into that page, and what the SPA's list asks for there
 * (rankingArgs of the default filters; a unit test keeps the two equal).
 */
export const FIRST_RANKING_ARGS = { p_sort: 'newest', p_time: 'all', p_limit: RANKING_PAGE_SIZE } as const;
