// The <head> of a public page: title, description, canonical URL, Open Graph
// and Twitter card tags, feed and oEmbed discovery. Written into the app's own
// prerendered page, so the SPA starts from the same document.
import { escapeHtml } from './text.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  type: 'article' | 'profile' | 'website';
  image: { url: string; alt: string; width: number; height: number };
  /** Atom feeds to announce. */
  feeds: { title: string; href: string }[];
  /** The oEmbed endpoint's URL for this page, where it has one. */
  oembed?: string;
  /** Keep search engines off (pages that show nothing public). */
  noindex?: boolean;
}

function headTags(meta: PageMeta): string {
  const e = escapeHtml;
  const tag = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${e(value)}">`;
  return [
    `<link rel="canonical" href="${e(meta.canonical)}">`,
    tag('property', 'og:site_name', 'Agora'),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
    tag('property', 'og:image', meta.image.url),
    tag('property', 'og:image:type', 'image/png'),
    tag('property', 'og:image:width', String(meta.image.width)),
    tag('property', 'og:image:height', String(meta.image.height)),
    tag('property', 'og:image:alt', meta.image.alt),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', meta.image.url),
    tag('name', 'twitter:image:alt', meta.image.alt),
    ...(meta.noindex ? [tag('name', 'robots', 'noindex')] : []),
    ...meta.feeds.map((feed) => `<link rel="alternate" type="application/atom+xml" title="${e(feed.title)}" href="${e(feed.href)}">`),
    ...(meta.oembed ? [`<link rel="alternate" type="application/json+oembed" href="${e(meta.oembed)}">`] : []),
  ].join('\n    ');
}

/** A page's first screen rendered by the app's server renderer (src/app/ssr.tsx). */
export interface RenderedApp {
  /** #root's content. */
  html: string;
  /** The data block it was rendered from, which goes right after #root. */
  data: string;
}

/**
 * The template (a page of the SPA's build) with its title and description
 * replaced, the tags added, and `app` (when given) in place of #root's
 * content (the build's loading frame), its data block beside it.
 */
/** What covers a server-rendered page until the app runs (the app removes it by its id). */
const PAGE_VEIL = '<div id="agora-veil" class="page-veil" aria-hidden="true"></div>';

export function writePage(template: string, meta: PageMeta, app?: RenderedApp): string {
  let page = template
    // The template's own feed link (index.html announces the main feed on every page) gives way to the page's.
    .replace(/\n\s*<link rel="alternate" type="application\/atom\+xml"[^>]*>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}">`)
    .replace(/\n(\s*)<\/head>/, (_match, indent: string) => `\n    ${headTags(meta)}\n${indent}</head>`);
  if (app) {
    // #root is the body's last element (the build's scripts are in the head): it ends at the body's last </div>.
    const start = page.indexOf('<div id="root">');
    const end = page.lastIndexOf('</div>', page.lastIndexOf('</body>'));
    if (start === -1 || end < start) throw new Error('the page has no #root to fill');
    // Until the app has hydrated it (src/main.tsx), a transparent veil over the
    // page takes the presses a button the app does not yet run would lose; the
    // page still scrolls under it. Not `inert` on #root: lifting that restyles
    // every element of the page at once (bench:web: a 60 ms task); the veil goes in one removal.
    page = `${page.slice(0, start)}<div id="root">${app.html}</div>${PAGE_VEIL}${app.data}${page.slice(end + '</div>'.length)}`;
  }
  return page;
}
