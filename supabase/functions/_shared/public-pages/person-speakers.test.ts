// A debate a person spoke in, as the server's pages show it: the person by name, labelled a person
// and linked to their profile, never the model their seat's settings name.
import { describe, expect, it } from 'vitest';
import type { DebateCard } from './data.ts';
import { embedHtml } from './embed.ts';
import { atomFeed } from './feed.ts';
import { debateCardTree } from './image.ts';
import { describeDebate } from './text.ts';

const SITE = 'https://agora.example';

const card: DebateCard = {
  id: '6f1c1a52-8c1e-4d3b-9a43-0d8e3f0b9a11',
  topic: 'Should homework be banned?',
  categories: ['Society'],
  debate_style: 'structured',
  speakers: [
    { model: 'gpt-4', stance: 0.6, style: 'formal', person: { name: 'Alice Moreau', handle: 'alice_m' } },
    { model: 'gpt-3.5-turbo', stance: -0.6, style: 'casual', person: null },
  ],
  upvotes: 2,
  downvotes: 0,
  shared_at: '2026-11-20T10:00:00Z',
  author_name: 'Alice Moreau',
  author_handle: 'alice_m',
  opening: 'Homework crowds out sleep.',
  verdict: null,
  generator: 'provider',
} as DebateCard;

describe('a person speaker on the public pages', () => {
  it('is named in the preview text (pages, feeds) as a person, the model seat as its model', () => {
    const text = describeDebate(card);
    expect(text).toContain('First Speaker (For · Alice Moreau · person)');
    expect(text).toContain('Second Speaker (Against · gpt-3.5-turbo · Casual)');
    expect(text).not.toContain('gpt-4');
    expect(atomFeed({ self: SITE, page: SITE, title: 'Debates', alternate: SITE, siteUrl: SITE }, [card])).toContain(
      'Alice Moreau · person',
    );
  });

  it('links the person to their profile in the embed', () => {
    const html = embedHtml(SITE, card, '');
    expect(html).toContain(`<a href="${SITE}/u/alice_m" target="_blank" rel="noopener">Alice Moreau</a> · person`);
    expect(html).not.toContain('gpt-4');
  });

  it('names the person on the preview image', () => {
    const tree = JSON.stringify(debateCardTree(card));
    expect(tree).toContain('Alice Moreau · person');
    expect(tree).not.toContain('gpt-4');
  });
});
