import { RHETORIC_STYLE_LABELS } from '@/lib/rhetoricStyles.ts';
import { counted } from '@contract/glossary.ts';
import type { LadderHeadline, LadderSpeakers, LeaderboardTime } from '../api/leaderboardApi.ts';

/** The readers' tables (speakers — models, people or both —, styles, formats, and their side-balanced view), and the AI judges' record beside them. */
export type LeaderboardTab = 'models' | 'styles' | 'formats' | 'sides' | 'judges';
export type LeaderboardTable = Exclude<LeaderboardTab, 'judges' | 'sides'>;

export const TABS: readonly { value: LeaderboardTab; label: string }[] = [
  { value: 'models', label: 'Speakers' },
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
  'A debate between two speakers of the same model counts for the styles only. ' +
  'Debates written by the offline demo are not ranked: their text is a template, not the model’s.';

/** With no filters: nothing a model wrote has been decided yet (on a fresh start, every seeded debate is the demo's). */
export const EMPTY_TEXT = 'No debate written by an AI model has a verdict yet — debates by the offline demo are not ranked.';
export const EMPTY_HINT =
  'Readers decide a debate by saying where they stand before and after reading it; once enough of them have, its speakers meet here.';
export const EMPTY_FILTERED_TEXT = 'No decided debates for these filters yet.';

/** The speakers' tabs (`?speakers=`): today's models table, the people on the ladder, or everyone on one scale. */
export type SpeakersTab = 'models' | LadderSpeakers;

export const SPEAKER_TABS: readonly { value: SpeakersTab; label: string }[] = [
  { value: 'models', label: 'Models' },
  { value: 'people', label: 'People' },
  { value: 'all', label: 'All speakers' },
];

export const LADDER_LEAD =
  'People who opt in are rated with the models on one scale, from the finished debates they shared: the same Bradley–Terry fit and 95 % intervals as the Models table, ' +
  'once by the readers’ verdicts and once by the AI judges’. A debate between two people counts only when both opted in; one against the offline demo counts for nobody.';

export const LADDER_TEXTS = {
  readers: { heading: 'By the readers’ verdicts', empty: 'No debate on the ladder has a readers’ verdict yet.' },
  judges: { heading: 'By the AI judges’ verdicts', empty: 'No debate on the ladder has been judged yet.' },
  nobody: 'No one is on the ladder yet — turn it on in your account.',
  nobodyHint: 'Once you have, your shared debates rate you here with the models.',
  noMatches: 'No decided debates yet.',
} as const;
export const LADDER_EMPTY_FILTERED = 'No one on the ladder has a debate for these filters yet.';

/** "People beat gpt-4 in 3 of 5 debates" (and the ties, by the judges), from the table's own matches. */
export function headlineText({ model, debates, peopleWins, ties }: LadderHeadline): string {
  return `People beat ${model} in ${peopleWins} of ${counted(debates, 'debate')}${ties > 0 ? ` (${counted(ties, 'tie')})` : ''}`;
}
