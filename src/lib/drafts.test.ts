import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDraft, resumeDraft, writeDraft } from './drafts.ts';

const isString = (value: unknown): value is string => typeof value === 'string';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('drafts', () => {
  it('keep what was typed until it is cleared', () => {
    writeDraft('reply:r1', 'Half a thought');
    expect(readDraft('reply:r1', isString)).toEqual({ value: 'Half a thought', resume: false });
    clearDraft('reply:r1');
    expect(readDraft('reply:r1', isString)).toBeNull();
  });

  it('remember that the person went to sign in, so the draft reopens where it was', () => {
    writeDraft('reply:r1', 'Half a thought');
    resumeDraft('reply:r1');
    expect(readDraft('reply:r1', isString)?.resume).toBe(true);
  });

  it('are dropped after a week, and when what is stored is not a draft of that kind', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    writeDraft('reply:old', 'Old');
    vi.setSystemTime(new Date('2026-11-08T00:00:01Z'));
    expect(readDraft('reply:old', isString)).toBeNull();
    expect(localStorage.getItem('agora:draft:reply:old')).toBeNull();
    writeDraft('reply:n', 42);
    expect(readDraft('reply:n', isString)).toBeNull();
  });
});
