// Dates are written by hand in the one locale the app speaks (en-US), in the
// reader's local time: the first Intl.DateTimeFormat of a page loads ICU's
// data, 30–80 ms of main thread on this machine (four times that on a phone),
// which would land on the first screen of every list with a date.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Where a date is read: the reader's own clock, or UTC — what a server renders (it cannot know
 * the reader's zone) and what a page adopting the server's HTML must render first (LocalDate).
 */
export type DateZone = 'local' | 'utc';

function fields(date: Date, zone: DateZone) {
  return zone === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() };
}

/** "November 21, 2026"; an unreadable date gives an empty string. */
export function formatDate(value: string | Date, zone: DateZone = 'local'): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day } = fields(date, zone);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** "November 2026"; an unreadable date gives an empty string. */
export function formatMonthYear(value: string | Date, zone: DateZone = 'local'): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month } = fields(date, zone);
  return `${MONTHS[month]} ${year}`;
}

/** "Nov 21, 2026, 3:04 PM". */
export function formatDateTime(value: string | Date, zone: DateZone = 'local'): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day, hours, minutes } = fields(date, zone);
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[month]!.slice(0, 3)} ${day}, ${year}, ${clock}`;
}

/** The spec's relative times: just now, Nm ago, Nh ago, Nd ago. */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
