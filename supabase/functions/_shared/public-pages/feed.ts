// Atom feeds (RFC 4287) of newly shared debates, paged with RFC 5005's
// rel="next" links on a (shared_at, id) cursor.
import type { DebateCard } from './data.ts';
import { describeDebate, escapeHtml } from './text.ts';

export interface FeedDescription {
  /** The feed's own URL, without a cursor: its id. */
  self: string;
  /** This page's URL. */
  page: string;
  title: string;
  /** The HTML page the feed mirrors. */
  alternate: string;
  /** The next (older) page's URL, when there may be one. */
  next?: string;
  siteUrl: string;
}

/** Old epoch for a feed with no entries yet: Atom requires an `updated`. */
const EMPTY_UPDATED = '2026-01-01T00:00:00Z';

const iso = (timestamp: string) => new Date(timestamp).toISOString();

export const encodeCursor = (card: Pick<DebateCard, 'shared_at' | 'id'>) => `${iso(card.shared_at)}_${card.id}`;

export function decodeCursor(value: string | null): { sharedAt: string; id: string } | undefined | 'invalid' {
  if (value === null) return undefined;
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)_([0-9a-f-]{36})$/i.exec(value);
  return match && !Number.isNaN(Date.parse(match[1]!)) ? { sharedAt: match[1]!, id: match[2]! } : 'invalid';
}

export function atomFeed(feed: FeedDescription, cards: DebateCard[]): string {
  const e = escapeHtml;
  const updated = cards.length
    ? cards
        .map((c) => iso(c.shared_at))
        .sort()
        .at(-1)!
    : EMPTY_UPDATED;
  const entries = cards.map((card) => {
    const url = `${feed.siteUrl}/debate/${card.id}`;
    const author = card.author_handle
      ? `<author><name>${e(card.author_name)}</name><uri>${e(`${feed.siteUrl}/u/${card.author_handle}`)}</uri></author>`
      : `<author><name>${e(card.author_name)}</name></author>`;
    return [
      '  <entry>',
      `    <id>${e(url)}</id>`,
      `    <title>${e(card.topic)}</title>`,
      `    <link rel="alternate" type="text/html" href="${e(url)}"/>`,
      `    <published>${iso(card.shared_at)}</published>`,
      `    <updated>${iso(card.shared_at)}</updated>`,
      `    ${author}`,
      ...card.categories.map((c) => `    <category term="${e(c)}"/>`),
      `    <summary>${e(describeDebate(card))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${e(feed.self)}</id>`,
    `  <title>${e(feed.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${e(feed.page)}"/>`,
    `  <link rel="first" type="application/atom+xml" href="${e(feed.self)}"/>`,
    ...(feed.next ? [`  <link rel="next" type="application/atom+xml" href="${e(feed.next)}"/>`] : []),
    `  <link rel="alternate" type="text/html" href="${e(feed.alternate)}"/>`,
    '  <generator>Agora</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
