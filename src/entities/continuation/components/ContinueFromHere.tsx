import { Link, useLocation } from 'react-router';
import { loginPathFrom } from '@/lib/returnTo.ts';
import { useSession } from '@/stores/session.ts';
import { continuePath, pointLabel, type ContinuePoint } from '../utils/points.ts';

/**
 * "Continue from here" under a turn: the engine, with this debate's transcript up to here and
 * the reader's own speakers for the rest. A visitor signs in first and comes back to it.
 */
export function ContinueFromHere({ debateId, point }: { debateId: string; point: ContinuePoint }) {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const here = useLocation();
  const to = continuePath(debateId, point);
  const [pathname, search] = to.split('?');
  return (
    <Link
      className="continue-from-here"
      to={signedIn ? to : loginPathFrom({ pathname: pathname ?? '/engine', search: `?${search ?? ''}`, hash: '' })}
      state={{ from: `${here.pathname}${here.search}` }}
      aria-label={`Continue from here: after ${pointLabel(point)}`}
    >
      Continue from here
    </Link>
  );
}
