/**
 * A person's public profile as `public_profile` returns it, to the SPA's
 * profile page and to the server-rendered public pages alike. The function
 * returns jsonb, so the generated database types know it only as Json: this
 * is its shape. What anyone may see of a person: never an email.
 */
export interface PublicProfile {
  handle: string;
  display_name: string;
  photo_url: string | null;
  member_since: string;
  debates_shared: number;
  upvotes_received: number;
  deltas_given: number;
}

/** How many shared debates a profile page shows first, and per "Load more": the SPA's page and the server's render ask alike. */
export const PROFILE_PAGE_SIZE = 20;
