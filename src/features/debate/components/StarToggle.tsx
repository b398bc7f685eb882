import { useStars } from '@/entities/star/stores/stars.ts';

/** Stars or unstars the debate being read. */
export function StarToggle({ debateId }: { debateId: string }) {
  const starred = useStars((s) => s.starredIds.includes(debateId));
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
