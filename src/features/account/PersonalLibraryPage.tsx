import { Link } from 'react-router';
import { buttonClass } from '@/components/index.ts';
import { useSession } from '@/stores/session.ts';

/** /history: the Personal Library heading; the router sends signed-out visitors to /login first. */
export function PersonalLibraryPage() {
  const signedIn = useSession((s) => s.status === 'signed-in');
  return (
    <div className="container">
      <header className="page-header">
        <h1>Personal Library</h1>
        <p className="page-header__lead">Your AI Debate Journey</p>
      </header>
      {!signedIn && (
        <div className="card">
          <p>Sign in to see your personal library.</p>
          <Link to="/login" className={buttonClass('primary')}>
            Sign In
          </Link>
        </div>
      )}
    </div>
  );
}
