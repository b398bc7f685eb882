import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session.ts';
import { NavBar } from './NavBar.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar />
      <div data-testid="outside">outside</div>
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSession.setState({ status: 'loading', user: null, profile: null, lastKnownSignedIn: false });
});

describe('NavBar', () => {
  it('shows Account while loading when the visitor was signed in last time', () => {
    useSession.setState({ status: 'loading', lastKnownSignedIn: true });
    renderAt('/about');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows Sign In while loading otherwise, and once signed out', () => {
    renderAt('/about');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Fabout');
    useSession.setState({ status: 'signed-out', lastKnownSignedIn: true });
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('highlights Agora on every /community path', () => {
    renderAt('/community/history');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const agora = main.querySelector('a[href="/community/ranking"]');
    expect(agora).toHaveAttribute('aria-current', 'page');
    expect(agora).toHaveClass('nav__link--active');
    expect(main.querySelector('a[href="/engine"]')).toHaveTextContent('AI Engine');
    expect(main.querySelector('a[href="/about"]')).toHaveTextContent('About');
  });

  it('has a mobile menu (Agora, Debate Engine, About) that closes on an outside click', async () => {
    renderAt('/about');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toBeVisible();
    expect(screen.getByRole('link', { name: 'Debate Engine' })).toHaveAttribute('href', '/engine');
    await userEvent.click(screen.getByTestId('outside'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('closes the mobile menu after a link is chosen', async () => {
    renderAt('/about');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Debate Engine' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
