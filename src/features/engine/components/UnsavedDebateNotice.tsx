import { useState } from 'react';
import { Button, Modal } from '@/components/index.ts';

export interface UnsavedDebateNoticeProps {
  topic: string;
  /** Still being written on the server (found again after a reload, in another tab, after signing in). */
  running: boolean;
  onSave: () => void;
  onDiscard: () => Promise<void>;
}

/**
 * A debate the engine found again: still being written, or finished and waiting to be saved.
 * Nothing paid for is lost on a reload, in another tab or across a sign-in detour.
 */
export function UnsavedDebateNotice({ topic, running, onSave, onDiscard }: UnsavedDebateNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  if (running) {
    return (
      <p className="unsaved-notice card" role="status" data-testid="resumed-notice">
        Your debate on <q>{topic}</q> is still being written — it goes on even if you leave this page.
      </p>
    );
  }
  return (
    <div className="unsaved-notice card" role="region" aria-label="Unsaved debate" data-testid="unsaved-notice">
      <p>
        You have an unsaved debate: <q>{topic}</q>
      </p>
      <div className="unsaved-notice__actions">
        <Button size="sm" onClick={onSave}>
          Save
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
          Discard
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Discard this debate?"
        size="sm"
        closeOnBackdrop={!discarding}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={discarding}>
              Keep it
            </Button>
            <Button
              variant="danger"
              busy={discarding}
              onClick={() => {
                setDiscarding(true);
                void onDiscard().finally(() => {
                  setDiscarding(false);
                  setConfirming(false);
                });
              }}
            >
              Discard
            </Button>
          </>
        }
      >
        <p>
          The debate on <q>{topic}</q> will be gone for good. It still counts against your free debates.
        </p>
      </Modal>
    </div>
  );
}
