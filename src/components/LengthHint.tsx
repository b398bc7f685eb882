import { counted } from '@contract/glossary.ts';
import { codePointLength } from '@/lib/codePoints.ts';

/** A text's limits in characters, counted as the database counts them: code points, after trimming. */
export interface LengthLimits {
  min?: number;
  max: number;
}

/** How a typed text stands against its limits. */
export function lengthOf(text: string, { min = 1, max }: LengthLimits) {
  const length = codePointLength(text.trim());
  return { length, over: length > max, under: length > 0 && length < min, fits: length >= min && length <= max };
}

/** The message at a limit, or null while the text fits (or is still empty). */
function lengthMessage(text: string, limits: LengthLimits): string | null {
  const { length, over, under } = lengthOf(text, limits);
  if (over) return `${counted(length - limits.max, 'character')} over the limit of ${limits.max}: shorten it to continue.`;
  if (under) return `At least ${counted(limits.min ?? 1, 'character')} (${length} so far).`;
  if (length === limits.max) return `That is the limit of ${limits.max} characters.`;
  return null;
}

/**
 * A live count under a field ("120 / 500") and a clear message at either limit: nothing typed or
 * pasted is ever cut, and what does not fit says so before anything is sent.
 */
export function LengthHint({ id, text, limits }: { id?: string; text: string; limits: LengthLimits }) {
  const { length, over, under } = lengthOf(text, limits);
  const message = lengthMessage(text, limits);
  return (
    <p id={id} className={`length-hint${over || under ? ' length-hint--problem' : ''}`} data-testid="length-hint">
      <span className="length-hint__count">
        {length} / {limits.max}
      </span>
      <span className="length-hint__message" role="status">
        {message}
      </span>
    </p>
  );
}
