import { useId, type ReactNode, type RefObject } from 'react';
import { CancelSubmit } from './CancelSubmit.tsx';
import { Modal } from './Modal.tsx';

export interface FormModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** While a request is in flight: the modal stays open and its buttons are held. */
  busy: boolean;
  canSubmit: boolean;
  submitLabel: ReactNode;
  onSubmit: () => void;
  /** More buttons before Cancel. */
  extraActions?: ReactNode;
  children: ReactNode;
}

/** A modal around one form: the fields in the body, Cancel and submit in the footer; it cannot be closed mid-request. */
export function FormModal({ open, onClose, busy, canSubmit, submitLabel, onSubmit, extraActions, children, ...modal }: FormModalProps) {
  const formId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      {...modal}
      open={open}
      onClose={close}
      closeOnBackdrop={!busy}
      footer={
        <>
          {extraActions}
          <CancelSubmit form={formId} busy={busy} canSubmit={canSubmit} onCancel={close}>
            {submitLabel}
          </CancelSubmit>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
