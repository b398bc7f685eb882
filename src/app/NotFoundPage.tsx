import { Link } from 'react-router';
import { EmptyState, buttonClass } from '../components/index.ts';

export function NotFoundPage() {
  return (
    <div className="container">
      <h1>Page not found</h1>
      <EmptyState
        title="There is nothing at this address."
        action={
          <Link to="/community/ranking" className={buttonClass('primary')}>
            Go to Agora
          </Link>
        }
      />
    </div>
  );
}
