import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A shown name, linked to the person's public profile (/people/:id goes on to
 * /u/:handle, so a renamed handle never leaves a stale link). Plain text for
 * nobody (a deleted account).
 */
export function PersonLink({ id, children }: { id: string | null | undefined; children: ReactNode }) {
  if (!id) return <>{children}</>;
  return (
    <Link className="person-link" to={`/people/${id}`}>
      {children}
    </Link>
  );
}
