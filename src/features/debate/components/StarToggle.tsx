import { useStars } from '@/entities/star/stores/stars.ts';
import { useHydrated } from '@/lib/hydration.ts';

/** Stars or unstars the debate being read. */
export function StarToggle({ debateId }: { debateId: string }) {
  // The stars are this browser's: the server's page (and the render hydrating it) shows none.
  const hydrated = useHydrated();
  const starred = useStars((s) => s.starredIds.includes(debateId)) && hydrated;
  const toggleStar = useStars((s) => s.toggleStar);
  return (
    <button
      type="button"
      className={`star-toggle${starred ? ' star-toggle--on' : ''}`}
      aria-pressed={starred}
      onClick={() => void toggleStar(debateId)}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span> {starred ? 'Starred' : 'Star'}
    </button>
  );
}
