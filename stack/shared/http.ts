// How the stack's services answer over HTTP: JSON (auth's GoTrue-shaped
// errors, the gateway's Kong-shaped ones, the mailbox's Mailpit API,
// realtime's broadcast API), plain text and empty answers. Each service
// keeps its own bodies and extra headers; the framing is this one module's.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * `body` as JSON (nothing for undefined), with Content-Type (application/json
 * unless `headers` names another) and Content-Length. A response whose
 * headers are already out (a proxied stream that failed half-way) can only
 * be cut off.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  sendText(res, status, body === undefined ? '' : JSON.stringify(body), { 'Content-Type': 'application/json', ...headers });
}

/** `text` with Content-Type (text/plain unless `headers` names another) and Content-Length. */
export function sendText(res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, headers);
  res.end();
}
