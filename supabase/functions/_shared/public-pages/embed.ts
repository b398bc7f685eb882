// The embed card (/embed/debate/:id) and its oEmbed description: a compact,
// script-free card other sites may frame, linking back to the debate.
import { EMBED_HEIGHT, EMBED_WIDTH, embedSnippet } from '../contract/embed.ts';
import type { DebateCard, Speaker } from './data.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './image.ts';
import { personAuthor, speakerName } from '../contract/glossary.ts';
import { stanceLabel } from '../contract/stance.ts';
import { clip, escapeHtml, speakerLine, talliesLine, verdictLine } from './text.ts';

/** The card's one stylesheet (the embed's CSP allows exactly it, by hash). */
export const EMBED_STYLE = [
  '*{box-sizing:border-box}',
  'html,body{margin:0;height:100%}',
  'body{font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1c1a;background:#f6f5f1}',
  '.card{display:flex;flex-direction:column;gap:10px;height:100%;padding:16px 18px;border:1px solid #e2e0da;border-radius:12px;background:#fff}',
  '.brand{font-size:12px;font-weight:700;letter-spacing:.06em;color:#5c5a55;text-transform:uppercase}',
  'h1{margin:0;font-size:20px;line-height:1.25}',
  'h1 a{color:inherit;text-decoration:none}h1 a:hover{text-decoration:underline}',
  '.speakers{display:flex;gap:10px}',
  '.speaker{flex:1;padding:8px 10px;border-radius:8px;background:#f6f5f1;font-size:14px}',
  '.speaker b{display:block;font-size:12px;color:#5c5a55}',
  '.opening{margin:0;font-size:14px;color:#3b3a36;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}',
  '.foot{margin-top:auto;display:flex;justify-content:space-between;align-items:center;gap:8px;font-size:14px;color:#5c5a55}',
  '.cta{color:#fff;background:#1d1c1a;padding:6px 12px;border-radius:999px;text-decoration:none;font-weight:600;white-space:nowrap}',
].join('');

/** A speaker's line; a person's name links to their public profile. */
function speakerHtml(siteUrl: string, speaker: Speaker, generator: string | null | undefined): string {
  const person = speaker.person;
  if (!person?.handle) return escapeHtml(speakerLine(speaker, generator));
  const href = escapeHtml(`${siteUrl}/u/${encodeURIComponent(person.handle)}`);
  const name = `<a href="${href}" target="_blank" rel="noopener">${escapeHtml(person.name)}</a>`;
  return `${escapeHtml(stanceLabel(speaker.stance))} · ${personAuthor(name)}`;
}

export function embedHtml(siteUrl: string, card: DebateCard | null, styleTag: string): string {
  const e = escapeHtml;
  const head = (title: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${e(title)}</title>${styleTag}</head>`;
  if (!card) {
    return `${head('Agora')}<body><div class="card"><div class="brand">Agora</div><h1>This debate is not available.</h1><div class="foot"><span></span><a class="cta" href="${e(siteUrl)}/community/ranking" target="_blank" rel="noopener">Debates on Agora</a></div></div></body></html>`;
  }
  const url = `${siteUrl}/debate/${card.id}`;
  const verdict = verdictLine(card.verdict);
  return [
    head(`${card.topic} — Agora`),
    '<body><article class="card">',
    `<div class="brand">Agora · AI debate</div>`,
    `<h1><a href="${e(url)}" target="_blank" rel="noopener">${e(clip(card.topic, 140))}</a></h1>`,
    '<div class="speakers">',
    ...card.speakers.map((s, i) => `<div class="speaker"><b>${speakerName(i)}</b>${speakerHtml(siteUrl, s, card.generator)}</div>`),
    '</div>',
    ...(card.opening ? [`<p class="opening">“${e(clip(card.opening, 240))}”</p>`] : []),
    `<div class="foot"><span>${e(talliesLine(card))}${verdict ? ` · ${e(verdict)}` : ''}</span>`,
    `<a class="cta" href="${e(url)}" target="_blank" rel="noopener">Read and vote on Agora</a></div>`,
    '</article></body></html>',
  ].join('');
}

export function oembedJson(siteUrl: string, card: DebateCard, imageUrl: string, maxWidth?: number): Record<string, unknown> {
  const width = Math.min(EMBED_WIDTH, maxWidth && maxWidth > 0 ? maxWidth : EMBED_WIDTH);
  const src = `${siteUrl}/embed/debate/${card.id}`;
  return {
    version: '1.0',
    type: 'rich',
    provider_name: 'Agora',
    provider_url: siteUrl,
    title: card.topic,
    author_name: card.author_name,
    ...(card.author_handle ? { author_url: `${siteUrl}/u/${card.author_handle}` } : {}),
    width,
    height: EMBED_HEIGHT,
    html: embedSnippet(src, card.topic, width),
    thumbnail_url: imageUrl,
    thumbnail_width: IMAGE_WIDTH,
    thumbnail_height: IMAGE_HEIGHT,
  };
}
