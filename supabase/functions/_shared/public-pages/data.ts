// What public pages read, through PostgREST as anon: the database's public
// readers (supabase/migrations/20261125000600_public_pages.sql,
// 20261125001200_debate_preview.sql) return exactly the public fields of
// shared, visible debates and null for anything else, so RLS and those
// functions decide what is public, not this code.
import { PROFILE_PAGE_SIZE, type PublicProfile } from '../contract/profile.ts';
import { FIRST_RANKING_ARGS, withCardVerdicts, type CardVerdictRow } from '../contract/ranking.ts';

export interface Speaker {
  model: string;
  stance: number;
  style: string;
  /** The person who spoke in this seat (their name and handle); absent or null for a model. */
  person?: { name: string; handle: string | null } | null;
}

/** The readers' verdict, where one exists. */
export interface Verdict {
  winner_speaker: 1 | 2 | null;
  margin: number | null;
  respondents: number | null;
  is_final: boolean | null;
}

/** A shared debate as previews, feeds and embeds show it. */
export interface DebateCard {
  id: string;
  topic: string;
  categories: string[];
  debate_style: string;
  speakers: [Speaker, Speaker];
  upvotes: number;
  downvotes: number;
  shared_at: string;
  author_name: string;
  author_handle: string | null;
  opening: string | null;
  verdict: Verdict | null;
  /** Who wrote the turns: a model through the provider, or the offline demo debater (named beside the models). */
  generator?: string | null;
}

interface FeedQuery {
  category?: string;
  handle?: string;
  before?: { sharedAt: string; id: string };
  limit: number;
}

export interface SitemapEntry {
  id: string;
  shared_at: string;
}

/**
 * A shared debate as the app itself reads it (get_debate with its turns, as
 * a visitor): what the server renders the viewer from and hands to the app.
 */
export interface AppDebate {
  id: string;
  is_public: boolean;
  [column: string]: unknown;
}

/** A shared debate's room verdict and ∆s as the viewer reads them (get_reader_verdict's row, list_deltas). */
export interface AppRoom {
  verdict: unknown;
  deltas: unknown[];
}

export interface PublicData {
  /** The card alone: what a link preview's head and image show (one cheap read). */
  debatePreview(id: string): Promise<DebateCard | null>;
  /** The debate as the SPA's viewer loads it (src/features/debate/api/debateApi.ts), or null. */
  appDebate(id: string): Promise<AppDebate | null>;
  /** The room's verdict and ∆s as the viewer loads them (src/features/debate/api/verdictApi.ts). */
  appRoom(id: string): Promise<AppRoom>;
  profile(handle: string): Promise<PublicProfile | null>;
  /** A profile's first page of shared debates as the SPA's profile page loads it (list_profile_debates). */
  appProfileDebates(handle: string): Promise<Record<string, unknown>[]>;
  /** The ranking's first page as the SPA's list loads it for a visitor with no filters (list_public_debates, then get_reader_verdicts). */
  appRanking(): Promise<Record<string, unknown>[]>;
  feed(query: FeedQuery): Promise<DebateCard[]>;
  sitemapPage(page: string): Promise<SitemapEntry[]>;
}

export interface PublicDataOptions {
  /** The Supabase API (the gateway's URL). */
  apiUrl: string;
  anonKey: string;
  /**
   * PostgREST itself, where the server runs beside it (the local stack's prod
   * server): one hop fewer than through the gateway. Sent no token, PostgREST
   * answers as its anonymous role (anon), as the gateway would have it.
   */
  restUrl?: string;
  fetch?: typeof fetch;
}

class PublicDataError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string): boolean => UUID.test(value);

/** PostgREST RPCs as anon (POST with a JSON body, as supabase-js sends them). */
export function createPublicData(options: PublicDataOptions): PublicData {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const base = options.restUrl
    ? new URL('rpc/', `${options.restUrl.replace(/\/+$/, '')}/`).href
    : new URL('rest/v1/rpc/', `${options.apiUrl.replace(/\/+$/, '')}/`).href;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (!options.restUrl) Object.assign(headers, { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` });
  const rpc = async <T>(name: string, args: Record<string, unknown>, query = ''): Promise<T> => {
    const response = await send(`${base}${name}${query}`, { method: 'POST', headers, body: JSON.stringify(args) });
    if (!response.ok) throw new PublicDataError(`${name} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    debatePreview: (id) => (isUuid(id) ? rpc<DebateCard | null>('debate_preview', { p_debate_id: id }) : Promise.resolve(null)),
    // The viewer's own query (fetchDebate): the same columns, the same turns, so the app's first render matches.
    appDebate: async (id) => {
      if (!isUuid(id)) return null;
      const rows = await rpc<AppDebate[]>(
        'get_debate',
        { p_debate_id: id },
        '?select=*,debate_turns(*),debate_questions(*),person_speakers,hidden_turns',
      );
      return rows[0] ?? null;
    },
    appRoom: async (id) => {
      if (!isUuid(id)) return { verdict: null, deltas: [] };
      const [verdicts, deltas] = await Promise.all([
        rpc<Record<string, unknown>[]>('get_reader_verdict', { p_debate_id: id }),
        rpc<Record<string, unknown>[]>('list_deltas', { p_debate_id: id }),
      ]);
      return {
        verdict: verdicts[0] ?? null,
        deltas: deltas.map((row) => ({ ...row, passage: row.passage === 'summary' ? 'summary' : 'text' })),
      };
    },
    profile: (handle) =>
      /^[A-Za-z0-9_]{3,30}$/.test(handle) ? rpc<PublicProfile | null>('public_profile', { p_handle: handle }) : Promise.resolve(null),
    appProfileDebates: (handle) => rpc<Record<string, unknown>[]>('list_profile_debates', { p_handle: handle, p_limit: PROFILE_PAGE_SIZE }),
    // As the list's fetchRankingPage: the page, then its cards' verdicts.
    appRanking: async () => {
      const rows = await rpc<({ id: string } & Record<string, unknown>)[]>('list_public_debates', FIRST_RANKING_ARGS);
      if (rows.length === 0) return [];
      const verdicts = await rpc<CardVerdictRow[]>('get_reader_verdicts', { p_debate_ids: rows.map((row) => row.id) });
      return withCardVerdicts(rows, verdicts);
    },
    feed: (query) =>
      rpc<DebateCard[]>('list_feed_debates', {
        p_category: query.category ?? null,
        p_handle: query.handle ?? null,
        p_before_shared_at: query.before?.sharedAt ?? null,
        p_before_id: query.before?.id ?? null,
        p_limit: query.limit,
      }),
    sitemapPage: (page) => rpc<SitemapEntry[]>('sitemap_debates', { p_page: page }),
  };
}
