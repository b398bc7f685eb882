/**
 * Whether a new read of the database brought back what is already shown.
 * Compared as JSON: PostgREST writes the same rows the same way, key order
 * included, and a live catch-up that finds nothing new must not set new state
 * (even an unchanged value, set from outside a render, renders the viewer again).
 */
export function sameRead(shown: unknown, read: unknown): boolean {
  return JSON.stringify(shown) === JSON.stringify(read);
}
