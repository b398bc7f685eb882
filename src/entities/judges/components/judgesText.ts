import type { JudgeView, PanelView } from '@contract/judges.ts';
import { OUTCOME_NAMES } from '@contract/judges.ts';
import type { PassState } from '../model/judgingProgress.ts';

export const JUDGES_HEADING = 'AI judges';
export const SCORES_TOGGLE = 'Scores and reasons';
export const JUDGING_TEXT = 'The judges are reading the debate…';
export const ASK_JUDGES_TEXT = 'Ask the judges';
export const ASK_JUDGES_HINT =
  'A panel of AI judges reads this debate twice, with the sides swapped, and gives a verdict. Once per debate.';
/** The judges read the debate twice: in its order, then with the sides swapped. */
export const PASS_NAMES = ['First reading', 'Sides swapped'] as const;

/**
 * A judge's own words in the app's words: the judges read the speakers anonymised as "Speaker A" and
 * "Speaker B" (which one was which depends on the pass); a reader only ever meets the First Speaker and
 * the Second Speaker.
 */
export function inReadersWords(text: string, firstSpeakerAs: 'A' | 'B'): string {
  return text.replace(/\bSpeaker ([AB])\b/g, (_whole, label: string) => (label === firstSpeakerAs ? 'First Speaker' : 'Second Speaker'));
}

/** The database's note on a judge whose two passes disagreed, with the passes named as above. */
export function judgeReasonText(reason: string): string {
  return reason.replace(' with the First Speaker as Speaker A,', ' in the first reading,');
}

export const PASS_STATE_TEXT: Readonly<Record<PassState, string>> = {
  waiting: 'waiting',
  judging: 'judging…',
  answered: 'answered',
  unusable: 'unusable answer',
  failed: 'no answer',
};

export function judgeStatusText(judge: JudgeView): string {
  if (judge.status === 'counted')
    return judge.winner === 'tie' ? 'Tie (both passes agree)' : `${OUTCOME_NAMES[judge.winner ?? 'tie']} (both passes agree)`;
  if (judge.status === 'split') return 'Split: not counted';
  return 'Unavailable';
}

/** Judges beside the readers, never merged: whether the two verdicts agree. */
export function agreementText(panel: PanelView): string | null {
  const readers = panel.readers;
  if (!readers) return null;
  if (readers.status === 'not_enough_votes') return 'Readers: not enough votes yet to compare with the judges.';
  const readersSaid = readers.status === 'too_close' ? 'too close to call' : `the ${OUTCOME_NAMES[readers.winner ?? 'first']}`;
  if (panel.agreement === 'agree') return `Judges and readers agree (readers: ${readersSaid}).`;
  if (panel.agreement === 'disagree') return `Judges and readers disagree (readers: ${readersSaid}).`;
  return `Readers: ${readersSaid}.`;
}
