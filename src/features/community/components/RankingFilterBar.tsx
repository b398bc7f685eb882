import { useEffect, useId, useRef, useState } from 'react';
import {
  SORT_OPTIONS,
  TIME_OPTIONS,
  type RankingFilters,
  type RankingSort,
  type RankingTime,
} from '../utils/rankingFilters.ts';
import { CategorySelect, SearchField } from './FilterFields.tsx';

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
      className="filter-bar"
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
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sort`}>
          Sort
        </label>
        <select
          id={`${id}-sort`}
          className="select"
          value={filters.sort}
          onChange={(e) =>
            onChange({ ...filters, sort: SORT_OPTIONS.find((o) => o.value === e.target.value)?.value ?? 'newest' })
          }
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value satisfies RankingSort}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-time`}>
          Time
        </label>
        <select
          id={`${id}-time`}
          className="select"
          value={filters.time}
          onChange={(e) =>
            onChange({ ...filters, time: TIME_OPTIONS.find((o) => o.value === e.target.value)?.value ?? 'all' })
          }
        >
          {TIME_OPTIONS.map((o) => (
            <option key={o.value} value={o.value satisfies RankingTime}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-bar__toggle">
        <button
          type="button"
          className={`toggle-button${filters.starredOnly ? ' toggle-button--on' : ''}`}
          aria-pressed={filters.starredOnly}
          onClick={() => onChange({ ...filters, starredOnly: !filters.starredOnly })}
        >
          <span aria-hidden="true">{filters.starredOnly ? '★' : '☆'}</span> Starred Only
        </button>
      </div>
    </form>
  );
}
