// sitemap.xml: an index of 256 pages, one per first two hex digits of a
// debate's id (sitemap_debates), so each stays far below the protocol's
// 50,000 URLs at a million debates (~4,000 each) and is one index range read.
import type { SitemapEntry } from './data.ts';
import { escapeHtml } from './text.ts';

export const SITEMAP_PAGES: readonly string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndex(siteUrl: string): string {
  return [
    HEAD,
    `<sitemapindex xmlns="${NS}">`,
    `  <sitemap><loc>${escapeHtml(`${siteUrl}/sitemaps/pages.xml`)}</loc></sitemap>`,
    ...SITEMAP_PAGES.map((page) => `  <sitemap><loc>${escapeHtml(`${siteUrl}/sitemaps/debates-${page}.xml`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The app's own public pages. */
export function pagesSitemap(siteUrl: string): string {
  return [
    HEAD,
    `<urlset xmlns="${NS}">`,
    ...['/community/ranking', '/'].map((p) => `  <url><loc>${escapeHtml(`${siteUrl}${p}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function debatesSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  return [
    HEAD,
    `<urlset xmlns="${NS}">`,
    ...entries.map(
      (entry) =>
        `  <url><loc>${escapeHtml(`${siteUrl}/debate/${entry.id}`)}</loc><lastmod>${new Date(entry.shared_at).toISOString()}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /account', 'Disallow: /history', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
