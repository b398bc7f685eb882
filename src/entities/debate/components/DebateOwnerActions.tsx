import { useId, useState } from 'react';
import { MAX_CATEGORIES, type Category } from '@contract/categories.ts';
import { toggleCategory } from '@/lib/categories.ts';
import { deleteDebate, setDebateCategories, unshareDebate, type DebateRow } from '../api/ownDebates.ts';
import { ownDebateFailureText, type OwnDebateAction } from '../utils/ownDebateFailures.ts';
import { Button } from '@/components/Button.tsx';
import { CategoryPicker } from '@/components/CategoryPicker.tsx';
import { ErrorBox } from '@/components/ErrorBox.tsx';
import { Modal } from '@/components/Modal.tsx';
import { toast } from '@/components/toast.ts';

export interface DebateOwnerActionsProps {
  debate: Pick<DebateRow, 'id' | 'topic' | 'is_public' | 'categories'>;
  /** The debate is gone; the caller leaves or drops it from its list. */
  onDeleted: () => void;
  /** The server's row after an unshare or a category change. */
  onChanged: (debate: DebateRow) => void;
}

const OWNER_ACTION_TEXTS = {
  deleted: 'Debate deleted.',
  unshared: 'Debate unshared. It no longer appears in Community Rankings.',
  categoriesSaved: 'Categories updated.',
} as const;

/**
 * The author's own changes to a debate: change categories, unshare, delete,
 * each confirmed in a dialog. A refused change keeps the dialog open with the
 * reason, so nothing the owner chose is lost. Render it for the owner only;
 * the database refuses everyone else anyway.
 */
export function DebateOwnerActions({ debate, onDeleted, onChanged }: DebateOwnerActionsProps) {
  const [open, setOpen] = useState<OwnDebateAction | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Category[]>([]);
  const pickerTitleId = useId();
  const pickerHintId = useId();

  function show(action: OwnDebateAction) {
    setError(null);
    if (action === 'categories') setDraft([...debate.categories]);
    setOpen(action);
  }

  function close() {
    if (pending) return;
    setOpen(null);
  }

  async function run(action: OwnDebateAction, work: () => Promise<void>) {
    setPending(true);
    setError(null);
    try {
      await work();
      setOpen(null);
    } catch (failure) {
      console.error(`The debate change (${action}) failed`, failure);
      setError(ownDebateFailureText(action, failure));
    } finally {
      setPending(false);
    }
  }

  const confirmDelete = () =>
    run('delete', async () => {
      await deleteDebate(debate.id);
      toast.success(OWNER_ACTION_TEXTS.deleted);
      onDeleted();
    });
  const confirmUnshare = () =>
    run('unshare', async () => {
      onChanged(await unshareDebate(debate.id));
      toast.success(OWNER_ACTION_TEXTS.unshared);
    });
  const saveCategories = () =>
    run('categories', async () => {
      onChanged(await setDebateCategories(debate.id, draft));
      toast.success(OWNER_ACTION_TEXTS.categoriesSaved);
    });

  const unchanged = draft.length === debate.categories.length && draft.every((category) => debate.categories.includes(category));
  const cancel = (
    <Button variant="secondary" onClick={close} disabled={pending}>
      Cancel
    </Button>
  );

  return (
    <div className="owner-actions" role="group" aria-label="Manage your debate">
      <Button variant="ghost" size="sm" onClick={() => show('categories')}>
        Change categories
      </Button>
      {debate.is_public && (
        <Button variant="ghost" size="sm" onClick={() => show('unshare')}>
          Unshare
        </Button>
      )}
      <Button variant="ghost" size="sm" className="owner-actions__delete" onClick={() => show('delete')}>
        Delete
      </Button>

      <Modal
        open={open === 'delete'}
        onClose={close}
        closeOnBackdrop={!pending}
        size="sm"
        title="Delete this debate?"
        footer={
          <>
            {cancel}
            <Button variant="danger" onClick={() => void confirmDelete()} disabled={pending} busy={pending}>
              {pending ? 'Deleting…' : 'Delete debate'}
            </Button>
          </>
        }
      >
        {error && <ErrorBox>{error}</ErrorBox>}
        <p>“{debate.topic}” will be deleted with its responses, votes and stars. This cannot be undone.</p>
      </Modal>

      <Modal
        open={open === 'unshare'}
        onClose={close}
        closeOnBackdrop={!pending}
        size="sm"
        title="Unshare this debate?"
        footer={
          <>
            {cancel}
            <Button variant="primary" onClick={() => void confirmUnshare()} disabled={pending} busy={pending}>
              {pending ? 'Unsharing…' : 'Unshare debate'}
            </Button>
          </>
        }
      >
        {error && <ErrorBox>{error}</ErrorBox>}
        <p>It leaves Community Rankings and only you can open it. Its votes are kept if you share it again.</p>
      </Modal>

      <Modal
        open={open === 'categories'}
        onClose={close}
        closeOnBackdrop={!pending}
        title="Change categories"
        footer={
          <>
            {cancel}
            <Button
              variant="primary"
              onClick={() => void saveCategories()}
              disabled={pending || draft.length === 0 || unchanged}
              busy={pending}
            >
              {pending ? 'Saving…' : 'Save categories'}
            </Button>
          </>
        }
      >
        {error && <ErrorBox>{error}</ErrorBox>}
        <p id={pickerTitleId} className="visually-hidden">
          Categories
        </p>
        <p id={pickerHintId} className="field__hint">
          Choose 1 to {MAX_CATEGORIES} categories ({draft.length} of {MAX_CATEGORIES} chosen).
        </p>
        <CategoryPicker
          selected={draft}
          onToggle={(category) => setDraft((current) => toggleCategory(current, category))}
          locked={pending}
          labelledBy={pickerTitleId}
          describedBy={pickerHintId}
        />
      </Modal>
    </div>
  );
}
