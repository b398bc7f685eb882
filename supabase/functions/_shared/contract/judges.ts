/**
 * The AI judges' panel as both sides of the wire see it: the four criteria,
 * the panel's stored shape (what `record_judges_verdict` and
 * `get_judges_verdict` return and the `verdict` event carries) and the one
 * line that sums it up ("Judges: Second Speaker, 2 of 3; 1 split").
 * Plain TypeScript without zod: the viewer and the engine show it on their
 * first screens; sse-events.ts holds the schema that validates it.
 */
export const JUDGE_CRITERIA = ['argument', 'evidence', 'engagement', 'clarity'] as const;
export type JudgeCriterion = (typeof JUDGE_CRITERIA)[number];

export const JUDGE_CRITERIA_LABELS: Readonly<Record<JudgeCriterion, string>> = {
  argument: 'Strength of argument',
  evidence: 'Evidence',
  engagement: 'Engagement with the opponent',
  clarity: 'Clarity',
};

export const JUDGE_SCORE_MIN = 1;
export const JUDGE_SCORE_MAX = 10;

/** Who the judges name: a speaker of the debate, or neither. */
export const JUDGE_OUTCOMES = ['first', 'second', 'tie'] as const;
export type JudgeOutcome = (typeof JUDGE_OUTCOMES)[number];

/** How the panel was judged: AI judges through the provider, or the offline demo judge. */
export const JUDGE_GENERATOR_LABELS = {
  provider: 'AI judges',
  'offline-demo': 'offline demo judge',
} as const;

const JUDGES_UNAVAILABLE_TEXT = 'Judges unavailable';
const JUDGING_STOPPED_TEXT = 'Judging stopped';

export type CriterionScores = Record<JudgeCriterion, number>;

/** One reading of the transcript: with the First Speaker as Speaker A, or swapped. */
export interface JudgePassView {
  /** Which label the First Speaker had in this pass. */
  firstSpeakerAs: 'A' | 'B';
  /** `answered`: a verdict could be read; `unusable`: an answer that could not; `failed`: no answer at all. */
  outcome: 'answered' | 'unusable' | 'failed';
  winner: JudgeOutcome | null;
  /** Per speaker (in the debate's terms, not the pass's labels); null when none could be read. */
  scores: { first: CriterionScores; second: CriterionScores } | null;
  /** One sentence per criterion; null when none could be read. */
  reasons: Record<JudgeCriterion, string> | null;
  rationale: string | null;
  /** What went wrong, for unusable and failed passes. */
  problem: string | null;
}

export interface JudgeView {
  index: number;
  model: string;
  /** `counted`: both passes agree; `split`: they disagree or one was unusable; `unavailable`: no answer at all. */
  status: 'counted' | 'split' | 'unavailable';
  /** The judge's verdict when counted. */
  winner: JudgeOutcome | null;
  /** Why a judge is split or unavailable. */
  reason: string | null;
  passes: JudgePassView[];
}

type PanelStatus = 'running' | 'complete' | 'unavailable' | 'stopped';

export interface PanelView {
  status: PanelStatus;
  generator: 'provider' | 'offline-demo';
  generatorLabel: string;
  /** The majority of the counted judges; `none` when no judge counted or the counted ones are evenly divided. */
  verdict: JudgeOutcome | 'none' | null;
  judgesTotal: number;
  judgesCounted: number;
  judgesSplit: number;
  judgesUnavailable: number;
  /** How many counted judges gave the panel's verdict. */
  judgesForVerdict: number;
  /** The owner asked for this panel after the debate ("Ask the judges"). */
  asked: boolean;
  judges: JudgeView[];
  /** With a saved debate: the readers' verdict beside the judges', and whether the two agree (null: not comparable). */
  readers?: {
    status: 'not_enough_votes' | 'too_close' | 'decided';
    winner: 'first' | 'second' | null;
    respondents: number;
    isFinal: boolean;
  } | null;
  agreement?: 'agree' | 'disagree' | null;
}

export const OUTCOME_NAMES: Readonly<Record<JudgeOutcome, string>> = {
  first: 'First Speaker',
  second: 'Second Speaker',
  tie: 'a tie',
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The panel in one line: "Judges: Second Speaker, 2 of 3; 1 split". */
export function panelHeadline(
  panel: Pick<PanelView, 'status' | 'verdict' | 'judgesTotal' | 'judgesSplit' | 'judgesUnavailable' | 'judgesForVerdict' | 'judgesCounted'>,
): string {
  if (panel.status === 'unavailable') return JUDGES_UNAVAILABLE_TEXT;
  if (panel.status === 'stopped') return JUDGING_STOPPED_TEXT;
  if (panel.status === 'running') return 'Judges: deliberating…';
  const tail = [
    panel.judgesSplit > 0 ? `${panel.judgesSplit} split` : '',
    panel.judgesUnavailable > 0 ? `${panel.judgesUnavailable} unavailable` : '',
  ].filter(Boolean);
  const rest = tail.length ? `; ${tail.join('; ')}` : '';
  if (panel.verdict === null || panel.verdict === 'none') {
    return panel.judgesCounted === 0
      ? `Judges: no verdict${rest}`
      : `Judges: no majority among ${plural(panel.judgesCounted, 'counted judge', 'counted judges')}${rest}`;
  }
  const who = panel.verdict === 'tie' ? 'tie' : OUTCOME_NAMES[panel.verdict];
  return `Judges: ${who}, ${panel.judgesForVerdict} of ${panel.judgesTotal}${rest}`;
}
