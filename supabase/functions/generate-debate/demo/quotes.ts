/**
 * What the opponent actually said: claims lifted from their previous turn so
 * a rebuttal can quote them and answer them, whatever wrote that turn.
 */
import { splitSentences } from '../../_shared/sentences.ts';

const MAX_QUOTE_WORDS = 14;

export { splitSentences };

function asQuote(sentence: string): string | null {
  let s = sentence.replace(/[.!?…]+$/, '').trim();
  // Drop a short lead-in ("First,", "Point one:", "Madam Chair,") so the quote is the claim itself.
  const lead = /^([^,:;"]{1,30})[,:]\s+(.*)$/.exec(s);
  if (lead && lead[1]!.split(' ').length <= 4 && lead[2]!.split(' ').length >= 3) s = lead[2]!;
  if (/["“”]/.test(s) || s.includes('?')) return null;
  const words = s.split(/\s+/);
  if (words.length < 4) return null;
  const cut =
    words.length > MAX_QUOTE_WORDS
      ? `${words
          .slice(0, MAX_QUOTE_WORDS - 2)
          .join(' ')
          .replace(/[,;:]$/, '')}…`
      : s;
  return /^(I|I'm|I'll)\b/.test(cut) || /^[A-Z][a-z]+ [A-Z]/.test(cut) ? cut : cut.charAt(0).toLowerCase() + cut.slice(1);
}

/**
 * Up to `count` quotable claims from a turn, the argument paragraphs first
 * (their opening sentences carry the claims), then any other sentence.
 */
// Sentences about the debate itself rather than the subject make poor quotes.
const META = /\b(my opponent|the other side|what still stands|we (just )?heard|i submit|i stand|my answer|my case|the floor)\b/i;

export function claimsFrom(text: string, count: number): string[] {
  const all = text.split(/\n\s*\n/).map((p) => splitSentences(p));
  // The last of several paragraphs is the closing flourish, not a claim.
  const body = all.length > 2 ? all.slice(1, -1) : all.slice(1);
  const ordered = [
    ...body.map((p) => p[0]),
    ...body.flatMap((p) => p.slice(1)),
    ...(all[0] ?? []),
    ...(all.length > 2 ? (all.at(-1) ?? []) : []),
  ].filter((s): s is string => Boolean(s) && !META.test(s!));
  const quotes: string[] = [];
  for (const sentence of ordered) {
    const quote = asQuote(sentence);
    if (quote && !quotes.includes(quote)) quotes.push(quote);
    if (quotes.length === count) break;
  }
  return quotes;
}
