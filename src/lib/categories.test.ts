import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@contract/categories.ts';
import { isCategoryDisabled, toggleCategory } from './categories.ts';

describe('category selection', () => {
  it('offers the ten categories of the spec', () => {
    expect(CATEGORIES).toEqual([
      'Politics',
      'Technology',
      'Philosophy',
      'Science',
      'Society',
      'Economics',
      'Environment',
      'Ethics',
      'Culture',
      'Funny',
    ]);
  });

  it('adds up to three categories and ignores a fourth', () => {
    let selected = toggleCategory([], 'Politics');
    selected = toggleCategory(selected, 'Science');
    selected = toggleCategory(selected, 'Funny');
    expect(selected).toEqual(['Politics', 'Science', 'Funny']);
    expect(toggleCategory(selected, 'Ethics')).toEqual(['Politics', 'Science', 'Funny']);
  });

  it('deselects a chosen category when clicked again, even at three', () => {
    expect(toggleCategory(['Politics', 'Science', 'Funny'], 'Science')).toEqual(['Politics', 'Funny']);
  });

  it('disables only the unchosen categories once three are chosen', () => {
    const three = ['Politics', 'Science', 'Funny'] as const;
    expect(isCategoryDisabled(three, 'Ethics')).toBe(true);
    expect(isCategoryDisabled(three, 'Science')).toBe(false);
    expect(isCategoryDisabled(['Politics', 'Science'], 'Ethics')).toBe(false);
  });
});
