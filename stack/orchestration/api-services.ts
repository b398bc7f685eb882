// The services behind the gateway, declared in start order. Each declaration
// picks its port once and says how to (re)start the service on it; the
// supervisor (supervisor.ts) restarts any that dies, and the gateway routes the
// given Supabase prefix to it. A new local service is one more entry here.
import { authOptionsFromConfig, localSmtpConfig } from '../auth/config/config-toml.ts';
import type { SmtpOptions } from '../auth/config/settings.ts';
import { listFunctions, startFunctionsRuntime } from '../functions/runtime.ts';
import type { GatewayRoutes } from '../gateway/index.ts';
import { functionsKeyEnv, type StackKeys } from './keys.ts';
import { startMailService } from '../mail/index.ts';
import { startNodeService } from './node-child.ts';
import { pickPort } from './ports.ts';
import { startPostgrest } from '../postgrest/index.ts';
import type { ServiceSpec } from './supervisor.ts';

/** What the services of one stack share. */
export interface StackContext {
  keys: StackKeys;
  dbUrl: string;
  /** The gateway (picked before anything starts: services hand it out). */
  apiUrl: string;
  appUrl?: string;
  /** supabase/config.toml: the auth service's settings and the mailbox's [local_smtp]. */
  configFile: string;
  /** 'config': config.toml's [auth.rate_limit]; 'relaxed': the auth service's generous budgets. */
  authRateLimits: 'config' | 'relaxed';
  /** The mailbox's preferred page/API port. */
  mailPort?: number;
  functionsDir: string;
  functionsEnvFile?: string | false;
  functionsEnv?: Record<string, string>;
  log(service: string): (line: string) => void;
}

export interface ApiService {
  /** The gateway prefix that reaches it (none: not behind the gateway). */
  route?: keyof GatewayRoutes;
  spec: ServiceSpec;
}

export async function apiServices(ctx: StackContext): Promise<ApiService[]> {
  const mailbox = await mail(ctx);
  const smtp = smtpFor(ctx, mailbox.smtpPort);
  return [
    { spec: mailbox.spec },
    { route: 'rest', spec: await postgrest(ctx) },
    { route: 'auth', spec: await auth(ctx, smtp) },
    { route: 'realtime', spec: await realtime(ctx) },
    { route: 'functions', spec: await functions(ctx, smtp) },
  ];
}

// [auth.email.smtp] when it is on, as `supabase start` does; else the local mailbox. The
// outbox's sender (send-emails) sends through the same server as the auth service.
function smtpFor(ctx: StackContext, mailboxSmtpPort: number): SmtpOptions {
  const { port: _mailPagePort, ...sender } = localSmtpConfig(ctx.configFile);
  return authOptionsFromConfig(ctx.configFile, ctx.authRateLimits).smtp ?? { host: '127.0.0.1', port: mailboxSmtpPort, ...sender };
}

/** The outbox sender's SMTP_* secrets (supabase/functions/send-emails/smtp.ts). */
function senderEnv(smtp: SmtpOptions): Record<string, string> {
  const address = smtp.adminEmail ?? 'admin@email.com';
  return {
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    ...(smtp.user === undefined ? {} : { SMTP_USER: smtp.user, SMTP_PASS: smtp.pass ?? '' }),
    SMTP_SENDER: smtp.senderName ? `"${smtp.senderName.replace(/"/g, '')}" <${address}>` : address,
  };
}

async function postgrest(ctx: StackContext): Promise<ServiceSpec> {
  const port = await pickPort();
  return {
    name: 'postgrest',
    start: () => startPostgrest({ dbUrl: ctx.dbUrl, keys: ctx.keys, port, onLog: ctx.log('postgrest') }),
  };
}

// The mailbox runs in the stack's own process: it is small, and its messages
// live in memory, which a restart of a child of its own would lose anyway.
async function mail(ctx: StackContext): Promise<{ spec: ServiceSpec; smtpPort: number }> {
  const port = await pickPort(ctx.mailPort);
  const smtpPort = await pickPort();
  return { smtpPort, spec: { name: 'mail', start: () => startMailService({ port, smtpPort, onLog: ctx.log('mail') }) } };
}

async function auth(ctx: StackContext, smtp: SmtpOptions): Promise<ServiceSpec> {
  const port = await pickPort();
  const { siteUrl, ...fromConfig } = authOptionsFromConfig(ctx.configFile, ctx.authRateLimits);
  const options = {
    ...fromConfig,
    dbUrl: ctx.dbUrl,
    jwtSecret: ctx.keys.jwtSecret,
    signingKeys: ctx.keys.signingKeys,
    siteUrl: ctx.appUrl ?? siteUrl ?? 'http://127.0.0.1:5173',
    externalUrl: `${ctx.apiUrl}/auth/v1`,
    smtp,
  };
  return {
    name: 'auth',
    start: () => startNodeService({ name: 'auth', options, port, healthPath: '/health', onLog: ctx.log('auth') }),
  };
}

async function realtime(ctx: StackContext): Promise<ServiceSpec> {
  const port = await pickPort();
  const { jwtSecret, jwks, publishableKey, secretKey, anonKey, serviceRoleKey } = ctx.keys;
  const options = {
    dbUrl: ctx.dbUrl,
    jwtSecret,
    jwks,
    apiKeys: { [publishableKey]: anonKey, [secretKey]: serviceRoleKey },
  };
  return {
    name: 'realtime',
    start: () => startNodeService({ name: 'realtime', options, port, healthPath: '/api/health', onLog: ctx.log('realtime') }),
  };
}

async function functions(ctx: StackContext, smtp: SmtpOptions): Promise<ServiceSpec> {
  const port = await pickPort();
  return {
    name: 'functions',
    start: () =>
      startFunctionsRuntime({
        functionsDir: ctx.functionsDir,
        envFile: ctx.functionsEnvFile,
        port,
        env: {
          ...functionsKeyEnv(ctx.keys),
          SUPABASE_URL: ctx.apiUrl,
          SUPABASE_DB_URL: ctx.dbUrl,
          ...senderEnv(smtp),
          // The public-pages function writes this site's pages (templates, links).
          ...(ctx.appUrl ? { SITE_URL: ctx.appUrl } : {}),
          ...ctx.functionsEnv,
        },
        preload: listFunctions(ctx.functionsDir),
        onLog: ctx.log('functions'),
      }),
  };
}
