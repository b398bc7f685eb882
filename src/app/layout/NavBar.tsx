import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useHydrated } from '@/lib/hydration.ts';
import { UNTIL_APP_CLASS } from '@/lib/prerender.ts';
import { selectAppearsSignedIn, useSession } from '@/stores/session.ts';
import { loginPathFrom } from '@/lib/returnTo.ts';

// Only a signed-in person has a bell or may moderate: their code loads once someone is (never
// for a visitor, and never in the server's page, which cannot know who is there).
const LazyModerationLink = lazy(() => import('@/features/moderation/nav.ts').then((m) => ({ default: m.ModerationLink })));
const LazyNotificationBell = lazy(() => import('@/features/notifications/nav.ts').then((m) => ({ default: m.NotificationBell })));

function ModerationLink(props: ComponentProps<typeof LazyModerationLink>) {
  const signedIn = useSession((s) => s.status === 'signed-in');
  return signedIn ? (
    <Suspense fallback={null}>
      <LazyModerationLink {...props} />
    </Suspense>
  ) : null;
}

function NotificationBell() {
  const signedIn = useSession((s) => s.status === 'signed-in');
  return signedIn ? (
    <Suspense fallback={null}>
      <LazyNotificationBell />
    </Suspense>
  ) : null;
}

const linkClass = ({ isActive }: { isActive: boolean }) => `nav__link${isActive ? ' nav__link--active' : ''}`;

/** The mobile menu's open state: closed on navigation, on a press outside it and on Escape. */
function useMobileMenu(pathname: string) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    function onPointerDown(event: PointerEvent | MouseEvent) {
      const target = event.target as Node | null;
      if (target && (menuRef.current?.contains(target) || toggleRef.current?.contains(target))) return;
      setMenuOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as (e: Event) => void);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as (e: Event) => void);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  return { menuOpen, setMenuOpen, menuRef, toggleRef };
}

/** "Agora" is active on every /community page, not only the ranking it links to. */
function CommunityLink({ onCommunity, onClick }: { onCommunity: boolean; onClick?: () => void }) {
  return (
    <Link
      to="/community/ranking"
      className={linkClass({ isActive: onCommunity })}
      aria-current={onCommunity ? 'page' : undefined}
      onClick={onClick}
    >
      Agora
    </Link>
  );
}

const accountClass = ({ isActive }: { isActive: boolean }) => `nav__account${isActive ? ' nav__account--active' : ''}`;

function AccountLink() {
  const appearsSignedIn = useSession(selectAppearsSignedIn);
  // Signing in from any page comes back to it.
  const location = useLocation();
  // The server's page cannot know who is signed in: it keeps the place until the app says Account or Sign In.
  if (!useHydrated())
    return (
      <span className={`nav__account ${UNTIL_APP_CLASS}`} aria-hidden="true">
        Sign In
      </span>
    );
  return appearsSignedIn ? (
    <NavLink to="/account" className={accountClass}>
      Account
    </NavLink>
  ) : (
    <NavLink to={loginPathFrom(location)} className={accountClass}>
      Sign In
    </NavLink>
  );
}

/** Top navigation: Agora / AI Engine / About, a mobile menu, and Account or Sign In. */
export function NavBar() {
  const { pathname } = useLocation();
  const { menuOpen, setMenuOpen, menuRef, toggleRef } = useMobileMenu(pathname);
  const menuId = useId();
  const onCommunity = pathname.startsWith('/community');
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="nav">
      <div className="nav__inner">
        <Link to="/" className="nav__brand">
          <span className="nav__logo" aria-hidden="true">
            A
          </span>
          <span className="nav__wordmark">Agora</span>
        </Link>
        <nav className="nav__desktop" aria-label="Main">
          <CommunityLink onCommunity={onCommunity} />
          <NavLink to="/engine" className={linkClass}>
            AI Engine
          </NavLink>
          <NavLink to="/about" className={linkClass}>
            About
          </NavLink>
          <ModerationLink className={linkClass} />
        </nav>
        <div className="nav__right">
          <NotificationBell />
          <AccountLink />
          <button
            ref={toggleRef}
            type="button"
            className="nav__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={`nav__burger${menuOpen ? ' nav__burger--open' : ''}`} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div ref={menuRef} id={menuId} className="nav__mobile" hidden={!menuOpen}>
        <nav aria-label="Mobile">
          <CommunityLink onCommunity={onCommunity} onClick={closeMenu} />
          <NavLink to="/engine" className={linkClass} onClick={closeMenu}>
            Debate Engine
          </NavLink>
          <NavLink to="/about" className={linkClass} onClick={closeMenu}>
            About
          </NavLink>
          <ModerationLink className={linkClass} onClick={closeMenu} />
        </nav>
      </div>
    </header>
  );
}
