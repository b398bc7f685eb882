import { stanceLabel } from '@contract/stance.ts';
import type { DebateWithTurns } from '../types/index.ts';
import { GENERATOR_LABELS } from '@contract/generators.ts';
import { speakerName } from '@contract/glossary.ts';
import { isPersonSeat, speakerAuthor, turnAuthor } from './authors.ts';
import { groupRounds, turnSlots } from './rounds.ts';

/** A file name from the topic: lower-case words joined by hyphens (accents dropped), `debate` when none is left. */
export function debateSlug(topic: string): string {
  const slug = topic
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug === '' ? 'debate' : slug;
}

/** The debate as a Markdown document: title, speakers (and who wrote their text), rounds with their titles, categories and the link. */
export function debateToMarkdown(debate: DebateWithTurns, link: string): string {
  const speakers = [
    { model: debate.speaker1_model, stance: debate.speaker1_stance, style: debate.speaker1_rhetoric_style },
    { model: debate.speaker2_model, stance: debate.speaker2_stance, style: debate.speaker2_rhetoric_style },
  ].map((s, index) => ({
    ...s,
    label: speakerName(index),
    author: speakerAuthor(debate, index),
    person: isPersonSeat(debate, index),
  }));
  const lines: string[] = [`# ${debate.topic}`, ''];
  lines.push(`Categories: ${debate.categories.length > 0 ? debate.categories.join(', ') : 'none'}`, '');
  lines.push('## Speakers', '');
  for (const s of speakers) {
    // A person has no rhetoric style of a model's.
    const style = s.person ? '' : `, ${s.style} style`;
    lines.push(`- **${s.label}**: ${s.author}, ${stanceLabel(s.stance)} (stance ${s.stance})${style}`);
  }
  lines.push('');
  // The offline demo's template text never passes for the models named above.
  if (debate.generator === 'offline-demo') lines.push(`Written by the ${GENERATOR_LABELS['offline-demo']}, not by the models named.`, '');
  if (debate.moderator_enabled && debate.moderator_opening) lines.push('## Moderator Opening', '', debate.moderator_opening, '');
  for (const round of groupRounds(debate.debate_turns, debate.hidden_turns)) {
    lines.push(`## Round ${round.index + 1}: ${round.title}`, '');
    for (const slot of turnSlots(round)) {
      // Each turn by its own author: a continuation's copied turns keep their model, a person's turn says so.
      const author = slot.turn ? turnAuthor(slot.turn, debate) : speakers[slot.speaker]?.author;
      lines.push(`### ${speakerName(slot.speaker)}${author ? ` (${author})` : ''}`, '');
      lines.push(slot.turn ? slot.turn.text : `_This turn was ${slot.hidden.state} by a moderator._`, '');
    }
  }
  if (debate.moderator_enabled && debate.moderator_closing) lines.push('## Moderator Closing', '', debate.moderator_closing, '');
  lines.push('---', '', `Link: ${link}`, '');
  return lines.join('\n');
}
