import { useEffect, useId, useRef, useState } from 'react';
import { Button, Modal } from '@/components/index.ts';
import { awardDelta } from '../api/verdictApi.ts';
import type { SelectedPassage } from '../utils/selectionAnchor.ts';
import { SPEAKER_LABELS } from '../utils/rounds.ts';
import { deltaFailureText } from './verdictText.ts';

const MIN_EXPLANATION = 50;
const MAX_EXPLANATION = 2000;

/** Awarding the reader's ∆ to the speaker of the selected passage, with an explanation of 50+ characters. */
export function DeltaModal({
  debateId,
  selection,
  onClose,
  onAwarded,
}: {
  debateId: string;
  selection: SelectedPassage | null;
  onClose: () => void;
  onAwarded: () => void;
}) {
  const fieldId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [explanation, setExplanation] = useState('');
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const open = selection !== null;
  const length = explanation.trim().length;

  useEffect(() => {
    if (open) {
      setExplanation('');
      setAlert(null);
    }
  }, [open, selection]);

  async function submit() {
    if (!selection) return;
    setSaving(true);
    setAlert(null);
    try {
      await awardDelta(debateId, selection, explanation.trim());
      onAwarded();
      onClose();
    } catch (error) {
      setAlert(deltaFailureText(error));
    } finally {
      setSaving(false);
    }
  }

  const close = () => {
    if (!saving) onClose();
  };
  const speaker = selection ? (SPEAKER_LABELS[selection.speakerIndex] ?? 'this speaker') : '';

  return (
    <Modal
      open={open}
      onClose={close}
      title={`∆ This changed my mind — award ${speaker}`}
      initialFocusRef={textareaRef}
      closeOnBackdrop={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={`${fieldId}-form`} busy={saving} disabled={length < MIN_EXPLANATION || saving}>
            Award ∆
          </Button>
        </>
      }
    >
      <form
        id={`${fieldId}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <figure className="response-modal__quote">
          <figcaption className="field__label">The passage that moved you</figcaption>
          <blockquote>{selection?.text}</blockquote>
        </figure>
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            What changed your mind?
          </label>
          <textarea
            id={fieldId}
            ref={textareaRef}
            className="textarea"
            rows={5}
            maxLength={MAX_EXPLANATION}
            value={explanation}
            onChange={(event) => setExplanation(event.target.value)}
            aria-describedby={`${fieldId}-hint`}
          />
          <p id={`${fieldId}-hint`} className="field__hint" data-testid="delta-hint">
            {length < MIN_EXPLANATION
              ? `At least ${MIN_EXPLANATION} characters (${length} so far). One ∆ per debate, to the speaker whose side your answer moved toward.`
              : `${length} characters.`}
          </p>
        </div>
        {alert && (
          <div className="error-box" role="alert">
            <p className="error-box__body">{alert}</p>
          </div>
        )}
      </form>
    </Modal>
  );
}
