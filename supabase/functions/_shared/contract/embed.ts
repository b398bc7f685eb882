/**
 * The embed snippet other sites paste to show a debate's card
 * (/embed/debate/:id): the oEmbed endpoint (server) and the share menu's
 * "Embed" (SPA) give the same.
 */
import { escapeHtml } from './html.ts';

export const EMBED_WIDTH = 560;
export const EMBED_HEIGHT = 300;

export function embedSnippet(src: string, title: string, width = EMBED_WIDTH): string {
  return `<iframe src="${escapeHtml(src)}" width="${width}" height="${EMBED_HEIGHT}" style="border:0;max-width:100%" loading="lazy" title="${escapeHtml(`Agora debate: ${title}`)}"></iframe>`;
}
