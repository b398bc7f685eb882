import { NavLink } from 'react-router';
import { useIsModerator } from '../hooks/useIsModerator.ts';

/** The "Moderation" navigation link, for moderators only. */
export function ModerationLink({ className, onClick }: { className: (state: { isActive: boolean }) => string; onClick?: () => void }) {
  const isModerator = useIsModerator();
  if (!isModerator) return null;
  return (
    <NavLink to="/moderation" className={className} onClick={onClick}>
      Moderation
    </NavLink>
  );
}
