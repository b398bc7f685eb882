import { CATEGORIES, MAX_CATEGORIES, type Category } from '@contract/categories.ts';

/** Clicking a selected category deselects it; a new one is added only while fewer than 3 are chosen. */
export function toggleCategory(selected: readonly Category[], category: Category): Category[] {
  if (selected.includes(category)) return selected.filter((c) => c !== category);
  if (selected.length >= MAX_CATEGORIES) return [...selected];
  return [...selected, category];
}

/** At 3 chosen, the remaining categories are disabled. */
export function isCategoryDisabled(selected: readonly Category[], category: Category): boolean {
  return !selected.includes(category) && selected.length >= MAX_CATEGORIES;
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
