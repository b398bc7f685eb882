import { Button } from '@/components/index.ts';
import { activeFilterChips, type FilterKey, type RankingFilters } from '../utils/rankingFilters.ts';

export interface ActiveFilterChipsProps {
  filters: RankingFilters;
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
}

/** The filters in force, each removable, and Clear all. Nothing when all are at their defaults. */
export function ActiveFilterChips({ filters, onRemove, onClearAll }: ActiveFilterChipsProps) {
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips" aria-label="Active filters" role="group">
      <ul className="filter-chips__list">
        {chips.map((chip) => (
          <li key={chip.key} className="chip filter-chip">
            <span>{chip.label}</span>
            <button
              type="button"
              className="filter-chip__remove"
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => onRemove(chip.key)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        Clear all
      </Button>
    </div>
  );
}
