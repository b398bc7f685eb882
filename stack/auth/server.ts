import http from 'node:http';
import type { LogTail } from '../orchestration/running-service.ts';
import type { AuthContext, Route } from './context.ts';
import { handleCors } from './cors.ts';
import { API_VERSION_HEADER, HttpError, renderError } from './errors.ts';
import { clientIp, header } from './http.ts';
import { sendJson } from '../shared/http.ts';
import { createUser, deleteUser, generateLink, getUserById, invite, listUsers, updateUserById } from './routes/admin.ts';
import { deleteUserFactor, listUserFactors, updateUserFactor } from './routes/admin-factors.ts';
import { disabledFeature } from './routes/disabled.ts';
import { challenge, enroll, unenroll, verifyFactor } from './routes/factors.ts';
import { authorize, health, jwks, settings } from './routes/info.ts';
import { magicLink, otp } from './routes/otp.ts';
import { reauthenticate } from './routes/reauthenticate.ts';
import { recover } from './routes/recover.ts';
import { resend } from './routes/resend.ts';
import { verifyGet, verifyPost } from './routes/verify.ts';
import { logout } from './routes/logout.ts';
import { signup } from './routes/signup.ts';
import { token } from './routes/token.ts';
import { getUser, updateUser } from './routes/user.ts';

/** A route with the ids its path carries (a user's, then a factor's). */
type ParamRoute = (ctx: AuthContext, request: Parameters<Route>[1], ...ids: string[]) => Promise<void>;

// The GoTrue routes supabase-js uses for email auth and the admin API.
const ROUTES: Record<string, Partial<Record<string, ParamRoute>>> = {
  '/health': { GET: health },
  '/.well-known/jwks.json': { GET: jwks },
  '/settings': { GET: settings },
  '/authorize': { GET: authorize },
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/reauthenticate': { GET: reauthenticate },
  '/otp': { POST: otp },
  '/magiclink': { POST: magicLink },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/invite': { POST: invite },
  '/admin/users': { GET: listUsers, POST: createUser },
  '/admin/users/:id': { GET: getUserById, PUT: updateUserById, DELETE: deleteUser },
  '/admin/users/:id/factors': { GET: listUserFactors },
  '/admin/users/:id/factors/:factorId': { PUT: updateUserFactor, DELETE: deleteUserFactor },
  '/admin/generate_link': { POST: generateLink },
  '/factors': { POST: enroll },
  '/factors/:id': { DELETE: unenroll },
  '/factors/:id/challenge': { POST: challenge },
  '/factors/:id/verify': { POST: verifyFactor },
};

// GoTrue routes this service does not implement: a coded JSON error instead of a bare 404.
const UNSUPPORTED = [
  /^\/sso(\/|$)/,
  /^\/saml(\/|$)/,
  /^\/callback$/,
  /^\/user\/identities(\/|$)/,
  /^\/admin\/(sso|oauth|custom-providers|passkeys)(\/|$)/,
  /^\/passkeys(\/|$)/,
  /^\/oauth(\/|$)/,
  /^\/\.well-known\//,
];

function findRoute(path: string): { methods: Partial<Record<string, ParamRoute>>; ids: string[] } | undefined {
  const exact = ROUTES[path];
  if (exact) return { methods: exact, ids: [] };
  const user = /^\/admin\/users\/([^/]+)(\/factors)?(?:\/([^/]+))?$/.exec(path);
  if (user && (user[3] === undefined || user[2])) {
    const route = `/admin/users/:id${user[2] ? '/factors' : ''}${user[3] ? '/:factorId' : ''}`;
    return { methods: ROUTES[route]!, ids: [user[1]!, ...(user[3] ? [user[3]] : [])].map(decodeURIComponent) };
  }
  const factor = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
  if (factor) return { methods: ROUTES[`/factors/:id${factor[2] ?? ''}`]!, ids: [decodeURIComponent(factor[1]!)] };
  return undefined;
}

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
    const disabled = disabledFeature(path, url.searchParams);
    if (disabled) throw disabled;
    const found = findRoute(path);
    if (!found) {
      if (UNSUPPORTED.some((pattern) => pattern.test(path)))
        throw new HttpError(422, 'feature_disabled', `${path} is not supported by the local auth service`);
      throw new HttpError(404, 'not_found', `No route for ${req.method ?? 'GET'} ${path}`);
    }
    const route = found.methods[req.method ?? 'GET'];
    if (!route) throw new HttpError(405, 'method_not_allowed', `Method ${req.method ?? ''} is not allowed on ${path}`);
    await route(ctx, { req, res, url, ip: clientIp(req) }, ...found.ids);
  } catch (error) {
    const rendered = renderError(error, header(req, API_VERSION_HEADER));
    if (rendered.status >= 500) log.push(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // Unread request bodies (errors raised before parsing) must not stall the socket.
    req.resume();
    sendJson(res, rendered.status, rendered.body, rendered.headers);
  }
}
