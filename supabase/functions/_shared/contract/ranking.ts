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

/** A ranking card's room verdict: get_reader_verdicts's row as a card shows it. */
export interface CardVerdict {
  status: 'not_enough_votes' | 'too_close' | 'decided';
  winner_speaker: number | null;
  is_final: boolean;
  /** The person who held the winning seat, when a person spoke there (the settings name a model that never did). */
  winner_person: CardPerson | null;
}

/** A person in a speaker's seat, as get_reader_verdicts names them. */
interface CardPerson {
  name: string;
  handle: string | null;
}

/** get_reader_verdicts's row, as PostgREST answers it. */
export interface CardVerdictRow {
  debate_id: string;
  status: string;
  winner_speaker: number | null;
  is_final: boolean;
  winner_person?: unknown;
}

const cardPerson = (value: unknown): CardPerson | null => {
  if (!value || typeof value !== 'object') return null;
  const { name, handle } = value as { name?: unknown; handle?: unknown };
  return typeof name === 'string' ? { name, handle: typeof handle === 'string' ? handle : null } : null;
};

/**
 * A page of the ranking with each card's verdict in its row. The list shows a
 * page only together with its verdicts, so no badge arrives later and pushes
 * the cards below it down; the server's page and the app's list join them alike.
 * A debate the verdicts left out (one the reader may not read) gets none.
 */
export function withCardVerdicts<T extends { id: string }>(
  rows: readonly T[],
  verdicts: readonly CardVerdictRow[],
): (T & { verdict: CardVerdict | null })[] {
  const byDebate = new Map(verdicts.map((row) => [row.debate_id, row]));
  return rows.map((row) => {
    const found = byDebate.get(row.id);
    const verdict: CardVerdict | null = found
      ? {
          status: found.status as CardVerdict['status'],
          winner_speaker: found.winner_speaker,
          is_final: found.is_final,
          winner_person: cardPerson(found.winner_person),
        }
      : null;
    return { ...row, verdict };
  });
}
