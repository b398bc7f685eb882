import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarColor, initialsOf } from '@/lib/avatar.ts';
import { Avatar } from './Avatar.tsx';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace   brewster murray hopper ')).toBe('GH');
    expect(initialsOf('plato')).toBe('P');
    expect(initialsOf('Émile (the) Durkheim')).toBe('ÉD');
  });

  it('gives "?" to nobody in particular', () => {
    for (const name of [null, '', '   ', 'Anonymous User', 'Anonymous', '[deleted]', '[deleted user]']) {
      expect(initialsOf(name)).toBe('?');
    }
  });
});

describe('avatarColor', () => {
  it('is the same for the same id and usually differs between ids', () => {
    const a = avatarColor('aaaaaaaa-0000-4000-8000-000000000001');
    expect(avatarColor('aaaaaaaa-0000-4000-8000-000000000001')).toBe(a);
    const colours = new Set(Array.from({ length: 20 }, (_, i) => avatarColor(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(10);
    expect(a).toMatch(/^hsl\(\d{1,3} 60% 32%\)$/);
  });

  it('is neutral grey for nobody', () => {
    expect(avatarColor(null)).toBe('hsl(220 9% 40%)');
  });
});

describe('Avatar', () => {
  it('shows the initials, hidden from assistive technology, in the id colour', () => {
    render(
      <p>
        <Avatar id="user-1" name="Ada Lovelace" /> Ada Lovelace
      </p>,
    );
    const avatar = screen.getByTestId('avatar');
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar.style.backgroundColor).not.toBe('');
    // The accessible text is the name alone.
    expect(screen.getByText(/Ada Lovelace/)).toBeInTheDocument();
  });
});
