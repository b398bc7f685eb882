import type { StoredMessage } from './store.ts';
import { escapeHtml } from '../shared/html.ts';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2937}header{background:#111827;color:#fff;padding:12px 20px}
header a{color:#fff;text-decoration:none;font-weight:600}main{padding:16px 20px;max-width:960px}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb}
tr.unread td{font-weight:600}iframe{width:100%;height:420px;border:1px solid #e5e7eb}pre{white-space:pre-wrap;background:#f9fafb;padding:12px}
ul.links a{word-break:break-all}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head>
<body><header><a href="/">Agora local mailbox</a></header><main>${body}</main></body></html>`;
}

const recipients = (message: StoredMessage) => message.To.map((a) => a.Address).join(', ');

export function listPage(messages: StoredMessage[]): string {
  if (messages.length === 0)
    return layout('Mailbox', '<h1>Mailbox</h1><p>No messages yet. Emails the local auth service sends appear here.</p>');
  const rows = messages
    .map(
      (m) => `<tr class="${m.Read ? 'read' : 'unread'}"><td>${escapeHtml(recipients(m))}</td>
<td><a href="/message/${encodeURIComponent(m.ID)}">${escapeHtml(m.Subject || '(no subject)')}</a></td>
<td><time datetime="${escapeHtml(m.Created)}">${escapeHtml(m.Created.replace('T', ' ').slice(0, 19))}</time></td></tr>`,
    )
    .join('');
  return layout(
    'Mailbox',
    `<h1>Mailbox</h1><table><thead><tr><th>To</th><th>Subject</th><th>Received (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The http(s) links of a message, exactly as they point, for one-click use
 * without rendering its HTML: the HTML's hrefs, then links of a text-only
 * part. The text part of an HTML email is derived from it and writes each link
 * as `label [url]`, so a bare-URL scan of it would take the bracket along.
 */
export function linksOf(message: Pick<StoredMessage, 'Text' | 'HTML'>): string[] {
  const hrefs = [...message.HTML.matchAll(/\shref="([^"]*)"/gi)].map(([, href]) =>
    href!.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!),
  );
  const inText = message.HTML ? [] : (message.Text.match(/https?:\/\/[^\s"'<>[\]]+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
  return [...new Set([...hrefs, ...inText].filter((link) => /^https?:\/\//i.test(link)))];
}

/**
 * One message. Its HTML is shown in a sandboxed iframe (no scripts, no same
 * origin) from an escaped srcdoc, so nothing in a message can run in this page.
 */
export function messagePage(message: StoredMessage): string {
  const from = message.From ? message.From.Address : '';
  const links = linksOf(message)
    .map((link) => `<li><a href="${escapeHtml(link)}" target="_top">${escapeHtml(link)}</a></li>`)
    .join('');
  const html = message.HTML
    ? `<h2>HTML</h2><iframe title="message" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(`<base target="_top">${message.HTML}`)}"></iframe>`
    : '';
  return layout(
    message.Subject || 'Message',
    `<p><a href="/">← All messages</a></p><h1>${escapeHtml(message.Subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(from)}</dd><dt>To</dt><dd>${escapeHtml(recipients(message))}</dd>
<dt>Received</dt><dd>${escapeHtml(message.Created)}</dd></dl>
${links ? `<h2>Links</h2><ul class="links">${links}</ul>` : ''}${html}<h2>Text</h2><pre>${escapeHtml(message.Text)}</pre>`,
  );
}
