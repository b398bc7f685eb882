import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarColorClass, initialsOf } from '@/lib/avatar.ts';
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

describe('avatarColorClass', () => {
  it('is the same for the same id and usually differs between ids', () => {
    const a = avatarColorClass('aaaaaaaa-0000-4000-8000-000000000001');
    expect(avatarColorClass('aaaaaaaa-0000-4000-8000-000000000001')).toBe(a);
    const colours = new Set(Array.from({ length: 20 }, (_, i) => avatarColorClass(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(10);
    expect(a).toMatch(/^avatar--hue-(\d|1\d|2[0-3])$/);
  });

  it('is neutral grey for nobody', () => {
    expect(avatarColorClass(null)).toBe('avatar--nobody');
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
    expect(avatar).toHaveClass(avatarColorClass('user-1'));
    // The accessible text is the name alone.
    expect(screen.getByText(/Ada Lovelace/)).toBeInTheDocument();
  });
});
