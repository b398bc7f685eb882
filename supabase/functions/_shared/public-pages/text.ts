// The words public pages use for a debate: its speakers, tallies and verdict.
import { counted, personAuthor, speakerName, writtenBy } from '../contract/glossary.ts';
import { stanceLabel } from '../contract/stance.ts';
import type { DebateCard, Speaker, Verdict } from './data.ts';

export { escapeHtml } from '../contract/html.ts';

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "For · gpt-4 · Formal", "For · gpt-4 · offline demo · Formal" for the offline demo's text, "For · Alice Moreau · person" for a person. */
export function speakerLine(speaker: Speaker, generator?: string | null): string {
  if (speaker.person) return `${stanceLabel(speaker.stance)} · ${personAuthor(speaker.person.name)}`;
  return `${stanceLabel(speaker.stance)} · ${writtenBy(speaker.model, generator)} · ${capitalise(speaker.style)}`;
}

export function talliesLine(card: Pick<DebateCard, 'upvotes' | 'downvotes'>): string {
  return `${counted(card.upvotes, 'upvote')} · ${counted(card.downvotes, 'downvote')}`;
}

/** "Readers' verdict: Second Speaker wins by 12 points", or null while there is none. */
export function verdictLine(verdict: Verdict | null): string | null {
  if (!verdict || (verdict.winner_speaker !== 1 && verdict.winner_speaker !== 2)) return null;
  const margin = verdict.margin === null ? '' : ` by ${counted(Math.round(Number(verdict.margin)), 'point')}`;
  return `Readers' verdict: ${speakerName(verdict.winner_speaker - 1)} wins${margin}${verdict.is_final === false ? ' (so far)' : ''}`;
}

/** The preview's description: positions, tallies, verdict, then the opening line. */
export function describeDebate(card: DebateCard, max = 300): string {
  const [one, two] = card.speakers;
  const parts = [
    `${speakerName(0)} (${speakerLine(one, card.generator)}) vs ${speakerName(1)} (${speakerLine(two, card.generator)}).`,
    `${talliesLine(card)}.`,
  ];
  const verdict = verdictLine(card.verdict);
  if (verdict) parts.push(`${verdict}.`);
  if (card.opening) parts.push(`“${clip(card.opening, 160)}”`);
  return clip(parts.join(' '), max);
}
