import { describe, expect, it } from 'vitest';
import { relativeTime } from './format.ts';

// The response pane shows these times; the boundaries are the spec's.
describe('relative times of responses', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says just now under a minute (and for clock skew into the future)', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(59_000), now)).toBe('just now');
    expect(relativeTime(ago(-30_000), now)).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59m ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23h ago');
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1d ago');
    expect(relativeTime(ago(10 * 24 * 3_600_000), now)).toBe('10d ago');
  });
});
