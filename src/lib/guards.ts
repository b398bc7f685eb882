// Hand-written narrowing for the few small shapes on the first screen's path
// (localStorage values, error objects), where a schema library would cost more
// bytes than everything it checks.

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** A plain JSON-like object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
