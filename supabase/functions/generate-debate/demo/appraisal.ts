/**
 * What the offline demo judge can establish from a transcript: which
 * arguments each speaker made (the bank's or the generic ones, found by their
 * claims), which of them were backed by a named example or a figure, which of
 * the opponent's arguments each speaker answered or took up and which they
 * left standing, and which of their own the closing came back to. Every score
 * and reason follows from those facts, so the reasons can name the arguments
 * ("answered 2 of Speaker B's 3 points; left the cost argument standing").
 * Text the demo did not write (no known argument in it) is read by its
 * opening sentences and the quotations that answer them.
 */
import { JUDGE_SCORE_MAX, JUDGE_SCORE_MIN, type CriterionScores, type JudgeCriterion } from '../../_shared/contract/judges.ts';
import type { Point } from './bank/types.ts';
import { candidatePoints } from './case.ts';
import { splitSentences } from './quotes.ts';
import { answers, list, normalise, pointsIn } from './text.ts';

interface TranscriptLike {
  topic: string;
  turns: ReadonlyArray<{ roundIndex: 0 | 1 | 2; speakerIndex: 0 | 1; text: string }>;
}

interface Argument {
  name: string;
  evidenced: boolean;
  recapped: boolean;
}

export interface Appraisal {
  made: Argument[];
  /** The opponent's arguments this speaker answered or took up. */
  answered: string[];
  /** The opponent's arguments this speaker never touched. */
  standing: string[];
}

// A figure, or a name inside the sentence (a place, a study, an institution).
const CONCRETE = /\d|(?<=\S\s)\p{Lu}\p{Ll}+/u;
const QUOTED = /"([^"]{12,})"/g;

const ordered = (t: TranscriptLike) => [...t.turns].sort((a, b) => a.roundIndex - b.roundIndex || a.speakerIndex - b.speakerIndex);
const withoutQuotes = (text: string) => text.replace(/"[^"]*"/g, ' ');
const quotesIn = (texts: readonly string[]) => texts.flatMap((t) => [...t.matchAll(QUOTED)].map((m) => normalise(m[1]!.replace(/…$/, ''))));

function fromBank(t: TranscriptLike, candidates: readonly Point[]): [Appraisal, Appraisal] | null {
  const owner = new Map<Point, 0 | 1>();
  for (const turn of ordered(t))
    for (const p of pointsIn(withoutQuotes(turn.text), candidates)) if (!owner.has(p)) owner.set(p, turn.speakerIndex);
  if (!owner.size) return null;
  const seat = (s: 0 | 1) => {
    const texts = t.turns.filter((x) => x.speakerIndex === s).map((x) => x.text);
    const closing = t.turns.find((x) => x.speakerIndex === s && x.roundIndex === 2)?.text ?? '';
    const quoted = quotesIn(texts);
    const mine = [...owner].filter(([, o]) => o === s).map(([p]) => p);
    const theirs = [...owner].filter(([, o]) => o !== s).map(([p]) => p);
    const tookUp = (p: Point) =>
      answers(texts.join('\n'), p) || quoted.some((q) => normalise(p.claim).includes(q) || q.includes(normalise(p.claim)));
    return {
      made: mine.map((p) => ({
        name: p.name,
        evidenced: CONCRETE.test(p.support) && normalise(texts.join(' ')).includes(normalise(p.support)),
        recapped: normalise(closing).includes(normalise(p.name)) || pointsIn(closing, [p]).length > 0,
      })),
      answered: theirs.filter(tookUp).map((p) => p.name),
      standing: theirs.filter((p) => !tookUp(p)).map((p) => p.name),
    };
  };
  return [seat(0), seat(1)];
}

/** Text the demo did not write: each speaker's points are the sentences of their opening, named by their first words. */
function fromText(t: TranscriptLike): [Appraisal, Appraisal] {
  const opening = (s: 0 | 1) => splitSentences(t.turns.find((x) => x.speakerIndex === s && x.roundIndex === 0)?.text ?? '');
  const label = (sentence: string) => {
    const words = sentence.replace(/[.!?]+$/, '').split(/\s+/);
    return `"${words.slice(0, 6).join(' ')}${words.length > 6 ? '…' : ''}"`;
  };
  const seat = (s: 0 | 1): Appraisal => {
    const texts = t.turns.filter((x) => x.speakerIndex === s).map((x) => x.text);
    const closing = normalise(t.turns.find((x) => x.speakerIndex === s && x.roundIndex === 2)?.text ?? '');
    const quoted = quotesIn(texts);
    const theirs = opening(s === 0 ? 1 : 0);
    const tookUp = (sentence: string) => quoted.some((q) => normalise(sentence).includes(q));
    return {
      made: opening(s).map((sentence) => ({
        name: label(sentence),
        evidenced: /\d|\b(stud(?:y|ies)|data|evidence|results?|figures?)\b/i.test(sentence),
        recapped:
          normalise(sentence)
            .split(' ')
            .filter((w) => w.length > 4 && closing.includes(w)).length >= 2,
      })),
      answered: theirs.filter(tookUp).map(label),
      standing: theirs.filter((x) => !tookUp(x)).map(label),
    };
  };
  return [seat(0), seat(1)];
}

/** What each seat (First Speaker, Second Speaker) did, from the transcript alone. */
export function appraise(transcript: TranscriptLike): [Appraisal, Appraisal] {
  return fromBank(transcript, candidatePoints(transcript.topic)) ?? fromText(transcript);
}

const clamp = (n: number) => Math.max(JUDGE_SCORE_MIN, Math.min(JUDGE_SCORE_MAX, Math.round(n)));

export function appraisalScores(mine: Appraisal, theirs: Appraisal): CriterionScores {
  const opponentPoints = theirs.made.length;
  return {
    // Arguments made, and more for those the other side never touched.
    argument: clamp(2 + mine.made.length + 2 * theirs.standing.length),
    evidence: clamp(3 + 2 * mine.made.filter((a) => a.evidenced).length),
    engagement: clamp(opponentPoints ? 2 + (8 * mine.answered.length) / opponentPoints : 5),
    clarity: clamp(4 + 2 * mine.made.filter((a) => a.recapped).length),
  };
}

// Reasons are stored as one sentence of at most 500 characters.
const names = (items: readonly string[]) => (items.length <= 3 ? list(items) : `${list(items.slice(0, 3))} and ${items.length - 3} more`);
const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;
const fit = (text: string) => (text.length <= 500 ? text : `${text.slice(0, 498).replace(/\s+\S*$/, '')}…`);

function engagementOf(label: string, other: string, mine: Appraisal, theirs: Appraisal): string {
  const total = theirs.made.length;
  if (!total) return `${label} had none of ${other}'s points to answer`;
  if (!mine.answered.length) return `${label} answered none of ${other}'s ${points(total)}`;
  const answered =
    mine.answered.length === total ? `all ${total} of ${other}'s points` : `${mine.answered.length} of ${other}'s ${points(total)}`;
  return `${label} answered ${answered}${mine.standing.length ? ` and left ${names(mine.standing)} standing` : ''}`;
}

/** One sentence per criterion, naming arguments, in the pass's labels. */
export function appraisalReasons(a: Appraisal, b: Appraisal): Record<JudgeCriterion, string> {
  const evidenced = (x: Appraisal) => x.made.filter((p) => p.evidenced).map((p) => p.name);
  const recapped = (x: Appraisal) => x.made.filter((p) => p.recapped).length;
  const evidence = (label: string, x: Appraisal) =>
    evidenced(x).length
      ? `${label} backed ${evidenced(x).length} of ${points(x.made.length)} with a named example or figure (${names(evidenced(x))})`
      : `${label} backed none of ${points(x.made.length)} with a named example or figure`;
  return {
    argument: fit(
      `Speaker A made ${points(a.made.length)} (${names(a.made.map((p) => p.name))}); Speaker B made ${b.made.length} (${names(b.made.map((p) => p.name))}).`,
    ),
    evidence: fit(`${evidence('Speaker A', a)}; ${evidence('Speaker B', b)}.`),
    engagement: fit(`${engagementOf('Speaker A', 'Speaker B', a, b)}; ${engagementOf('Speaker B', 'Speaker A', b, a)}.`),
    clarity: fit(
      `Speaker A's closing came back to ${recapped(a)} of its ${points(a.made.length)}, Speaker B's to ${recapped(b)} of ${b.made.length}.`,
    ),
  };
}
