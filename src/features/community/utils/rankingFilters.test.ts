import { describe, expect, it } from 'vitest';
import {
  activeFilterChips,
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  withoutFilter,
  type RankingFilters,
} from './rankingFilters.ts';

const busy: RankingFilters = {
  search: ' mars ',
  category: 'Science',
  sort: 'controversial',
  time: 'week',
  starredOnly: true,
  apart: true,
};

describe('active filter chips', () => {
  it('shows no chip for the default filters', () => {
    expect(activeFilterChips(DEFAULT_FILTERS)).toEqual([]);
  });

  it('shows one chip per filter that differs from its default', () => {
    expect(activeFilterChips(busy).map((c) => c.label)).toEqual([
      'Search: "mars"',
      'Category: Science',
      'Sort: Controversial',
      'Time: This Week',
      'Starred Only',
      'Continuations and rematches apart',
    ]);
  });

  it('ignores a search made only of spaces', () => {
    expect(activeFilterChips({ ...DEFAULT_FILTERS, search: '   ' })).toEqual([]);
  });

  it('removing a chip resets only that filter', () => {
    const next = withoutFilter(busy, 'category');
    expect(next).toEqual({ ...busy, category: '' });
    expect(activeFilterChips(next).map((c) => c.key)).toEqual(['search', 'sort', 'time', 'starredOnly', 'apart']);
    expect(withoutFilter(busy, 'starredOnly').starredOnly).toBe(false);
  });
});

describe('filters in the address', () => {
  it('round-trips through the query string and omits defaults', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    const params = filtersToParams(busy);
    expect(params.get('starred')).toBe('1');
    expect(filtersFromParams(params)).toEqual(busy);
  });

  it('falls back to the defaults for unknown values', () => {
    expect(filtersFromParams(new URLSearchParams('sort=best&time=year&category=Cooking&starred=yes'))).toEqual(DEFAULT_FILTERS);
  });
});
