import { Button, ErrorBox, Modal } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { deleteResponse, type DeleteOutcome } from '../api/responsesApi.ts';
import type { ResponseRow } from '../types/index.ts';
import { deleteFailureText } from './responseErrors.ts';

export interface DeleteResponseDialogProps {
  response: ResponseRow;
  open: boolean;
  onClose: () => void;
  onDeleted: (outcome: DeleteOutcome) => void;
}

/** Confirms deleting the author's response; one with replies stays as "[deleted]". */
export function DeleteResponseDialog({ response, open, onClose, onDeleted }: DeleteResponseDialogProps) {
  const { run, pending, error } = useMutation(() => deleteResponse(response.id), {
    errorText: deleteFailureText,
    failureLog: 'Deleting the response failed',
    onSuccess: onDeleted,
  });
  const hasReplies = response.response_count > 0;
  const kind = response.parent_id === null ? 'response' : 'reply';

  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      closeOnBackdrop={!pending}
      size="sm"
      title={`Delete this ${kind}?`}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={pending} busy={pending} onClick={() => void run()}>
            {pending ? 'Deleting…' : `Delete ${kind}`}
          </Button>
        </>
      }
    >
      {error && <ErrorBox>{error}</ErrorBox>}
      <p>
        {hasReplies
          ? `Its replies stay in the thread; your ${kind} shows as “[deleted]”.`
          : `Your ${kind} will be removed from the thread.`}
      </p>
    </Modal>
  );
}
