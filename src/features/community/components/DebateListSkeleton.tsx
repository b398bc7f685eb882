import type { ReactNode } from 'react';

const CARDS = 6;

/**
 * Placeholder cards of the real cards' size (same classes, lines of the same
 * height) while the first page loads: the list takes its space at once, so
 * nothing moves when it arrives. `children` (the delayed spinner) sits on top.
 */
export function DebateListSkeleton({ variant, children }: { variant: 'ranking' | 'history'; children?: ReactNode }) {
  return (
    <div className="skeleton-region">
      {children}
      <ol className="debate-list" aria-hidden="true" data-testid="list-skeleton">
        {Array.from({ length: CARDS }, (_, index) => (
          <li key={index}>
            <div className={`card ${variant === 'ranking' ? 'debate-card' : 'history-card'} debate-card--skeleton`}>
              <div className="debate-card__main">
                <span className="skeleton-line skeleton-line--title" />
                <span className="skeleton-line skeleton-line--meta" />
                {variant === 'ranking' && <span className="skeleton-line skeleton-line--preview" />}
                <span className="skeleton-line skeleton-line--chip" />
              </div>
              {variant === 'ranking' && (
                // The real side's three parts at their sizes, so they wrap as the card's do.
                <div className="debate-card__side">
                  <span className="skeleton-line skeleton-line--stats" />
                  <span className="skeleton-line skeleton-line--vote" />
                  <span className="skeleton-line skeleton-line--star" />
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
