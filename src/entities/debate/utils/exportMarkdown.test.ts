import { describe, expect, it } from 'vitest';
import { makeDebate } from '../testing/fixtures.ts';
import { debateSlug, debateToMarkdown } from './exportMarkdown.ts';

describe('export as Markdown', () => {
  it('makes a file name from the topic', () => {
    expect(debateSlug('Should cities ban cars from downtown areas?')).toBe('should-cities-ban-cars-from-downtown-areas');
    expect(debateSlug('Café «déjà vu» 🚗')).toBe('cafe-deja-vu');
    expect(debateSlug('?!')).toBe('debate');
  });

  it('holds the title, speakers with stances and styles, rounds with titles, categories and the link', () => {
    const debate = makeDebate();
    const md = debateToMarkdown(debate, 'https://agora.example/debate/abc');
    expect(md.startsWith(`# ${debate.topic}\n`)).toBe(true);
    expect(md).toContain(`Categories: ${debate.categories.join(', ')}`);
    expect(md).toContain(`- **First Speaker**: ${debate.speaker1_model}`);
    expect(md).toContain(`${debate.speaker2_rhetoric_style} style`);
    expect(md).toContain('## Round 1: Opening Statements');
    expect(md).toContain('## Round 3: Closing Arguments');
    for (const turn of debate.debate_turns) expect(md).toContain(turn.text);
    expect(md.trimEnd().endsWith('Link: https://agora.example/debate/abc')).toBe(true);
  });
});
