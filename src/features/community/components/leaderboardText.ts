import { RHETORIC_STYLE_LABELS } from '@/lib/rhetoricStyles.ts';
import type { LeaderboardTime } from '../api/leaderboardApi.ts';

/** The readers' tables (and their side-balanced view), and the AI judges' record beside them. */
export type LeaderboardTab = 'models' | 'styles' | 'formats' | 'sides' | 'judges';
export type LeaderboardTable = Exclude<LeaderboardTab, 'judges' | 'sides'>;

export const TABS: readonly { value: LeaderboardTab; label: string }[] = [
  { value: 'models', label: 'Models' },
  { value: 'styles', label: 'Rhetoric styles' },
  { value: 'formats', label: 'Debate formats' },
  { value: 'sides', label: 'Side-balanced' },
  { value: 'judges', label: 'AI judges' },
];

export const TIME_OPTIONS: readonly { value: LeaderboardTime; label: string }[] = [
  { value: 'all', label: 'All time' },
  { value: 'month', label: 'Past month' },
  { value: 'week', label: 'Past week' },
  { value: 'today', label: 'Today (UTC)' },
];

const FORMAT_LABELS: Record<string, string> = {
  structured: 'Structured',
  oxford: 'Oxford',
  crossfire: 'Crossfire',
  parliamentary: 'Parliamentary',
  comment_section: 'Internet Comment Section',
};

export const styleLabel = (style: string) => (RHETORIC_STYLE_LABELS as Record<string, string>)[style] ?? style;
export const formatLabel = (format: string) => FORMAT_LABELS[format] ?? format;

export const LEADERBOARD_LEAD =
  'Each shared debate the readers decided (not too close to call, with enough votes) is a match between its two speakers. ' +
  'Ratings are Bradley–Terry estimates on the Elo scale: 400 points apart means 10 : 1 odds of persuading the room, 1000 is average. ' +
  'A debate between two speakers of the same model counts for the styles only.';

export const EMPTY_TEXT = 'No decided debates for these filters yet.';
