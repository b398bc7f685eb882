import { CATEGORIES, isCategory, type Category } from '../../../lib/categories.ts';

// The labelled search box and category select that both community lists use.

export interface SearchFieldProps {
  id: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}

export function SearchField({ id, value, placeholder, onChange }: SearchFieldProps) {
  return (
    <div className="field filter-bar__search">
      <label className="field__label" htmlFor={id}>
        Search
      </label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export interface CategorySelectProps {
  id: string;
  /** '' = All Categories. */
  value: Category | '';
  onChange: (value: Category | '') => void;
}

export function CategorySelect({ id, value, onChange }: CategorySelectProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Category
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(e) => onChange(isCategory(e.target.value) ? e.target.value : '')}
      >
        <option value="">All Categories</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
    </div>
  );
}
