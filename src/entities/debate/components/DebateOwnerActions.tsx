import { useId, useState, type ReactNode } from 'react';
import { MAX_CATEGORIES, type Category } from '@contract/categories.ts';
import { toggleCategory } from '@/lib/categories.ts';
import { deleteDebate, setDebateCategories, unshareDebate, type DebateRow } from '../api/ownDebates.ts';
import { ownDebateFailureText, type OwnDebateAction } from '../utils/ownDebateFailures.ts';
import { Button } from '@/components/Button.tsx';
import { CategoryPicker } from '@/components/CategoryPicker.tsx';
import { ErrorBox } from '@/components/ErrorBox.tsx';
import { Modal } from '@/components/Modal.tsx';
import { toast } from '@/components/toast.ts';
import { useMutation } from '@/hooks/useMutation.ts';

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

interface OwnerDialogProps {
  open: boolean;
  title: string;
  size?: 'sm';
  pending: boolean;
  error: string | null;
  onClose: () => void;
  action: { label: string; busyLabel: string; variant: 'primary' | 'danger'; disabled?: boolean; onClick: () => void };
  children: ReactNode;
}

/** One of the owner's confirmations: why a change was refused, what it does, Cancel and the change itself. */
function OwnerDialog({ open, title, size, pending, error, onClose, action, children }: OwnerDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeOnBackdrop={!pending}
      size={size}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant={action.variant} onClick={action.onClick} disabled={pending || action.disabled} busy={pending}>
            {pending ? action.busyLabel : action.label}
          </Button>
        </>
      }
    >
      {error && <ErrorBox>{error}</ErrorBox>}
      {children}
    </Modal>
  );
}

/** The categories to choose from, 1 to 3, with how many are chosen. */
function CategoriesField({ draft, locked, onToggle }: { draft: Category[]; locked: boolean; onToggle: (category: Category) => void }) {
  const pickerTitleId = useId();
  const pickerHintId = useId();
  return (
    <>
      <p id={pickerTitleId} className="visually-hidden">
        Categories
      </p>
      <p id={pickerHintId} className="field__hint">
        Choose 1 to {MAX_CATEGORIES} categories ({draft.length} of {MAX_CATEGORIES} chosen).
      </p>
      <CategoryPicker selected={draft} onToggle={onToggle} locked={locked} labelledBy={pickerTitleId} describedBy={pickerHintId} />
    </>
  );
}

/**
 * The author's own changes to a debate: change categories, unshare, delete,
 * each confirmed in a dialog. A refused change keeps the dialog open with the
 * reason, so nothing the owner chose is lost. Render it for the owner only;
 * the database refuses everyone else anyway.
 */
export function DebateOwnerActions({ debate, onDeleted, onChanged }: DebateOwnerActionsProps) {
  const [open, setOpen] = useState<OwnDebateAction | null>(null);
  const [draft, setDraft] = useState<Category[]>([]);
  const change = useMutation((_action: OwnDebateAction, work: () => Promise<void>) => work(), {
    errorText: (failure, action) => ownDebateFailureText(action, failure),
    onError: (failure, action) => console.error(`The debate change (${action}) failed`, failure),
    onSuccess: () => setOpen(null),
  });
  const { pending, error } = change;

  function show(action: OwnDebateAction) {
    change.reset();
    if (action === 'categories') setDraft([...debate.categories]);
    setOpen(action);
  }

  function close() {
    if (!pending) setOpen(null);
  }

  const confirmDelete = () =>
    change.run('delete', async () => {
      await deleteDebate(debate.id);
      toast.success(OWNER_ACTION_TEXTS.deleted);
      onDeleted();
    });
  const confirmUnshare = () =>
    change.run('unshare', async () => {
      onChanged(await unshareDebate(debate.id));
      toast.success(OWNER_ACTION_TEXTS.unshared);
    });
  const saveCategories = () =>
    change.run('categories', async () => {
      onChanged(await setDebateCategories(debate.id, draft));
      toast.success(OWNER_ACTION_TEXTS.categoriesSaved);
    });

  const unchanged = draft.length === debate.categories.length && draft.every((category) => debate.categories.includes(category));
  const dialog = { pending, error, onClose: close };

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

      <OwnerDialog
        {...dialog}
        open={open === 'delete'}
        size="sm"
        title="Delete this debate?"
        action={{ label: 'Delete debate', busyLabel: 'Deleting…', variant: 'danger', onClick: () => void confirmDelete() }}
      >
        <p>“{debate.topic}” will be deleted with its responses, votes and stars. This cannot be undone.</p>
      </OwnerDialog>

      <OwnerDialog
        {...dialog}
        open={open === 'unshare'}
        size="sm"
        title="Unshare this debate?"
        action={{ label: 'Unshare debate', busyLabel: 'Unsharing…', variant: 'primary', onClick: () => void confirmUnshare() }}
      >
        <p>It leaves Community Rankings and only you can open it. Its votes are kept if you share it again.</p>
      </OwnerDialog>

      <OwnerDialog
        {...dialog}
        open={open === 'categories'}
        title="Change categories"
        action={{
          label: 'Save categories',
          busyLabel: 'Saving…',
          variant: 'primary',
          disabled: draft.length === 0 || unchanged,
          onClick: () => void saveCategories(),
        }}
      >
        <CategoriesField draft={draft} locked={pending} onToggle={(category) => setDraft((current) => toggleCategory(current, category))} />
      </OwnerDialog>
    </div>
  );
}
