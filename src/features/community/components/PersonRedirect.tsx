import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { DelayedSpinner } from '@/components/index.ts';
import { handleOf } from '../api/profileApi.ts';
import { ProfileNotFound } from './ProfileNotFound.tsx';

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
  return <ProfileNotFound title="This profile is not available" />;
}
