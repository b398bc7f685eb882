import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '../api/familyApi.ts';

const api = vi.hoisted(() => ({ fetchDebateFamily: vi.fn() }));
vi.mock('../api/familyApi.ts', () => api);

const { DebateFamily } = await import('./DebateFamily.tsx');

const member = (id: string, kind: FamilyMember['kind'], isPublic: boolean): FamilyMember => ({
  id,
  kind,
  afterLabel: kind === 'continuation' ? 'Round 2, First Speaker' : null,
  parentId: null,
  speaker1Model: 'gpt-4',
  speaker2Model: 'gpt-3.5-turbo',
  authorName: 'Alice',
  isPublic,
  createdAt: '2026-11-28T09:00:00Z',
  questions: 0,
});

describe('DebateFamily', () => {
  it("counts the shared members as the ranking's card does, and the owner's private ones apart", async () => {
    api.fetchDebateFamily.mockResolvedValue({
      origin: null,
      members: [member('a', 'continuation', true), member('b', 'continuation', false), member('c', 'rematch', true)],
    });
    render(
      <MemoryRouter>
        <DebateFamily debateId="d" topic="Should cities ban cars?" canRematch={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('family-count')).toHaveTextContent('1 continuation · 1 rematch · 1 private, only you see it');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
