import { Link } from 'react-router';
import { Button } from '../../../components/index.ts';
import { CATEGORIES, isCategoryDisabled, MAX_CATEGORIES, type Category } from '../../../lib/categories.ts';
import type { SaveStatus } from '../stores/generation.ts';

export const SAVE_LABELS: Record<SaveStatus, string> = {
  unsaved: 'Save Debate',
  saving: 'Saving Debate...',
  saved: 'Debate Saved',
};

export interface SavePanelProps {
  categories: readonly Category[];
  status: SaveStatus;
  onToggle: (category: Category) => void;
  onSave: () => void;
}

/** Save Debate: up to 3 categories (the rest disabled at 3; clicking a chosen one removes it), then save. */
export function SavePanel({ categories, status, onToggle, onSave }: SavePanelProps) {
  const locked = status !== 'unsaved';
  const canSave = status === 'unsaved' && categories.length > 0;
  return (
    <section className="save-panel card" aria-labelledby="save-panel-title">
      <h2 id="save-panel-title">Save Debate</h2>
      <p id="save-panel-hint" className="field__hint">
        Choose up to {MAX_CATEGORIES} categories ({categories.length} of {MAX_CATEGORIES} chosen).
      </p>
      <div className="category-picker" role="group" aria-labelledby="save-panel-title" aria-describedby="save-panel-hint">
        {CATEGORIES.map((category) => {
          const selected = categories.includes(category);
          return (
            <button
              key={category}
              type="button"
              className={`category-chip${selected ? ' category-chip--selected' : ''}`}
              aria-pressed={selected}
              disabled={locked || isCategoryDisabled(categories, category)}
              onClick={() => onToggle(category)}
            >
              {category}
            </button>
          );
        })}
      </div>
      <div className="save-panel__actions">
        <Button onClick={onSave} disabled={!canSave} busy={status === 'saving'}>
          {SAVE_LABELS[status]}
        </Button>
        {status === 'saved' && <Link to="/community/history">View your debates</Link>}
      </div>
    </section>
  );
}
