import type { Category } from '@contract/categories.ts';
import { isCategory } from '@/lib/categories.ts';

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Popular' },
  { value: 'controversial', label: 'Controversial' },
  { value: 'persuasive', label: 'Most persuasive' },
] as const;

export const TIME_OPTIONS = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
] as const;

export type RankingSort = (typeof SORT_OPTIONS)[number]['value'];
type RankingTime = (typeof TIME_OPTIONS)[number]['value'];

export interface RankingFilters {
  search: string;
  category: Category | '';
  sort: RankingSort;
  time: RankingTime;
  starredOnly: boolean;
  /** Continuations and rematches as cards of their own, instead of grouped under their original. */
  apart: boolean;
}

export const DEFAULT_FILTERS: RankingFilters = {
  search: '',
  category: '',
  sort: 'newest',
  time: 'all',
  starredOnly: false,
  apart: false,
};

function oneOf<T extends string>(options: readonly { value: T }[], value: string | null, fallback: T): T {
  return options.find((o) => o.value === value)?.value ?? fallback;
}

/**
 * Filters live in the address (?q=&category=&sort=&time=&starred=1&apart=1) so a
 * reload, the back button or a shared link keeps them; unknown values fall back
 * to the defaults instead of failing the list.
 */
export function filtersFromParams(params: URLSearchParams): RankingFilters {
  const category = params.get('category');
  return {
    search: params.get('q') ?? '',
    category: category !== null && isCategory(category) ? category : '',
    sort: oneOf(SORT_OPTIONS, params.get('sort'), DEFAULT_FILTERS.sort),
    time: oneOf(TIME_OPTIONS, params.get('time'), DEFAULT_FILTERS.time),
    starredOnly: params.get('starred') === '1',
    apart: params.get('apart') === '1',
  };
}

export function filtersToParams(filters: RankingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set('q', filters.search);
  if (filters.category !== '') params.set('category', filters.category);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.time !== DEFAULT_FILTERS.time) params.set('time', filters.time);
  if (filters.starredOnly) params.set('starred', '1');
  if (filters.apart) params.set('apart', '1');
  return params;
}

export type FilterKey = keyof RankingFilters;

export interface FilterChip {
  key: FilterKey;
  label: string;
}

/** One chip per filter that differs from its default, in the order of the controls. */
export function activeFilterChips(filters: RankingFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const search = filters.search.trim();
  if (search !== '') chips.push({ key: 'search', label: `Search: "${search}"` });
  if (filters.category !== '') chips.push({ key: 'category', label: `Category: ${filters.category}` });
  if (filters.sort !== DEFAULT_FILTERS.sort) {
    chips.push({ key: 'sort', label: `Sort: ${SORT_OPTIONS.find((o) => o.value === filters.sort)?.label}` });
  }
  if (filters.time !== DEFAULT_FILTERS.time) {
    chips.push({ key: 'time', label: `Time: ${TIME_OPTIONS.find((o) => o.value === filters.time)?.label}` });
  }
  if (filters.starredOnly) chips.push({ key: 'starredOnly', label: 'Starred Only' });
  if (filters.apart) chips.push({ key: 'apart', label: 'Continuations and rematches apart' });
  return chips;
}

/** The filters with one chip removed (that filter back at its default). */
export function withoutFilter(filters: RankingFilters, key: FilterKey): RankingFilters {
  return { ...filters, [key]: DEFAULT_FILTERS[key] };
}
