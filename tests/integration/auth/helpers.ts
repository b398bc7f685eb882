// Starts the auth service against the integration database and builds real
// auth-js clients pointed at it.
import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import crypto from 'node:crypto';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { type AuthServiceOptions, startAuthService } from '../../../stack/auth/index.ts';
import { stackKeys, type StackKeys } from '../../../stack/orchestration/keys.ts';
import type { RunningService } from '../../../stack/orchestration/running-service.ts';

export const EXTERNAL_URL = 'http://127.0.0.1:54321/auth/v1';

/** The Web Storage subset auth-js needs, kept in memory. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export interface AuthHarness {
  service: RunningService;
  keys: StackKeys;
  /** Superuser connection for checking what landed in the database. */
  db: pg.Client;
  /** A fresh client, as one browser tab would hold it. */
  client(headers?: Record<string, string>): GoTrueClient;
  stop(): Promise<void>;
}

export async function startAuthHarness(overrides: Partial<AuthServiceOptions> = {}): Promise<AuthHarness> {
  const keys = await stackKeys();
  const service = await startAuthService({
    dbUrl: inject('dbUrl'),
    jwtSecret: keys.jwtSecret,
    siteUrl: 'http://127.0.0.1:5173',
    externalUrl: EXTERNAL_URL,
    ...overrides,
  });
  const db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
  return {
    service,
    keys,
    db,
    client: (headers = {}) =>
      new AuthClient({
        url: service.url,
        headers: { apikey: keys.anonKey, ...headers },
        storage: memoryStorage(),
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      }),
    stop: async () => {
      await db.end();
      await service.stop();
    },
  };
}

/** An address no other test (or earlier run on the same database) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks max_frequency's refusal ("… after N seconds."), whose N counts down
 * from the stamp of the email before it. That stamp was made after
 * `startedAt` and the refusal before now, so N lies between the interval less
 * the time measured in between (however slow the machine was) and the
 * interval itself: a wrong count still fails.
 */
export function expectWaitLeft(message: string | undefined, maxFrequencySeconds: number, startedAt: number): void {
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const left = /^For security purposes, you can only request this after (\d+) seconds\.$/.exec(message ?? '')?.[1];
  expect(left, message).toBeDefined();
  expect(Number(left)).toBeGreaterThanOrEqual(Math.floor(maxFrequencySeconds - elapsedSeconds));
  expect(Number(left)).toBeLessThanOrEqual(maxFrequencySeconds);
}
