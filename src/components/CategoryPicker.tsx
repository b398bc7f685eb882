import { CATEGORIES, type Category } from '@contract/categories.ts';
import { isCategoryDisabled } from '@/lib/categories.ts';

export interface CategoryPickerProps {
  selected: readonly Category[];
  onToggle: (category: Category) => void;
  /** Every chip disabled (e.g. once saved, or while a change is sent). */
  locked?: boolean;
  labelledBy: string;
  describedBy?: string;
}

/** The category chips of the save rules: up to 3 chosen, the rest disabled at 3; a chosen one toggles off. */
export function CategoryPicker({ selected, onToggle, locked = false, labelledBy, describedBy }: CategoryPickerProps) {
  return (
    <div className="category-picker" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {CATEGORIES.map((category) => {
        const chosen = selected.includes(category);
        return (
          <button
            key={category}
            type="button"
            className={`category-chip${chosen ? ' category-chip--selected' : ''}`}
            aria-pressed={chosen}
            disabled={locked || isCategoryDisabled(selected, category)}
            onClick={() => onToggle(category)}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
