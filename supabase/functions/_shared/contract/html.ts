/**
 * Text for HTML and XML, in content and in attribute values. Plain
 * TypeScript: the public pages (server) and the SPA's embed snippet use it.
 */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
