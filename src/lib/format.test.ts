import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear, relativeTime } from './format.ts';

// The hand-written formats must read exactly as the platform's en-US ones.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const monthYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long' });
const shortDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const samples = [0, 1, 5, 8, 11].flatMap((month) =>
  [0, 1, 11, 12, 13, 23].map((hour) => new Date(2026, month, 3 + month * 2, hour, month * 5)),
);

describe('date formats', () => {
  it('write the date as en-US Intl does, in local time', () => {
    for (const date of samples) expect(formatDate(date)).toBe(longDate.format(date));
    expect(formatDate('2026-11-21T10:00:00Z')).toBe(longDate.format(new Date('2026-11-21T10:00:00Z')));
  });

  it('write the month and year as en-US Intl does, in local time', () => {
    for (const date of samples) expect(formatMonthYear(date)).toBe(monthYear.format(date));
    expect(formatMonthYear('2026-11-21T10:00:00Z')).toBe(monthYear.format(new Date('2026-11-21T10:00:00Z')));
  });

  it('write the date and time as en-US Intl does, midnight and noon included', () => {
    for (const date of samples) expect(formatDateTime(date)).toBe(shortDateTime.format(date));
  });

  it('write the date in UTC when asked, whatever the zone of the machine (what a server renders)', () => {
    const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    for (const date of samples) {
      expect(formatDate(date, 'utc')).toBe(utc({ year: 'numeric', month: 'long', day: 'numeric' }).format(date));
      expect(formatMonthYear(date, 'utc')).toBe(utc({ year: 'numeric', month: 'long' }).format(date));
      expect(formatDateTime(date, 'utc')).toBe(
        utc({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date),
      );
    }
    expect(formatDate('2026-11-28T23:30:00Z', 'utc')).toBe('November 28, 2026');
  });

  it('give an empty string for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatMonthYear('not a date')).toBe('');
    expect(relativeTime('not a date')).toBe('');
  });
});
