import { CATEGORIES, type Category } from '@contract/categories.ts';

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
      <input id={id} className="input" type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export interface OptionSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A labelled select over a fixed list of options; an unknown value falls back to the first option. */
export function OptionSelect<T extends string>({ id, label, value, options, onChange }: OptionSelectProps<T>) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value ?? options[0]!.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const CATEGORY_OPTIONS: readonly { value: Category | ''; label: string }[] = [
  { value: '', label: 'All Categories' },
  ...CATEGORIES.map((category) => ({ value: category, label: category })),
];

export interface CategorySelectProps {
  id: string;
  /** '' = All Categories. */
  value: Category | '';
  onChange: (value: Category | '') => void;
}

export function CategorySelect({ id, value, onChange }: CategorySelectProps) {
  return <OptionSelect id={id} label="Category" value={value} options={CATEGORY_OPTIONS} onChange={onChange} />;
}
