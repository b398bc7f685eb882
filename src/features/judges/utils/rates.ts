/** "33% (1 of 3)", or a dash when there is nothing to count. */
export function rateText(part: number, whole: number): string {
  if (whole === 0) return '—';
  return `${Math.round((part / whole) * 100)}% (${part} of ${whole})`;
}
