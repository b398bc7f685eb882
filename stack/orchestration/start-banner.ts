import fs from 'node:fs';
import path from 'node:path';
import type { RunningStack } from './start-stack.ts';

/** Where scripts (benchmarks, tools) find the running stack's addresses and keys. */
export function writeStateFile(file: string, s: RunningStack): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const state = {
    pid: process.pid,
    appUrl: s.appUrl ?? null,
    apiUrl: s.apiUrl,
    functionsUrl: s.functionsUrl,
    mailUrl: s.mailUrl,
    dbUrl: s.dbUrl,
    publishableKey: s.publishableKey,
    secretKey: s.secretKey,
    anonKey: s.anonKey,
    serviceRoleKey: s.serviceRoleKey,
    // The fixed local secret (or AGORA_JWT_SECRET): tests run on this stack (AGORA_TEST_STACK=reuse) sign tokens with it.
    jwtSecret: s.jwtSecret,
    jwks: s.jwks,
  };
  fs.writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
}

/** What `npm start` prints once everything answers. */
export function banner(s: RunningStack): string {
  return [
    '',
    'Agora is running on the embedded local Supabase stack.',
    '',
    ...(s.appUrl ? [`  App URL:          ${s.appUrl}`] : []),
    `  API URL:          ${s.apiUrl}`,
    `  Functions URL:    ${s.functionsUrl}`,
    `  Mailbox URL:      ${s.mailUrl}   (every email the auth service sends)`,
    `  DB URL:           ${s.dbUrl}`,
    `  Data directory:   ${s.dataDir}`,
    `  Publishable key:  ${s.publishableKey}`,
    `  Secret key:       ${s.secretKey}   (server-side only; refused from a browser)`,
    `  Sessions:         ${s.signingKeys.length ? `ES256, public keys at ${s.apiUrl}/auth/v1/.well-known/jwks.json` : 'HS256 with the JWT secret'}`,
    '',
    '  Legacy JWT API keys (still accepted; new projects use the two keys above):',
    `  anon key:         ${s.anonKey}`,
    `  service_role key: ${s.serviceRoleKey}`,
    '',
    s.created
      ? '  New database: migrations and seed applied (users alice/bob/carol/tester @agora.local, password "password123").'
      : `  Existing database kept${s.migrationsApplied.length ? `; applied ${s.migrationsApplied.length} new migration(s)` : ''}.`,
    '  A service that dies is restarted by itself. Press Ctrl-C to stop.',
    '',
  ].join('\n');
}
