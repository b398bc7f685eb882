import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, sendText } from '../shared/http.ts';
import { listPage, messagePage } from './pages.ts';
import type { MailStore, StoredMessage } from './store.ts';

const json = sendJson;
const text = sendText;

function html(res: ServerResponse, status: number, body: string): void {
  sendText(res, status, body, {
    'Content-Type': 'text/html; charset=utf-8',
    // The page itself runs no script; a message's HTML lives in a sandboxed frame.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src * data:",
    'X-Content-Type-Options': 'nosniff',
  });
}

/** Mailpit's message summary (GET /api/v1/messages). */
function summary(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    Read: m.Read,
    From: m.From,
    To: m.To,
    Cc: m.Cc,
    Bcc: [],
    ReplyTo: [],
    Subject: m.Subject,
    Created: m.Created,
    Tags: [],
    Size: m.Size,
    Attachments: 0,
    Snippet: m.Text.replace(/\s+/g, ' ').trim().slice(0, 250),
  };
}

/** Mailpit's full message (GET /api/v1/message/:id). */
function detail(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    From: m.From,
    To: m.To,
    Cc: m.Cc,
    Bcc: [],
    ReplyTo: [],
    ReturnPath: m.From?.Address ?? '',
    Subject: m.Subject,
    Date: m.Created,
    Tags: [],
    Text: m.Text,
    HTML: m.HTML,
    Size: m.Size,
    Inline: [],
    Attachments: [],
  };
}

function page(store: MailStore, messages: StoredMessage[], url: URL) {
  const start = Math.max(0, Number(url.searchParams.get('start')) || 0);
  const limit = Math.max(1, Number(url.searchParams.get('limit')) || 50);
  const slice = messages.slice(start, start + limit);
  const all = store.list();
  return {
    total: all.length,
    unread: all.filter((m) => !m.Read).length,
    messages_count: messages.length,
    count: slice.length,
    start,
    tags: [],
    messages: slice.map(summary),
  };
}

/** `to:address` terms of a Mailpit search query (the only filter this mailbox knows). */
function recipientOf(query: string): string | undefined {
  return /(?:^|\s)to:"?([^\s"]+)"?/i.exec(query)?.[1];
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8').trim();
  return body ? JSON.parse(body) : {};
}

export async function handleMailHttp(store: MailStore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://mail.local');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  const messageId = /^\/(?:api\/v1\/message|message)\/([^/]+)$/.exec(path)?.[1];

  if (method === 'GET' && path === '/') return html(res, 200, listPage(store.list()));
  if (method === 'GET' && path.startsWith('/message/') && messageId) {
    const message = store.get(decodeURIComponent(messageId));
    if (!message) return html(res, 404, listPage(store.list()));
    message.Read = true;
    return html(res, 200, messagePage(message));
  }
  if (method === 'GET' && path === '/api/v1/messages') {
    return json(res, 200, page(store, store.list({ to: url.searchParams.get('to') ?? undefined }), url));
  }
  if (method === 'GET' && path === '/api/v1/search') {
    return json(res, 200, page(store, store.list({ to: recipientOf(url.searchParams.get('query') ?? '') }), url));
  }
  if (method === 'GET' && path.startsWith('/api/v1/message/') && messageId) {
    const message = store.get(decodeURIComponent(messageId));
    if (!message) return text(res, 404, 'message not found');
    message.Read = true;
    return json(res, 200, detail(message));
  }
  if (method === 'DELETE' && path === '/api/v1/messages') {
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      return text(res, 400, 'invalid JSON body');
    }
    const ids = (body as { IDs?: unknown }).IDs;
    if (ids !== undefined && (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')))
      return text(res, 400, 'IDs must be a list of message IDs');
    store.delete(ids as string[] | undefined);
    return text(res, 200, 'ok');
  }
  return text(res, 404, 'not found');
}
