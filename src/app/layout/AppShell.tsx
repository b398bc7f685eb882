import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '@/components/index.ts';
import { NavBar } from './NavBar.tsx';

export function AppShell() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <p>
          Agora is independent and community-driven. Each turn says who wrote it — a model, the offline demo or a person — and any of them
          may be wrong.
        </p>
      </footer>
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
