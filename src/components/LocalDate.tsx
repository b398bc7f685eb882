import { formatDate, formatDateTime, formatMonthYear } from '@/lib/format.ts';
import { useHydrated } from '@/lib/hydration.ts';

type DateForm = 'date' | 'month' | 'date-time';

const FORMATS = { date: formatDate, month: formatMonthYear, 'date-time': formatDateTime } as const;

/**
 * A date as the reader's clock has it. The server renders pages in UTC (it cannot know the
 * reader's zone), and a page adopting the server's HTML must first render what the server did:
 * a reader east or west of UTC would otherwise get a hydration mismatch (React throws the
 * server's page away and renders it again) whenever their date is not UTC's. Their own date
 * follows at once after.
 */
export function useLocalDate(value: string, form: DateForm = 'date'): string {
  const hydrated = useHydrated();
  return FORMATS[form](value, hydrated ? 'local' : 'utc');
}

/** `<time>` with the date in the reader's zone (see useLocalDate). */
export function LocalDate({ value, form = 'date' }: { value: string; form?: DateForm }) {
  return <time dateTime={value}>{useLocalDate(value, form)}</time>;
}
