import { useStars } from '@/entities/star/stores/stars.ts';

/** Stars or unstars a debate (locally, and on the profile when signed in). */
export function StarButton({ debateId, topic }: { debateId: string; topic: string }) {
  const starred = useStars((s) => s.starredIds.includes(debateId));
  const toggleStar = useStars((s) => s.toggleStar);
  return (
    <button
      type="button"
      className={`star-button${starred ? ' star-button--on' : ''}`}
      aria-pressed={starred}
      aria-label={`Star “${topic}”`}
      onClick={() => void toggleStar(debateId)}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
      <span className="star-button__text">{starred ? 'Starred' : 'Star'}</span>
    </button>
  );
}
