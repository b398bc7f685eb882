/** Names that stand for nobody in particular get a neutral mark instead of initials. */
const PLACEHOLDER_NAMES = new Set(['[deleted]', '[deleted user]', 'anonymous', 'anonymous user']);

/** Up to two initials from a display name ("Ada Lovelace" → "AL", "plato" → "P"); "?" for none. */
export function initialsOf(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '' || PLACEHOLDER_NAMES.has(trimmed.toLowerCase())) return '?';
  const words = trimmed.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.map((word) => [...word].find((ch) => /[\p{L}\p{N}]/u.test(ch)) ?? '');
  const picked = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters.slice(0, 1);
  return picked.join('').toLocaleUpperCase() || '?';
}

/** FNV-1a: a small, stable string hash, so one id always gets the same colour. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Hues an avatar may take: one class each in components.css (`.avatar--hue-<n>`, n × 15°). */
const AVATAR_HUES = 24;

/**
 * The class of the background colour derived from the person's id (not their
 * name, so a rename keeps the colour): one of AVATAR_HUES hues, or a neutral
 * grey for nobody. A class rather than a style, so the server's HTML carries
 * the colour (its CSP refuses style attributes) and nothing changes when the
 * app takes the page over. The stylesheet keeps white initials at 4.5:1 on every hue.
 */
export function avatarColorClass(id: string | null | undefined): string {
  if (!id) return 'avatar--nobody';
  return `avatar--hue-${hash(id) % AVATAR_HUES}`;
}
