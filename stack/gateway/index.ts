import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { serveHttp } from '../orchestration/http-service.ts';
import { LogTail, type RunningService } from '../orchestration/running-service.ts';
import { tokenVerifier, type VerificationKeys } from '../jwt/verifier.ts';
import {
  apiKeyOf,
  checkApiKey,
  checkFunctionJwt,
  forwardedAuthorization,
  restTokenWithoutExpiry,
  roleTokens,
  type ApiKeys,
} from './credentials.ts';
import { isPreflight, preflightHeaders } from './cors.ts';
import { GatewayError, sendGatewayError, sendPostgrestJwtError } from './errors.ts';
import { settingsFor, type FunctionsConfig } from './functions-config.ts';
import { proxyHttp, proxyUpgrade, upstreamAgent, upstreamHeaders, type ProxyTarget } from './proxy.ts';

/** Upstream base URLs of the services behind the four Supabase prefixes. */
export interface GatewayRoutes {
  auth?: string;
  rest?: string;
  realtime?: string;
  functions?: string;
}

export interface StartGatewayOptions {
  /** Listen exactly here (fails if taken); a free port when omitted. */
  port?: number;
  routes: GatewayRoutes;
  /** The project's API keys, its JWT secret and public signing keys. */
  keys: ApiKeys & VerificationKeys;
  /** `[functions.<name>]` settings from config.toml (verify_jwt, enabled). */
  functionsConfig: FunctionsConfig;
  /**
   * At most this many requests in flight to PostgREST; the rest wait here. A
   * request PostgREST cannot give a pool connection waits inside PostgREST,
   * where every waiter is woken each time a connection is freed (bench:votes:
   * its CPU per call rose by half once 90 requests waited there); in the
   * gateway's queue a waiter costs nothing. 256, as for the other routes, when omitted.
   */
  restConnections?: number;
}

type RouteName = keyof GatewayRoutes;

const PREFIXES: Array<[string, RouteName]> = [
  ['/auth/v1', 'auth'],
  ['/rest/v1', 'rest'],
  ['/realtime/v1', 'realtime'],
  ['/functions/v1', 'functions'],
];

// Kong's key-auth on Supabase's REST and auth routes hides the credential from
// the upstream (PostgREST would read an `apikey` query parameter as a filter);
// realtime keeps it, because it authorises the socket with it.
const HIDE_API_KEY: ReadonlySet<RouteName> = new Set(['rest', 'auth']);

function withoutApiKeyParam(target: ProxyTarget): ProxyTarget {
  const at = target.path.indexOf('?');
  if (at < 0) return target;
  const kept = target.path
    .slice(at + 1)
    .split('&')
    .filter((part) => {
      const name = part.split('=')[0] ?? '';
      try {
        return decodeURIComponent(name.replace(/\+/g, ' ')) !== 'apikey';
      } catch {
        return true;
      }
    });
  return { ...target, path: target.path.slice(0, at) + (kept.length ? `?${kept.join('&')}` : '') };
}

// GoTrue endpoints reached from e-mail links and OAuth redirects carry no
// apikey; Supabase's Kong leaves them open.
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize', '/.well-known/jwks.json']);
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

interface Matched {
  route: RouteName;
  target: ProxyTarget;
  /** Path below the prefix, without the query. */
  subPath: string;
}

function match(req: IncomingMessage, url: URL, routes: GatewayRoutes): Matched | undefined {
  for (const [prefix, route] of PREFIXES) {
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) continue;
    const base = routes[route];
    if (!base) return undefined;
    const subPath = url.pathname.slice(prefix.length) || '/';
    // Keep the raw query string: PostgREST filters are sensitive to re-encoding.
    const rawQuery = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
    return { route, subPath, target: { origin: new URL(base), path: subPath + rawQuery, prefix } };
  }
  return undefined;
}

/**
 * The local stand-in for Supabase's API gateway (Kong): one port, the four
 * Supabase prefixes stripped and routed, `apikey` checked, CORS answered like
 * Kong's cors plugin, `verify_jwt` enforced for edge functions, responses
 * streamed through unbuffered and websocket upgrades tunnelled to realtime.
 */
export async function startGateway(options: StartGatewayOptions): Promise<RunningService> {
  const roles = roleTokens(options.keys);
  const verify = tokenVerifier(options.keys);
  const secretKey = options.keys.secretKey;
  const tail = new LogTail();
  const restAgent = upstreamAgent(options.restConnections);

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const matched = match(req, url, options.routes);
    if (!matched) return sendGatewayError(res, 404, GatewayError.noRoute);
    if (isPreflight(req)) {
      res.writeHead(200, preflightHeaders(req));
      res.end();
      return;
    }

    if (matched.route === 'functions') {
      const name = matched.subPath.split('/')[1] ?? '';
      const settings = settingsFor(options.functionsConfig, name);
      if (!FUNCTION_NAME.test(name) || !settings.enabled) return sendGatewayError(res, 404, GatewayError.functionNotFound);
      // No API key is required here (the function decides), but a given one is mapped like on the other routes.
      const apiKey = apiKeyOf(req, url);
      if (apiKey) {
        const failure = checkApiKey(apiKey, roles, req, secretKey);
        if (failure) return sendGatewayError(res, failure.status, failure.body);
      }
      const authorization = forwardedAuthorization(req.headers.authorization, apiKey, roles);
      if (settings.verifyJwt) {
        const failure = await checkFunctionJwt(authorization, verify);
        if (failure) return sendGatewayError(res, failure.status, failure.body);
      }
      // The runtime must see the bytes the function writes (SSE), never a re-compressed copy.
      return proxyHttp(req, res, {
        target: matched.target,
        headers: upstreamHeaders(req, matched.target, { authorization, 'accept-encoding': undefined }),
      });
    }

    const apiKey = apiKeyOf(req, url);
    const open = matched.route === 'auth' && OPEN_AUTH_PATHS.has(matched.subPath);
    if (!open) {
      const failure = checkApiKey(apiKey, roles, req, secretKey);
      if (failure) return sendGatewayError(res, failure.status, failure.body);
    }
    const authorization = forwardedAuthorization(req.headers.authorization, apiKey, roles);
    if (matched.route === 'rest' && restTokenWithoutExpiry(authorization)) return sendPostgrestJwtError(res);
    const hide = HIDE_API_KEY.has(matched.route);
    const target = hide ? withoutApiKeyParam(matched.target) : matched.target;
    const headers = upstreamHeaders(req, target, {
      authorization,
      ...(hide ? { apikey: undefined } : {}),
    });
    proxyHttp(req, res, { target, headers, agent: matched.route === 'rest' ? restAgent : undefined });
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const reject = (status: number, body: object) => {
      const text = JSON.stringify(body);
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
      );
    };
    const url = new URL(req.url ?? '/', 'http://gateway');
    const matched = match(req, url, options.routes);
    if (!matched || matched.route !== 'realtime') return reject(404, GatewayError.noRoute);
    const apiKey = apiKeyOf(req, url);
    const failure = checkApiKey(apiKey, roles, req, secretKey);
    if (failure) return reject(failure.status, failure.body);
    proxyUpgrade(req, socket, head, { target: matched.target, headers: upstreamHeaders(req, matched.target, {}, true) });
  }

  const server = http.createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      tail.push(`request ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      sendGatewayError(res, 502, GatewayError.badUpstream);
    });
  });
  server.on('upgrade', onUpgrade);
  server.on('connection', (socket) => socket.setNoDelay(true));
  server.on('clientError', (_error, socket) => socket.destroy());
  // Streams (SSE, long generations) may stay open for minutes.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  server.keepAliveTimeout = 65_000;

  return serveHttp({ name: 'gateway', server, port: options.port, log: tail });
}
