import { useEffect, useState } from 'react';
import { useSession } from '@/stores/session.ts';
import { fetchIsModerator } from '../api/moderationApi.ts';

/** null while unknown, then whether the signed-in user is a moderator (false for visitors). */
export function useIsModerator(): boolean | null {
  const status = useSession((state) => state.status);
  const userId = useSession((state) => state.user?.id ?? null);
  const [result, setResult] = useState<{ userId: string | null; value: boolean } | null>(null);

  useEffect(() => {
    if (status !== 'signed-in' || !userId) return;
    let current = true;
    fetchIsModerator()
      .then((value) => current && setResult({ userId, value }))
      .catch((error: unknown) => {
        console.error('Could not check moderator rights', error);
        if (current) setResult({ userId, value: false });
      });
    return () => {
      current = false;
    };
  }, [status, userId]);

  if (status === 'loading') return null;
  if (status !== 'signed-in') return false;
  return result?.userId === userId ? result.value : null;
}
