import http from 'node:http';
import type { LogTail } from '../service.ts';
import type { AuthContext, Route } from './context.ts';
import { handleCors } from './cors.ts';
import { API_VERSION_HEADER, renderError } from './errors.ts';
import { clientIp, header, sendJson } from './http.ts';
import { authorize, health, settings } from './routes/info.ts';
import { logout } from './routes/logout.ts';
import { signup } from './routes/signup.ts';
import { token } from './routes/token.ts';
import { getUser, updateUser } from './routes/user.ts';

// The subset of GoTrue's routes supabase-js uses for email/password auth.
const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/health': { GET: health },
  '/settings': { GET: settings },
  '/authorize': { GET: authorize },
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
};

export function createAuthServer(ctx: AuthContext, log: LogTail): http.Server {
  return http.createServer((req, res) => {
    const started = Date.now();
    res.on('finish', () => log.push(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    void handle(ctx, log, req, res);
  });
}

async function handle(ctx: AuthContext, log: LogTail, req: http.IncomingMessage, res: http.ServerResponse) {
  try {
    if (handleCors(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://auth.local');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const methods = ROUTES[path];
    if (!methods) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('404 page not found\n');
      return;
    }
    const route = methods[req.method ?? 'GET'];
    if (!route) {
      res.writeHead(405);
      res.end();
      return;
    }
    await route(ctx, { req, res, url, ip: clientIp(req) });
  } catch (error) {
    const rendered = renderError(error, header(req, API_VERSION_HEADER));
    if (rendered.status >= 500)
      log.push(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // Unread request bodies (errors raised before parsing) must not stall the socket.
    req.resume();
    sendJson(res, rendered.status, rendered.body, rendered.headers);
  }
}
