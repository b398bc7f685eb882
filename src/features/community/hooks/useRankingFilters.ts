import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type RankingFilters } from '../utils/rankingFilters.ts';

/** The ranking's filters, kept in the address so reloads and shared links keep them. */
export function useRankingFilters(): [RankingFilters, (next: RankingFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback((next: RankingFilters) => setParams(filtersToParams(next), { replace: true }), [setParams]);
  return [filters, setFilters];
}
