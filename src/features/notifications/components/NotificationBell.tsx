import { NavLink } from 'react-router';
import './bell.css';
import { useUnreadCount } from '../hooks/useUnreadCount.ts';

/** The bell in the navigation: signed-in users only, with the live unread count. */
export function NotificationBell() {
  const unread = useUnreadCount();
  if (unread === null) return null;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <NavLink
      to="/notifications"
      className={({ isActive }) => `nav__bell${isActive ? ' nav__bell--active' : ''}`}
      aria-label={label}
      title={label}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
      {unread > 0 && (
        <span className="nav__bell-count" data-testid="unread-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}
