import { forwardRef } from 'react';
import { Link } from 'react-router';
import { Button, CategoryPicker } from '@/components/index.ts';
import { MAX_CATEGORIES, type Category } from '@contract/categories.ts';
import type { SaveStatus, ShareStatus } from '../stores/generation.ts';

const SAVE_LABELS: Record<SaveStatus, string> = {
  unsaved: 'Save Debate',
  saving: 'Saving Debate...',
  saved: 'Debate Saved',
};

const SHARE_LABELS: Record<ShareStatus, string> = {
  private: 'Share with Community',
  sharing: 'Sharing...',
  shared: 'Shared with Community',
};

export interface SavePanelProps {
  categories: readonly Category[];
  status: SaveStatus;
  /** A stopped debate is saved as it is: how far it got. */
  stoppedAfter?: string | null;
  onToggle: (category: Category) => void;
  onSave: () => void;
  /** The saved debate; without it (saved from another tab) only the history link is offered. */
  savedDebateId?: string | null;
  shareStatus?: ShareStatus;
  onShare?: () => void;
}

/**
 * Save Debate: up to 3 categories (the rest disabled at 3; clicking a chosen
 * one removes it), then save. Once saved: share it with the community, open it
 * in the viewer (own private debates show there too) or go to the history.
 */
export const SavePanel = forwardRef<HTMLElement, SavePanelProps>(function SavePanel(
  { categories, status, stoppedAfter = null, onToggle, onSave, savedDebateId = null, shareStatus = 'private', onShare = () => undefined },
  ref,
) {
  const locked = status !== 'unsaved';
  const canSave = status === 'unsaved' && categories.length > 0;
  const saved = status === 'saved';
  return (
    <section className="save-panel card" aria-labelledby="save-panel-title" ref={ref}>
      <h2 id="save-panel-title">Save Debate</h2>
      {stoppedAfter && (
        <p className="field__hint" data-testid="save-stopped-note">
          {stoppedAfter}: it is saved as it is.
        </p>
      )}
      <p id="save-panel-hint" className="field__hint">
        Choose up to {MAX_CATEGORIES} categories ({categories.length} of {MAX_CATEGORIES} chosen).
      </p>
      <CategoryPicker
        selected={categories}
        onToggle={onToggle}
        locked={locked}
        labelledBy="save-panel-title"
        describedBy="save-panel-hint"
      />
      <div className="save-panel__actions">
        <Button onClick={onSave} disabled={!canSave} busy={status === 'saving'}>
          {SAVE_LABELS[status]}
        </Button>
        {saved && savedDebateId && (
          <Button
            variant={shareStatus === 'shared' ? 'secondary' : 'primary'}
            onClick={onShare}
            disabled={shareStatus !== 'private'}
            busy={shareStatus === 'sharing'}
          >
            {SHARE_LABELS[shareStatus]}
          </Button>
        )}
        {saved && savedDebateId && <Link to={`/debate/${savedDebateId}`}>Open the debate</Link>}
        {saved && <Link to="/community/history">View your debates</Link>}
      </div>
    </section>
  );
});
