import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth.tsx';

function UsesAuth() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('refuses to work outside an AuthProvider', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<UsesAuth />)).toThrow('useAuth must be used within an AuthProvider');
    errors.mockRestore();
  });
});
