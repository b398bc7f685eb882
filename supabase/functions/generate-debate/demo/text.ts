/**
 * Sentence plumbing for the demo debater: joining sentences and paragraphs,
 * lead-ins that keep proper nouns capitalised, contractions for the casual
 * voice, and finding (and quoting) a claim in what the opponent actually wrote.
 */
import { BANK } from './bank/index.ts';
import type { Point } from './bank/types.ts';

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function sentence(...parts: Array<string | false | undefined | null>): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' ');
}

export function paragraphs(...parts: Array<string | false | undefined | null>): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join('\n\n');
}

// Words written with a capital inside the bank's sentences, and never in lower case, are names
// ("Australia", "Italian"); they keep their capital. ("Human" in "Human Rights Council" is not one:
// the bank also writes "human".)
const PROPER_NOUNS: ReadonlySet<string> = (() => {
  const capitalised = new Set(['I', 'Mars', 'Earth', 'Europe', 'God', 'English', 'Latin']);
  const lower = new Set<string>();
  for (const entry of BANK) {
    const texts = [entry.hinge, entry.people, entry.subject, entry.yes, entry.no, entry.close.for, entry.close.against];
    for (const p of [...entry.for, ...entry.against]) texts.push(p.name, p.claim, p.support, p.answer);
    for (const text of texts)
      for (const part of text.split(/[.!?:;]\s+/))
        for (const [i, word] of part.split(/\s+/).entries()) {
          const bare = word.replace(/[^\p{L}'’-]/gu, '').replace(/['’]s$/, '');
          if (/^\p{Ll}/u.test(bare)) lower.add(bare);
          else if (i > 0 && /^\p{Lu}/u.test(bare)) capitalised.add(bare);
        }
  }
  return new Set([...capitalised].filter((w) => !lower.has(w.toLowerCase())));
})();

/** Whether a sentence can start lower-case after a lead-in: not when it starts with a name, "I" or an acronym. */
function lowerable(text: string): boolean {
  const first = (text.split(/\s+/)[0] ?? '').replace(/[^\p{L}'’-]/gu, '').replace(/['’]s$/, '');
  // "Italians" is a name when "Italian" is.
  const name = PROPER_NOUNS.has(first) || PROPER_NOUNS.has(first.replace(/s$/, ''));
  return !/^\p{Lu}{2}/u.test(first) && !name && !/^I['’]/.test(first);
}

/** An address or a persona's lead-in before one of the speaker's own sentences: "Madam Chair," + "Let me…" → "Madam Chair, let me…". */
export function address(prefix: string, text: string): string {
  if (!prefix) return text;
  if (!lowerable(text) || /[.!?]$/.test(prefix)) return `${prefix} ${text}`;
  return `${prefix} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** "First," + "The cost is…" → "First, the cost is…"; a claim that starts with a name keeps it ("First: Australia…"). A lead-in without its comma ("It must also be observed that") is not a problem: it joins as it is. */
export function lead(prefix: string, text: string): string {
  if (!prefix) return text;
  if (lowerable(text)) return `${prefix} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  // A name keeps its capital: after a comma the lead-in takes a colon instead ("First: Australia…"); a lead-in
  // that runs into the sentence ("And it hurts that") simply joins it.
  return `${/,$/.test(prefix) ? `${prefix.slice(0, -1)}:` : prefix} ${text}`;
}

const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bdo not\b/g, "don't"],
  [/\bdoes not\b/g, "doesn't"],
  [/\bdid not\b/g, "didn't"],
  [/\bis not\b/g, "isn't"],
  [/\bare not\b/g, "aren't"],
  [/\bwas not\b/g, "wasn't"],
  [/\bcannot\b/g, "can't"],
  [/\bwill not\b/g, "won't"],
  [/\bwould not\b/g, "wouldn't"],
  [/\bshould not\b/g, "shouldn't"],
  [/\bhave not\b/g, "haven't"],
  [/\bhas not\b/g, "hasn't"],
  [/\bI am(?= \w)/g, "I'm"],
  [/\bI have\b(?= (?:been|seen|heard|made|said|no|got))/g, "I've"],
  [/\bI will(?= \w)/g, "I'll"],
  [/\bwe are(?= \w)/g, "we're"],
  [/\bWe are(?= \w)/g, "We're"],
  [/\bthey are(?= \w)/g, "they're"],
  [/\bThey are(?= \w)/g, "They're"],
  [/\byou are(?= \w)/g, "you're"],
  // "it is" only where it starts a clause ("it's hard"), never as an object ("what decides it is") or at a clause's end.
  [/(^|[.!?:;,]\s+|\b(?:and|but|because|so|if|when) )it is(?= \w)/g, "$1it's"],
  [/\bIt is(?= \w)/g, "It's"],
  [/(^|[.!?:;,]\s+)that is(?= \w)/g, "$1that's"],
  [/\bThat is(?= \w)/g, "That's"],
  [/\bthere is(?= \w)/g, "there's"],
  [/\bThere is(?= \w)/g, "There's"],
  [/\bWhat is(?= \w)/g, "What's"],
  [/\blet us\b/g, "let's"],
  [/\bLet us\b/g, "Let's"],
];

/** The casual voice talks in contractions. */
export function contract(text: string): string {
  return CONTRACTIONS.reduce((t, [pattern, short]) => t.replace(pattern, short), text);
}

const EXPANSIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bcan't\b/g, 'cannot'],
  [/\bwon't\b/g, 'will not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\bi'm\b/g, 'i am'],
  [/\bi've\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  [/\b(we|they|you)'re\b/g, '$1 are'],
  [/\b(it|that|there|what)'s\b/g, '$1 is'],
  [/\blet's\b/g, 'let us'],
];

/** Text reduced for matching: lower case, contractions expanded, punctuation gone. */
export function normalise(text: string): string {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  return EXPANSIONS.reduce((t, [pattern, long]) => t.replace(pattern, long), lower)
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const stem = (claim: string) => claim.replace(/[.!?…]+$/, '');

/** Whether a point's answer appears in a text: the point was answered there. */
export function answers(text: string, point: Point): boolean {
  return normalise(text).includes(normalise(stem(point.answer.split(/(?<=[.!?])\s/)[0]!)));
}

const MAX_QUOTE_WORDS = 16;

/**
 * The claim exactly as it stands in the text (after a lead-in, in the casual
 * voice's contractions), cut short with an ellipsis when long; null when the
 * text does not make the point.
 */
export function quoteOf(text: string, point: Point): string | null {
  const base = stem(point.claim);
  const lowered = base.charAt(0).toLowerCase() + base.slice(1);
  const found = [base, lowered, contract(base), contract(lowered)].find((form) => text.includes(form));
  if (!found) return null;
  // Inside a sentence of the quoting speaker, a claim that opened a sentence reads lower-case ("…that "the cost…"").
  const words = (lowerable(found) ? found.charAt(0).toLowerCase() + found.slice(1) : found).split(' ');
  if (words.length <= MAX_QUOTE_WORDS) return words.join(' ');
  return `${words
    .slice(0, MAX_QUOTE_WORDS - 4)
    .join(' ')
    .replace(/[,;:—]$/, '')}…`;
}

/** The points of a list that a text makes, in the order the text makes them. */
export function pointsIn(text: string, candidates: readonly Point[]): Point[] {
  const flat = normalise(text);
  return candidates
    .map((point) => ({ point, at: flat.indexOf(normalise(stem(point.claim))) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ point }) => point);
}

/** "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
