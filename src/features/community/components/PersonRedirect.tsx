import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { buttonClass, DelayedSpinner, EmptyState } from '@/components/index.ts';
import { handleOf } from '../api/profileApi.ts';

/** /people/:userId: where a shown name links; goes on to the person's profile at their current handle. */
export function PersonRedirect() {
  const { userId = '' } = useParams();
  const [handle, setHandle] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    handleOf(userId).then(
      (found) => live && setHandle(found),
      () => live && setHandle(null),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  if (handle) return <Navigate to={`/u/${handle}`} replace />;
  if (handle === undefined) return <DelayedSpinner label="Opening the profile…" />;
  return (
    <div className="container">
      <EmptyState
        title="This profile is not available"
        action={
          <Link to="/community/ranking" className={buttonClass('primary')}>
            Browse debates
          </Link>
        }
      />
    </div>
  );
}
