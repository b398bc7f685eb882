/**
 * The offline demo judge: the panel when no AI provider is configured, for
 * the demo debater's debates. It does not pretend to weigh arguments; each
 * score comes from a property of the transcript it can state in its reason:
 *   - strength of argument: how many points (paragraphs) the speaker made;
 *   - evidence: how many sentences point to studies, data, results or examples;
 *   - engagement: how many of the opponent's claims the speaker quoted and answered;
 *   - clarity: how long the speaker's sentences are on average.
 * Being blind to seats and labels, its two passes always agree. Its verdicts
 * are labelled "offline demo judge" and never enter the judges' record.
 */
import {
  JUDGE_CRITERIA,
  JUDGE_GENERATOR_LABELS,
  JUDGE_SCORE_MAX,
  JUDGE_SCORE_MIN,
  type CriterionScores,
  type JudgeCriterion,
} from '../contract/judges.ts';
import { splitSentences } from '../sentences.ts';
import type { Judge } from './judge.ts';
import { labelOf, type Label, type Pass, type Transcript } from './transcript.ts';

interface SpeakerFacts {
  points: number;
  evidenceSentences: number;
  answeredClaims: number;
  wordsPerSentence: number;
}

const EVIDENCE = /\b(stud(?:y|ies)|data|evidence|results?|measur\w*|report\w*|examples?|records?|figures?|\d+(?:\.\d+)?%?)\b/i;
const QUOTED = /"([^"]{12,})"/g;

const clamp = (n: number) => Math.max(JUDGE_SCORE_MIN, Math.min(JUDGE_SCORE_MAX, Math.round(n)));
const normalise = (s: string) => s.toLowerCase().replace(/[…]+$/, '').replace(/\s+/g, ' ').trim();

function factsOf(transcript: Transcript, speakerIndex: 0 | 1): SpeakerFacts {
  const own = transcript.turns.filter((t) => t.speakerIndex === speakerIndex);
  const opponent = normalise(
    transcript.turns
      .filter((t) => t.speakerIndex !== speakerIndex)
      .map((t) => t.text)
      .join(' '),
  );
  const sentences = own.flatMap((t) => splitSentences(t.text));
  const words = sentences.reduce((sum, s) => sum + s.split(/\s+/).filter(Boolean).length, 0);
  const answered = new Set<string>();
  for (const turn of own) {
    for (const match of turn.text.matchAll(QUOTED)) {
      const quote = normalise(match[1]!);
      if (opponent.includes(quote)) answered.add(quote);
    }
  }
  return {
    points: own.reduce((sum, t) => sum + t.text.split(/\n\s*\n/).filter((p) => p.trim()).length, 0),
    evidenceSentences: sentences.filter((s) => EVIDENCE.test(s)).length,
    answeredClaims: answered.size,
    wordsPerSentence: sentences.length ? Math.round(words / sentences.length) : 0,
  };
}

function scoresOf(f: SpeakerFacts): CriterionScores {
  return {
    argument: clamp(f.points - 2),
    evidence: clamp(3 + f.evidenceSentences),
    engagement: clamp(3 + 2 * f.answeredClaims),
    clarity: clamp(14 - f.wordsPerSentence / 2),
  };
}

const total = (s: CriterionScores) => JUDGE_CRITERIA.reduce((sum, c) => sum + s[c], 0);
const times = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function reasonsOf(a: SpeakerFacts, b: SpeakerFacts): Record<JudgeCriterion, string> {
  return {
    argument: `Speaker A made ${times(a.points, 'point', 'points')} in separate paragraphs, Speaker B made ${b.points}.`,
    evidence: `Speaker A pointed to studies, data, results or examples in ${times(a.evidenceSentences, 'sentence', 'sentences')}, Speaker B in ${b.evidenceSentences}.`,
    engagement: `Speaker A quoted and answered ${times(a.answeredClaims, "of the opponent's claims", "of the opponent's claims")}, Speaker B answered ${b.answeredClaims}.`,
    clarity: `Speaker A's sentences average ${a.wordsPerSentence} words, Speaker B's average ${b.wordsPerSentence}.`,
  };
}

export function createDemoJudge(): Judge {
  return {
    model: JUDGE_GENERATOR_LABELS['offline-demo'],
    ownSpeaker: null,
    async judgePass(transcript, pass: Pass, signal) {
      signal.throwIfAborted();
      const facts = { first: factsOf(transcript, 0), second: factsOf(transcript, 1) };
      const byLabel: Record<Label, SpeakerFacts> =
        labelOf(0, pass) === 'A' ? { A: facts.first, B: facts.second } : { A: facts.second, B: facts.first };
      const scores = { A: scoresOf(byLabel.A), B: scoresOf(byLabel.B) };
      const [ta, tb] = [total(scores.A), total(scores.B)];
      const winner = ta === tb ? 'tie' : ta > tb ? 'A' : 'B';
      const rationale =
        winner === 'tie'
          ? `Both speakers score ${ta} of 40 on what the transcript shows, so it is a tie.`
          : `Speaker ${winner} scores ${Math.max(ta, tb)} of 40 against ${Math.min(ta, tb)} on what the transcript shows.`;
      return { outcome: 'answered', verdict: { winner, scores, reasons: reasonsOf(byLabel.A, byLabel.B), rationale } };
    },
  };
}
