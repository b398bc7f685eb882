/**
 * Debate categories: the `public.debate_category` enumeration and how many a
 * saved debate carries (1 to MAX_CATEGORIES), as the database checks them
 * (supabase/tests/00-shared.contract.test.sql pins them).
 */
/** The ten debate categories, in the order the spec lists them. */
export const CATEGORIES = [
  'Politics',
  'Technology',
  'Philosophy',
  'Science',
  'Society',
  'Economics',
  'Environment',
  'Ethics',
  'Culture',
  'Funny',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const MAX_CATEGORIES = 3;
