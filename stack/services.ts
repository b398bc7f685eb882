// The services behind the gateway, declared in start order. Each declaration
// picks its port once and says how to (re)start the service on it; the
// supervisor (supervisor.ts) restarts any that dies, and the gateway routes the
// given Supabase prefix to it. A new local service is one more entry here.
import type { AuthConfig } from './auth-config.ts';
import { listFunctions, startFunctionsRuntime } from './functions/runtime.ts';
import type { GatewayRoutes } from './gateway/index.ts';
import type { StackKeys } from './keys.ts';
import { startNodeService } from './node-service.ts';
import { pickPort } from './ports.ts';
import { startPostgrest } from './postgrest.ts';
import type { ServiceSpec } from './supervisor.ts';

/** What the services of one stack share. */
export interface StackContext {
  keys: StackKeys;
  dbUrl: string;
  /** The gateway (picked before anything starts: services hand it out). */
  apiUrl: string;
  appUrl?: string;
  authConfig: AuthConfig;
  /** true: config.toml's [auth.rate_limit]; false: the auth service's generous budgets. */
  configRateLimits: boolean;
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
  return [
    { route: 'rest', spec: await postgrest(ctx) },
    { route: 'auth', spec: await auth(ctx) },
    { route: 'realtime', spec: await realtime(ctx) },
    { route: 'functions', spec: await functions(ctx) },
  ];
}

async function postgrest(ctx: StackContext): Promise<ServiceSpec> {
  const port = await pickPort();
  return {
    name: 'postgrest',
    start: () => startPostgrest({ dbUrl: ctx.dbUrl, jwtSecret: ctx.keys.jwtSecret, port, onLog: ctx.log('postgrest') }),
  };
}

async function auth(ctx: StackContext): Promise<ServiceSpec> {
  const port = await pickPort();
  const { authConfig: config } = ctx;
  const options = {
    dbUrl: ctx.dbUrl,
    jwtSecret: ctx.keys.jwtSecret,
    siteUrl: ctx.appUrl ?? config.site_url ?? 'http://127.0.0.1:5173',
    externalUrl: `${ctx.apiUrl}/auth/v1`,
    jwtExpiry: config.jwt_expiry,
    refreshTokenReuseInterval: config.refresh_token_reuse_interval,
    minimumPasswordLength: config.minimum_password_length,
    enableSignup: config.enable_signup,
    rateLimits: ctx.configRateLimits
      ? { signInSignUpsPerIp: config.rate_limit?.sign_in_sign_ups, tokenRefreshPerIp: config.rate_limit?.token_refresh }
      : undefined,
  };
  return {
    name: 'auth',
    start: () => startNodeService({ name: 'auth', options, port, healthPath: '/health', onLog: ctx.log('auth') }),
  };
}

async function realtime(ctx: StackContext): Promise<ServiceSpec> {
  const port = await pickPort();
  const options = { dbUrl: ctx.dbUrl, jwtSecret: ctx.keys.jwtSecret };
  return {
    name: 'realtime',
    start: () =>
      startNodeService({ name: 'realtime', options, port, healthPath: '/api/health', onLog: ctx.log('realtime') }),
  };
}

async function functions(ctx: StackContext): Promise<ServiceSpec> {
  const port = await pickPort();
  return {
    name: 'functions',
    start: () =>
      startFunctionsRuntime({
        functionsDir: ctx.functionsDir,
        envFile: ctx.functionsEnvFile,
        port,
        env: {
          SUPABASE_URL: ctx.apiUrl,
          SUPABASE_ANON_KEY: ctx.keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
          SUPABASE_DB_URL: ctx.dbUrl,
          ...ctx.functionsEnv,
        },
        preload: listFunctions(ctx.functionsDir),
        onLog: ctx.log('functions'),
      }),
  };
}
