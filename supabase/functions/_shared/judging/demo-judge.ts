/**
 * The offline demo judge: the panel when no AI provider is configured, for
 * the demo debater's debates. It does not pretend to weigh arguments; each
 * score comes from what it can establish from the transcript (demo/appraisal.ts),
 * and its reasons name the arguments:
 *   - strength of argument: the points each speaker made, and those left standing;
 *   - evidence: which points were backed by a named example or a figure;
 *   - engagement: which of the opponent's points the speaker answered, which not;
 *   - clarity: which of its points the speaker's closing came back to.
 * Being blind to seats and labels, its two passes always agree. Its verdicts
 * are labelled "offline demo judge" and never enter the judges' record.
 */
import { JUDGE_CRITERIA, JUDGE_GENERATOR_LABELS, type CriterionScores } from '../contract/judges.ts';
// The appraisal reads the offline debater's own arguments, so it lives with the debater.
import { appraisalReasons, appraisalScores, appraise } from '../../generate-debate/demo/appraisal.ts';
import type { Judge } from './judge.ts';
import { labelOf, type Pass } from './transcript.ts';

const total = (s: CriterionScores) => JUDGE_CRITERIA.reduce((sum, c) => sum + s[c], 0);

export function createDemoJudge(): Judge {
  return {
    model: JUDGE_GENERATOR_LABELS['offline-demo'],
    ownSpeaker: null,
    async judgePass(transcript, pass: Pass, signal) {
      signal.throwIfAborted();
      const [first, second] = appraise(transcript);
      const [a, b] = labelOf(0, pass) === 'A' ? [first, second] : [second, first];
      const scores = { A: appraisalScores(a, b), B: appraisalScores(b, a) };
      const [ta, tb] = [total(scores.A), total(scores.B)];
      const winner = ta === tb ? 'tie' : ta > tb ? 'A' : 'B';
      const rationale =
        winner === 'tie'
          ? `Both speakers score ${ta} of 40 on what the transcript shows, so it is a tie.`
          : `Speaker ${winner} scores ${Math.max(ta, tb)} of 40 against ${Math.min(ta, tb)} on what the transcript shows.`;
      return { outcome: 'answered', verdict: { winner, scores, reasons: appraisalReasons(a, b), rationale } };
    },
  };
}
