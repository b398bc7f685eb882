import { z } from 'zod';
import { readStored, writeStored } from './storage.ts';

const VIEWER_ID_KEY = 'agora.viewerId';
const uuid = z.string().uuid();

/**
 * An anonymous id for this browser, kept in localStorage, so the database
 * counts a visitor's view of a debate once a day however often they reload.
 * Without storage a fresh id per page load is the best that can be done.
 */
export function browserViewerId(): string {
  const stored = readStored<string | null>(VIEWER_ID_KEY, uuid.nullable(), null);
  if (stored) return stored;
  const created = crypto.randomUUID();
  writeStored(VIEWER_ID_KEY, created);
  return created;
}
