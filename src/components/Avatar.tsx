import { avatarColor, initialsOf } from '@/lib/avatar.ts';
import { useHydrated } from '@/lib/hydration.ts';

export interface AvatarProps {
  /** The person's id: picks the colour. Null for nobody (deleted, anonymous). */
  id: string | null | undefined;
  /** The display name the initials come from. */
  name: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A generated initials avatar (no image service). Decorative: it is hidden
 * from assistive technology, so always render the name as text next to it.
 */
export function Avatar({ id, name, size = 'md' }: AvatarProps) {
  // The colour is set once the app runs: React sets it through the CSSOM, which the CSP allows,
  // while a style attribute in the server's HTML would be refused (style-src 'self') and,
  // being an attribute, not repaired by hydration.
  const hydrated = useHydrated();
  return (
    <span
      className={`avatar avatar--${size}`}
      aria-hidden="true"
      data-testid="avatar"
      style={hydrated ? { backgroundColor: avatarColor(id) } : undefined}
    >
      {initialsOf(name)}
    </span>
  );
}
