import { Button, Modal } from '@/components/index.ts';

export interface ReplaceDebateDialogProps {
  open: boolean;
  topic: string;
  onKeep: () => void;
  onReplace: () => void;
}

/** Generate (or Run again) while an unsaved debate is on screen: ask before it makes way. */
export function ReplaceDebateDialog({ open, topic, onKeep, onReplace }: ReplaceDebateDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onKeep}
      title="Start a new debate?"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onKeep}>
            Keep it
          </Button>
          <Button variant="danger" onClick={onReplace}>
            Discard and start
          </Button>
        </>
      }
    >
      <p>
        Your debate on <q>{topic}</q> is not saved. Starting a new one discards it; save it first to keep it.
      </p>
    </Modal>
  );
}
