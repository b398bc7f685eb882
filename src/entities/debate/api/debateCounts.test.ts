import { beforeEach, describe, expect, it, vi } from 'vitest';

// db's PostgREST side, answering what the database would for the asked ids.
const rest = vi.hoisted(() => ({
  requests: [] as { table: string; columns: string; ids: string[] }[],
  fail: false,
}));
vi.mock('@/lib/db.ts', () => ({
  db: {
    from: (table: string) => ({
      select: (columns: string) => ({
        in: (_column: string, ids: string[]) => {
          rest.requests.push({ table, columns, ids });
          if (rest.fail) return Promise.resolve({ data: null, error: { message: 'offline' } });
          const readable = ids.filter((id) => id !== 'hidden');
          return Promise.resolve({
            data: readable.map((id, index) => ({ id, upvotes: index + 1, downvotes: 0, views: 10 })),
            error: null,
          });
        },
      }),
    }),
  },
}));

const { fetchDebateCounts } = await import('./debateCounts.ts');

beforeEach(() => {
  rest.requests = [];
  rest.fail = false;
});

describe('fetchDebateCounts', () => {
  it('reads the debates asked for together in one request', async () => {
    const [a, b, hidden] = await Promise.all([fetchDebateCounts('a'), fetchDebateCounts('b'), fetchDebateCounts('hidden')]);
    expect(rest.requests).toEqual([{ table: 'debates_with_tallies', columns: 'id, upvotes, downvotes, views', ids: ['a', 'b', 'hidden'] }]);
    expect(a).toEqual({ debateId: 'a', upvotes: 1, downvotes: 0, views: 10 });
    expect(b).toEqual({ debateId: 'b', upvotes: 2, downvotes: 0, views: 10 });
    expect(hidden).toBeNull();
    await fetchDebateCounts('c');
    expect(rest.requests).toHaveLength(2);
  });

  it('fails every read of a failed request', async () => {
    rest.fail = true;
    const results = await Promise.allSettled([fetchDebateCounts('a'), fetchDebateCounts('a')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
