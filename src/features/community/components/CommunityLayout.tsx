import { NavLink, Outlet } from 'react-router';
import './community.css';

const tabClass = ({ isActive }: { isActive: boolean }) => `tabs__tab${isActive ? ' tabs__tab--selected' : ''}`;

/** /community/*: the Agora heading and the Community Forum / History / Open challenges / Leaderboard tabs (links, one per route). */
export function CommunityLayout() {
  return (
    <div className="container community">
      <header className="page-header">
        <h1>Agora</h1>
        <p className="page-header__lead">Debates shared by the community: search, vote, star and respond.</p>
      </header>
      <nav aria-label="Community sections" className="tabs__list community-tabs">
        <NavLink to="/community/ranking" className={tabClass}>
          Community Forum
        </NavLink>
        <NavLink to="/community/history" className={tabClass}>
          History
        </NavLink>
        <NavLink to="/community/challenges" className={tabClass}>
          Open challenges
        </NavLink>
        <NavLink to="/community/leaderboard" className={tabClass}>
          Leaderboard
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
