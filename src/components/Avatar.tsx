import { avatarColorClass, initialsOf } from '@/lib/avatar.ts';

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
  return (
    <span className={`avatar avatar--${size} ${avatarColorClass(id)}`} aria-hidden="true" data-testid="avatar">
      {initialsOf(name)}
    </span>
  );
}
