// The database counts response offsets in Unicode code points (char_length),
// while JavaScript strings index UTF-16 units: every offset crosses this module.

/** Number of Unicode code points in `text` (an emoji counts once). */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The code points of `text` from `start` (inclusive) to `end` (exclusive). */
export function sliceCodePoints(text: string, start: number, end?: number): string {
  return Array.from(text).slice(start, end).join('');
}
