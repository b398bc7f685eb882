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

  it('names a person who spoke by name and as a person, never as the model their seat had', () => {
    const debate = makeDebate({
      generator: 'provider',
      person_speakers: [{ speakerIndex: 0, userId: 'u-alice', name: 'Alice Moreau', handle: 'alice_m' }],
    });
    const md = debateToMarkdown(debate, 'x');
    expect(md).toContain('- **First Speaker**: Alice Moreau · person, ');
    expect(md).toContain('### First Speaker (Alice Moreau · person)');
    expect(md).toContain('### Second Speaker (gpt-3.5-turbo)');
    expect(md).not.toContain('gpt-4');
  });

  it('marks where a moderator hid a turn, without its text', () => {
    const debate = makeDebate();
    const hidden = debate.debate_turns.find((t) => t.round_index === 1 && t.speaker_index === 1)!;
    const md = debateToMarkdown(
      {
        ...debate,
        debate_turns: debate.debate_turns.filter((t) => t !== hidden),
        hidden_turns: [{ round: 1, speaker: 1, state: 'hidden' }],
      },
      'x',
    );
    expect(md).toContain('_This turn was hidden by a moderator._');
    expect(md.indexOf('_This turn was hidden')).toBeGreaterThan(md.indexOf('## Round 2'));
    expect(md.indexOf('_This turn was hidden')).toBeLessThan(md.indexOf('## Round 3'));
  });

  it('names the offline demo beside the models when it wrote the text, and nowhere else', () => {
    const provider = debateToMarkdown(makeDebate({ generator: 'provider' }), 'x');
    expect(provider).not.toContain('offline demo');
    const demo = debateToMarkdown(makeDebate({ generator: 'offline-demo' }), 'x');
    expect(demo).toContain('- **First Speaker**: gpt-4 · offline demo,');
    expect(demo).toContain('### Second Speaker (gpt-3.5-turbo · offline demo)');
    expect(demo).toContain('Written by the offline demo (no AI provider configured), not by the models named.');
  });

  it("says a person wrote a person's seat and turns, not the model the settings name", () => {
    const debate = makeDebate({ generator: 'provider' });
    const md = debateToMarkdown(
      {
        ...debate,
        debate_turns: debate.debate_turns.map((t) => (t.speaker_index === 0 ? { ...t, author_kind: 'person', model: null } : t)),
      },
      'x',
    );
    expect(md).toContain('- **First Speaker**: a person,');
    expect(md).toContain('### First Speaker (a person)');
    expect(md).not.toContain('First Speaker (gpt-4)');
    expect(md).toContain('### Second Speaker (gpt-3.5-turbo)');
  });
});
