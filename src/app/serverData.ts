import type { ProfileFirstPage, RankedDebate } from '@/features/community/prefetch.ts';
import type { DebateWithTurns, RoomData } from '@/features/debate/prefetch.ts';

/** The id of the page's data block: what the server rendered the first screen from. */
const SERVER_DATA_ID = 'agora-server-data';

/**
 * The data a server-rendered page was rendered from (src/app/ssr.tsx), written
 * into the page beside #root, so the app's first render uses the very same
 * data and hydrates the markup instead of rendering it again.
 */
export interface ServerData {
  /** The address rendered; the app hydrates only that page. */
  path: string;
  /** The viewer's debate, under the id in the address. */
  debate?: { id: string; value: DebateWithTurns; room?: RoomData };
  /** The profile page's person and first debates, under the handle in the address (as written there, any case). */
  profile?: { handle: string; value: ProfileFirstPage };
  /** /community/ranking with no filters: the first page of debates with their verdicts, as a visitor sees it. */
  ranking?: RankedDebate[];
}

/**
 * The data block: a JSON script element, which the browser never runs (so the
 * CSP's script-src has nothing to allow). `<` is escaped, so no text in the
 * data (a topic reading `</script>`) can end the element or open a comment.
 */
export function serverDataScript(data: ServerData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}

/** The page's data block, if the server wrote one (and it reads). */
export function readServerData(doc: Document = document): ServerData | undefined {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as ServerData;
    return typeof data.path === 'string' ? data : undefined;
  } catch {
    return undefined;
  }
}
