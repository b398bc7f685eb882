import { readStored, removeStored, writeStored } from './storage.ts';
import { isRecord } from './guards.ts';

/**
 * Drafts: what a person types (a response, a reply, a ∆ reason, a report) survives a reload and
 * a sign-in detour, in this browser, until it is sent or a week has passed. A draft marked
 * `resume` (its "Sign In" was clicked) reopens where it was when the person comes back.
 */
const PREFIX = 'agora:draft:';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored<T> {
  savedAt: number;
  resume: boolean;
  value: T;
}

const isStored = (value: unknown): value is Stored<unknown> =>
  isRecord(value) && typeof value.savedAt === 'number' && typeof value.resume === 'boolean' && 'value' in value;

export function readDraft<T>(key: string, isValue: (value: unknown) => value is T): { value: T; resume: boolean } | null {
  const stored = readStored(PREFIX + key, isStored, null);
  if (!stored || Date.now() - stored.savedAt > WEEK_MS || !isValue(stored.value)) {
    if (stored) removeStored(PREFIX + key);
    return null;
  }
  return { value: stored.value, resume: stored.resume };
}

export function writeDraft(key: string, value: unknown, resume = false): void {
  writeStored(PREFIX + key, { savedAt: Date.now(), resume, value } satisfies Stored<unknown>);
}

/** Marks a draft to reopen where it was once the person is back (they went to sign in). */
export function resumeDraft(key: string): void {
  const stored = readStored(PREFIX + key, isStored, null);
  if (stored) writeStored(PREFIX + key, { ...stored, resume: true, savedAt: Date.now() });
}

export function clearDraft(key: string): void {
  removeStored(PREFIX + key);
}
