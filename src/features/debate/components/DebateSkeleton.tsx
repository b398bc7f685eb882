import type { ReactNode } from 'react';

/**
 * The viewer's layout (debate two-thirds, responses one-third) with
 * placeholder lines while the debate loads, so the page has its shape at once.
 * `children` (the delayed spinner) sits on top.
 */
export function DebateSkeleton({ children }: { children?: ReactNode }) {
  return (
    <div className="skeleton-region">
      {children}
      <div className="debate-layout" aria-hidden="true" data-testid="debate-skeleton">
        <div className="debate-pane">
          <div className="debate-header debate-skeleton__header">
            {/* Filled by the entry in the prerendered frame once the debate has arrived (utils/frameTopic.ts). */}
            <h1 className="debate-header__topic debate-skeleton__title" data-frame-topic="" />
            <span className="skeleton-line debate-skeleton__topic" />
            <span className="skeleton-line debate-skeleton__meta" />
            <span className="skeleton-line debate-skeleton__chip" />
          </div>
          <div className="card debate-skeleton__turn" />
          <div className="card debate-skeleton__turn" />
        </div>
        <div className="card debate-skeleton__responses" />
      </div>
    </div>
  );
}
