import { useEffect, useId, useRef, useState } from 'react';
import { inLoadingFrame, UNTIL_APP_CLASS } from '@/lib/prerender.ts';
import { SORT_OPTIONS, TIME_OPTIONS, type RankingFilters } from '../utils/rankingFilters.ts';
import { CategorySelect, OptionSelect, SearchField } from './FilterFields.tsx';

const SEARCH_DEBOUNCE_MS = 300;

export interface RankingFilterBarProps {
  filters: RankingFilters;
  onChange: (next: RankingFilters) => void;
}

/** Search, category, sort, time and Starred Only for the community list. */
export function RankingFilterBar({ filters, onChange }: RankingFilterBarProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const sent = useRef(filters.search);

  // A chip removal, Clear all or the back button changes the search from
  // outside; the echo of what this box sent must not undo newer typing.
  useEffect(() => {
    if (filters.search !== sent.current) {
      sent.current = filters.search;
      setSearch(filters.search);
    }
  }, [filters.search]);

  // Typing refetches once the reader pauses.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => {
      sent.current = search;
      onChange({ ...filters, search });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  return (
    <form
      // The loading frame does not know the address's filters (the server's page, rendered for no filters, does).
      className={inLoadingFrame() ? `filter-bar ${UNTIL_APP_CLASS}` : 'filter-bar'}
      role="search"
      aria-label="Filter debates"
      onSubmit={(e) => {
        e.preventDefault();
        sent.current = search;
        onChange({ ...filters, search });
      }}
    >
      <SearchField id={`${id}-search`} value={search} placeholder="Search topics or categories" onChange={setSearch} />
      <CategorySelect id={`${id}-category`} value={filters.category} onChange={(category) => onChange({ ...filters, category })} />
      <OptionSelect
        id={`${id}-sort`}
        label="Sort"
        value={filters.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => onChange({ ...filters, sort })}
      />
      <OptionSelect
        id={`${id}-time`}
        label="Time"
        value={filters.time}
        options={TIME_OPTIONS}
        onChange={(time) => onChange({ ...filters, time })}
      />
      <div className="filter-bar__toggle">
        <button
          type="button"
          className={`toggle-button${filters.starredOnly ? ' toggle-button--on' : ''}`}
          aria-pressed={filters.starredOnly}
          onClick={() => onChange({ ...filters, starredOnly: !filters.starredOnly })}
        >
          <span aria-hidden="true">{filters.starredOnly ? '★' : '☆'}</span> Starred Only
        </button>
        <button
          type="button"
          className={`toggle-button${filters.apart ? ' toggle-button--on' : ''}`}
          aria-pressed={filters.apart}
          onClick={() => onChange({ ...filters, apart: !filters.apart })}
        >
          Continuations apart
        </button>
      </div>
    </form>
  );
}
