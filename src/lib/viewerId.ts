import { readStored, writeStored } from './storage.ts';

const VIEWER_ID_KEY = 'agora.viewerId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuidOrNull = (value: unknown): value is string | null => value === null || (typeof value === 'string' && UUID.test(value));

/**
 * An anonymous id for this browser, kept in localStorage, so the database
 * counts a visitor's view of a debate once a day however often they reload.
 * Without storage a fresh id per page load is the best that can be done.
 */
export function browserViewerId(): string {
  const stored = readStored<string | null>(VIEWER_ID_KEY, isUuidOrNull, null);
  if (stored) return stored;
  const created = crypto.randomUUID();
  writeStored(VIEWER_ID_KEY, created);
  return created;
}
