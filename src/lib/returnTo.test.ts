import { describe, expect, it } from 'vitest';
import { loginPathFrom, nextPathFrom } from './returnTo.ts';

describe('signing in returns a person where they were', () => {
  it('carries the page, its query and its fragment to the login page', () => {
    expect(loginPathFrom({ pathname: '/debate/abc', search: '?response=r1', hash: '#poll' })).toBe(
      '/login?next=%2Fdebate%2Fabc%3Fresponse%3Dr1%23poll',
    );
    expect(nextPathFrom('?next=%2Fdebate%2Fabc%3Fresponse%3Dr1%23poll')).toBe('/debate/abc?response=r1#poll');
  });

  it('asks from the login page or the home page without a way back', () => {
    expect(loginPathFrom({ pathname: '/login', search: '?next=%2Fabout', hash: '' })).toBe('/login');
    expect(loginPathFrom({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });

  it('follows only a path of this site', () => {
    for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '/login?next=/x', ''])
      expect(nextPathFrom(`?next=${encodeURIComponent(next)}`)).toBeNull();
    expect(nextPathFrom('')).toBeNull();
  });
});
