import type { PublicProfile } from '@contract/profile.ts';
import type { CardVerdict } from '@contract/ranking.ts';
import type { Database, Tables } from '@/lib/database.types.ts';

export type { Category } from '@contract/categories.ts';
export type PublicDebate = Database['public']['Functions']['list_public_debates']['Returns'][number];
/** A ranking card: the debate with its room verdict (null: none to show, or not readable). */
export type RankedDebate = PublicDebate & { verdict: CardVerdict | null };

/** A profile page's first screen: the person (null when no one has the handle) and their newest shared debates. */
export interface ProfileFirstPage {
  profile: PublicProfile | null;
  debates: PublicDebate[];
}
export type ListPublicDebatesArgs = Database['public']['Functions']['list_public_debates']['Args'];
export type DebateRow = Tables<'debates'>;
type TurnRow = Tables<'debate_turns'>;

/** One of the user's own debates, with its turns, as the history shows it. */
export interface OwnDebate extends DebateRow {
  debate_turns: TurnRow[];
}
