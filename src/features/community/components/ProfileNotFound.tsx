import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, EmptyState } from '@/components/index.ts';

/** What a profile address that leads to no one shows: the reason and a way back to the debates. */
export function ProfileNotFound({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="container">
      <EmptyState
        title={title}
        action={
          <Link to="/community/ranking" className={buttonClass('primary')}>
            Browse debates
          </Link>
        }
      >
        {children}
      </EmptyState>
    </div>
  );
}
