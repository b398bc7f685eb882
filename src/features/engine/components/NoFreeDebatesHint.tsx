import { Link } from 'react-router';

const NO_FREE_DEBATES_MESSAGE =
  'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account';

/** Shown when generation is refused because exactly 0 free debates remain. */
export function NoFreeDebatesHint({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="hint hint--warning" role="alert" data-testid="no-free-debates">
      <p className="hint__text">{NO_FREE_DEBATES_MESSAGE}</p>
      <div className="hint__actions">
        <Link to="/account">Your account</Link>
        <button type="button" className="link-button" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
